import { BASE_CURRENCY, CURRENCIES, divideRates, parseDecimal } from '@storefront/shared';

/** The largest rates file taken: the ECB's daily file is about 1.5 KB. */
export const RATES_FILE_MAX_BYTES = 64 * 1024;

/** A file that is not the ECB's daily reference rates as they publish it. */
export class MalformedRates extends Error {}

/** The euro: the ECB's rates are per euro, and the file lists no rate for it. */
const EURO = 'EUR';

/**
 * The moment an imported rate holds from: the ECB publishes its reference rates at about 16:00 Central European
 * Time; 14:00 UTC (16:00 in summer, 15:00 in winter) never makes a rate look younger than it is.
 */
const PUBLISHED_AT_UTC = 'T14:00:00Z';

export type EcbRates = {
  /** The file's date (`<Cube time="YYYY-MM-DD">`) at its publication hour. */
  ratedAt: Date;
  /** Units of each currency per euro, as the file writes them. */
  perEuro: Map<string, string>;
};

const ATTRIBUTE = /\s+([A-Za-z_:][\w.:-]*)\s*=\s*(?:'([^']*)'|"([^"]*)")/y;

/** The attributes of a tag's inside (`currency='USD' rate='1.0841'`); undefined when they do not parse. */
function attributesOf(inside: string): Map<string, string> | undefined {
  const attributes = new Map<string, string>();
  let at = 0;
  while (at < inside.trimEnd().length) {
    ATTRIBUTE.lastIndex = at;
    const match = ATTRIBUTE.exec(inside);
    const name = match?.[1];
    if (!match || !name || attributes.has(name)) return undefined;
    attributes.set(name, match[2] ?? match[3] ?? '');
    at = ATTRIBUTE.lastIndex;
  }
  return attributes;
}

/**
 * Reads the ECB's `eurofxref-daily.xml`: a `gesmes:Envelope` whose `Cube` holds one `Cube time` of one day,
 * which holds one `Cube currency rate` per currency. Anything else (another shape, a second day, a rate that is
 * not a positive decimal, a currency twice, no dollar) is refused whole.
 */
export function readEcbFile(bytes: Buffer, now = new Date()): EcbRates {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (!/^\s*(<\?xml[^>]*\?>\s*)?<gesmes:Envelope\b[^>]*>/.test(text)) throw new MalformedRates('envelope');
  if (!/<\/gesmes:Envelope>\s*$/.test(text)) throw new MalformedRates('envelope end');
  const first = text.indexOf('<Cube');
  const last = text.lastIndexOf('</Cube>');
  if (first < 0 || last < first) throw new MalformedRates('no Cube');
  // Between the first Cube and the last, Cube tags and white space only.
  const cubes = text.slice(first, last + '</Cube>'.length);
  if (cubes.replace(/<\/?Cube\b[^<>]*>/g, '').trim() !== '') throw new MalformedRates('not only Cube');
  let depth = 0;
  let day: string | undefined;
  const perEuro = new Map<string, string>();
  for (const [tag, closing, inside = '', selfClosing] of cubes.matchAll(/<(\/?)Cube\b([^<>]*?)(\/?)>/g)) {
    if (closing) {
      depth -= 1;
      if (depth < 0) throw new MalformedRates(`unbalanced ${tag}`);
      continue;
    }
    const attributes = attributesOf(inside);
    if (!attributes) throw new MalformedRates(`attributes of ${tag}`);
    const names = [...attributes.keys()].sort().join(',');
    if (depth === 0 && names === '' && !selfClosing) {
      // the outer Cube
    } else if (depth === 1 && names === 'time' && !selfClosing && day === undefined) {
      day = attributes.get('time');
    } else if (depth === 2 && names === 'currency,rate' && selfClosing) {
      const currency = attributes.get('currency') ?? '';
      const rate = attributes.get('rate') ?? '';
      const parsed = parseDecimal(rate);
      if (!/^[A-Z]{3}$/.test(currency) || perEuro.has(currency) || currency === EURO) {
        throw new MalformedRates(`currency ${currency}`);
      }
      if (!parsed || parsed.digits === BigInt(0) || rate.trim() !== rate) {
        throw new MalformedRates(`rate ${rate}`);
      }
      perEuro.set(currency, rate);
    } else {
      throw new MalformedRates(`unexpected ${tag}`);
    }
    if (!selfClosing) depth += 1;
  }
  if (depth !== 0) throw new MalformedRates('unbalanced');
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new MalformedRates('day');
  const ratedAt = new Date(`${day}${PUBLISHED_AT_UTC}`);
  if (Number.isNaN(ratedAt.getTime()) || ratedAt.toISOString().slice(0, 10) !== day) {
    throw new MalformedRates('day');
  }
  // A file from the future is not one the ECB published.
  if (ratedAt.getTime() > now.getTime() + 86_400_000) throw new MalformedRates('future day');
  if (!perEuro.has(BASE_CURRENCY)) throw new MalformedRates('no dollar');
  return { ratedAt, perEuro };
}

/**
 * The rates per US dollar of the table's currencies that the file prices: each currency's rate per euro divided
 * by the dollar's (the euro's is one over the dollar's), to RATE_SIGNIFICANT_DIGITS digits; no float.
 */
export function ratesPerDollar(file: EcbRates): { rates: Map<string, string>; missing: string[] } {
  const dollarPerEuro = file.perEuro.get(BASE_CURRENCY);
  if (!dollarPerEuro) throw new MalformedRates('no dollar');
  const rates = new Map<string, string>();
  const missing: string[] = [];
  for (const { code } of CURRENCIES) {
    if (code === BASE_CURRENCY) continue;
    const perEuro = code === EURO ? '1' : file.perEuro.get(code);
    if (perEuro === undefined) missing.push(code);
    else rates.set(code, divideRates(perEuro, dollarPerEuro));
  }
  return { rates, missing };
}
