import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { currencyRates } from '../../db/schema';
import { registerShopper, useTestApp } from '../../../test/harness';

const { t, api, operatorToken } = useTestApp();
const db = () => t.database.db;

const SAMPLE = readFileSync(new URL('../../../test/fixtures/eurofxref-daily.xml', import.meta.url), 'utf8');
/** The sample file dated yesterday (UTC), so that its rates are fresh whenever the test runs. */
const freshSample = () =>
  SAMPLE.replace('2026-11-26', new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));

/** Sends a rates file as the console does: multipart, field `file`. */
async function importFile(token: string | undefined, xml: string, lang = 'en') {
  const boundary = '----storefront-rates';
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/currency_rates/import?lang=${lang}`,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { token } : {}),
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="eurofxref-daily.xml"\r\n` +
          'Content-Type: text/xml\r\n\r\n',
      ),
      Buffer.from(xml),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return {
    status: response.statusCode,
    ...(response.json() as { code: number; msg: string; key?: string; data: any }),
  };
}

const storedRows = () => db().select().from(currencyRates).orderBy(currencyRates.code);
const rateOf = async (code: string) =>
  ((await api.get('/api/index/currencies')).data as Array<{ code: string; rate: string | null }>).find(
    (currency) => currency.code === code,
  )?.rate;

describe('display currency rates', () => {
  it('lists every currency to guests, the dollar at 1 and the others without a rate until one is set', async () => {
    const list = await api.get('/api/index/currencies');
    expect(list.code).toBe(1);
    expect(list.data).toContainEqual({ code: 'USD', minor_units: 2, rate: '1', updated_at: null });
    expect(list.data).toContainEqual({ code: 'JPY', minor_units: 0, rate: null, updated_at: null });
    expect(list.data).toContainEqual({ code: 'KWD', minor_units: 3, rate: null, updated_at: null });
  });

  it('lets an operator set a rate by hand, with its time and who set it', async () => {
    const token = await operatorToken();
    const saved = await api.post(
      '/api/admin/currency_rate/save',
      { code: 'kwd', rate: '0.30750' },
      { token },
    );
    expect(saved).toMatchObject({
      code: 1,
      data: { code: 'KWD', rate: '0.3075', source: 'operator', operator: 'admin', stale: false },
    });
    expect(Date.now() - Date.parse(saved.data.rated_at)).toBeLessThan(60_000);
    expect(await rateOf('KWD')).toBe('0.3075');
    const listed = await api.get('/api/admin/currency_rates', {}, { token });
    expect(listed.data.map((row: { code: string }) => row.code)).not.toContain('USD');
    expect(listed.data).toContainEqual(
      expect.objectContaining({ code: 'KWD', rate: '0.3075', stale: false }),
    );
  });

  it('refuses an unknown currency, the dollar and a rate that is not a positive decimal, changing nothing', async () => {
    const token = await operatorToken();
    const before = await storedRows();
    const unknown = await api.post(
      '/api/admin/currency_rate/save',
      { code: 'XYZ', rate: '1.5' },
      { token, lang: 'de' },
    );
    expect(unknown).toMatchObject({
      code: 0,
      key: 'msg.currency_unsupported',
      msg: 'Diese Währung wird nicht unterstützt',
    });
    const dollar = await api.post('/api/admin/currency_rate/save', { code: 'USD', rate: '2' }, { token });
    expect(dollar.key).toBe('msg.currency_unsupported');
    for (const rate of ['0', '0.000', '-1', '1,5', 'abc', '1e3', '']) {
      const refused = await api.post('/api/admin/currency_rate/save', { code: 'JPY', rate }, { token });
      expect(refused.code, rate).toBe(0);
    }
    expect(await storedRows()).toEqual(before);
  });

  it('refuses shoppers and guests at every operator call', async () => {
    const shopper = await registerShopper(t.app);
    for (const token of [undefined, shopper.token]) {
      const options = token ? { token } : {};
      expect((await api.get('/api/admin/currency_rates', {}, options)).status).toBe(401);
      expect(
        (await api.post('/api/admin/currency_rate/save', { code: 'JPY', rate: '1' }, options)).status,
      ).toBe(401);
      expect((await importFile(token, freshSample())).status).toBe(401);
    }
    expect(await rateOf('JPY')).toBeNull();
  });

  it("imports the ECB's file: rates per dollar, the file's day, its source; the currencies it lacks named", async () => {
    const token = await operatorToken();
    const imported = await importFile(token, freshSample());
    expect(imported).toMatchObject({ code: 1, msg: 'Rates imported' });
    expect(imported.data.imported).toEqual(['EUR', 'GBP', 'CHF', 'JPY', 'KRW', 'CNY', 'HKD', 'THB', 'TRY']);
    expect(imported.data.missing).toEqual(['TWD', 'VND', 'RUB', 'SAR', 'AED', 'KWD']);
    expect(await rateOf('JPY')).toBe('149.7555576');
    expect(await rateOf('EUR')).toBe('0.9224241306');
    // The operator's own rate of a currency the file lacks stays.
    expect(await rateOf('KWD')).toBe('0.3075');
    const listed = await api.get('/api/admin/currency_rates', {}, { token });
    expect(listed.data).toContainEqual(
      expect.objectContaining({
        code: 'JPY',
        source: 'ecb',
        operator: 'admin',
        rated_at: imported.data.rated_at,
        stale: false,
      }),
    );
  });

  it('keeps a rate newer than the file, and refuses a malformed file whole, in the language asked', async () => {
    const token = await operatorToken();
    await api.post('/api/admin/currency_rate/save', { code: 'JPY', rate: '150' }, { token });
    const old = await importFile(token, SAMPLE.replace('2026-11-26', '2026-01-02'));
    expect(old.code).toBe(1);
    expect(old.data.imported).not.toContain('JPY');
    expect(await rateOf('JPY')).toBe('150');
    const before = await storedRows();
    const spoilt = SAMPLE.replace("rate='162.35'", "rate='162,35'");
    const refused = await importFile(token, spoilt, 'fr');
    expect(refused).toMatchObject({ code: 0, key: 'msg.rates_file_malformed' });
    expect(refused.msg).toBe(
      "Ce n'est pas le fichier quotidien des cours de la BCE (eurofxref-daily.xml) ; rien n'a été modifié",
    );
    expect((await importFile(token, 'currency,rate\nUSD,1\n')).key).toBe('msg.rates_file_malformed');
    expect(await storedRows()).toEqual(before);
  });

  it('flags a rate older than CURRENCY_RATE_MAX_AGE_HOURS and gives shoppers none for it', async () => {
    const token = await operatorToken();
    await api.post('/api/admin/currency_rate/save', { code: 'SAR', rate: '3.75' }, { token });
    expect(await rateOf('SAR')).toBe('3.75');
    await db()
      .update(currencyRates)
      .set({ ratedAt: sql`now() - interval '49 hours'` })
      .where(eq(currencyRates.code, 'SAR'));
    expect(await rateOf('SAR')).toBeNull();
    const listed = await api.get('/api/admin/currency_rates', {}, { token });
    expect(listed.data).toContainEqual(expect.objectContaining({ code: 'SAR', rate: '3.75', stale: true }));
  });
});
