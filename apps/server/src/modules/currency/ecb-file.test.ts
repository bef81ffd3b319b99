import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MalformedRates, ratesPerDollar, readEcbFile } from './ecb-file';

const SAMPLE = readFileSync(new URL('../../../test/fixtures/eurofxref-daily.xml', import.meta.url));
const sample = () => SAMPLE.toString('utf8');
const NOW = new Date('2026-11-28T02:00:00Z');
const read = (text: string) => readEcbFile(Buffer.from(text), NOW);

describe("the ECB's daily file", () => {
  it('reads the day and every rate per euro as the file writes it', () => {
    const file = readEcbFile(SAMPLE, NOW);
    expect(file.ratedAt.toISOString()).toBe('2026-11-26T14:00:00.000Z');
    expect(file.perEuro.size).toBe(30);
    expect(file.perEuro.get('USD')).toBe('1.0841');
    expect(file.perEuro.get('HUF')).toBe('391.50');
  });

  it('turns them into rates per dollar for the currencies of the table, and names those it lacks', () => {
    const { rates, missing } = ratesPerDollar(readEcbFile(SAMPLE, NOW));
    expect(Object.fromEntries(rates)).toEqual({
      EUR: '0.9224241306',
      GBP: '0.7666728162',
      CHF: '0.8650493497',
      JPY: '149.7555576',
      KRW: '1396.882206',
      CNY: '7.240383728',
      HKD: '7.783322572',
      THB: '34.03007103',
      TRY: '34.54533715',
    });
    expect(missing).toEqual(['TWD', 'VND', 'RUB', 'SAR', 'AED', 'KWD']);
  });

  it('takes double quotes and no XML declaration as well', () => {
    const text = sample()
      .replace(/^<\?xml[^>]*>\s*/, '')
      .replaceAll("'", '"');
    expect(read(text).perEuro.get('JPY')).toBe('162.35');
  });

  const refused: Array<[string, (text: string) => string]> = [
    ['an empty file', () => ''],
    ['a CSV file', () => 'currency,rate\nUSD,1.0841\n'],
    ['another XML document', () => '<?xml version="1.0"?><rates><USD>1.0841</USD></rates>'],
    ['a cut file', (text) => text.slice(0, text.length / 2)],
    ['a rate with a comma', (text) => text.replace("rate='162.35'", "rate='162,35'")],
    ['a rate of zero', (text) => text.replace("rate='162.35'", "rate='0'")],
    ['a negative rate', (text) => text.replace("rate='162.35'", "rate='-162.35'")],
    ['a currency twice', (text) => text.replace("currency='BGN'", "currency='JPY'")],
    ['a lowercase code', (text) => text.replace("currency='JPY'", "currency='jpy'")],
    ['no dollar', (text) => text.replace(/\s*<Cube currency='USD'[^>]*\/>/, '')],
    [
      'a second day',
      (text) => text.replace('</Cube>\n\t</Cube>', "</Cube>\n\t\t<Cube time='2026-11-25'></Cube>\n\t</Cube>"),
    ],
    ['an impossible day', (text) => text.replace('2026-11-26', '2026-02-30')],
    ['a day to come', (text) => text.replace('2026-11-26', '2026-12-24')],
    [
      'something else among the rates',
      (text) => text.replace("<Cube currency='JPY'", "<Note/><Cube currency='JPY'"),
    ],
    ['an attribute more', (text) => text.replace("<Cube currency='JPY'", "<Cube extra='1' currency='JPY'")],
    [
      'a rate outside its day',
      (text) => text.replace('\t<Cube>\n', "\t<Cube>\n\t\t<Cube currency='EUR' rate='1'/>\n"),
    ],
  ];
  it.each(refused)('refuses %s', (_name, spoil) => {
    const text = spoil(sample());
    expect(text).not.toBe(sample());
    expect(() => read(text)).toThrow(MalformedRates);
  });
});
