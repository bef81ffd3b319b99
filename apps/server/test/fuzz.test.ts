import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locales } from '@storefront/i18n';
import { ledgerPostings, products, users } from '../src/db/schema';
import { ensureFirstOperator } from '../src/modules/admin/operators';
import { useTestApp } from './harness';
import { makeShopper } from './shopping-fixtures';

/** 10,000 generated requests over every documented route: wrong types, extra and missing fields, huge and odd values. */
const { t, api } = useTestApp({ seed: 'demo' });
const RUNS = 10_000;

type Operation = { method: 'GET' | 'POST'; url: string; fields: string[] };

async function operations(): Promise<Operation[]> {
  const spec = (await t.app.inject('/api/openapi.json')).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { name: string }[];
          requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
        }
      >
    >;
  };
  return Object.entries(spec.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Operation['method'],
      url,
      fields: [
        ...(operation.parameters ?? []).map((parameter) => parameter.name),
        ...Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      ],
    })),
  );
}

const oddString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '💥',
    '‮',
    'ǅ',
    '<script>',
    "' or 1=1 --",
    '%',
    '_',
    '../../etc/passwd',
    'x'.repeat(100_000),
  ),
);
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  oddString,
  fc.integer(),
  fc.constantFrom(-1, 0, 1, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 31, 0.1, -0.005),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

describe('fuzzing every route', () => {
  it(`answers ${RUNS} generated requests with an envelope and never a 5xx`, async () => {
    const routes = await operations();
    const shopper = await makeShopper(t.database.db, { balanceCents: 50_000 });
    await ensureFirstOperator(t.database.db, 'operator-secret');
    const operator = (await api.post('/api/admin/login', { username: 'admin', password: 'operator-secret' }))
      .data.token as string;
    const tokens = [undefined, 'not-a-real-token', shopper.token, operator];

    const request = fc.record({
      route: fc.constantFrom(...routes),
      values: fc.array(fc.tuple(fc.nat(), oddValue), { maxLength: 6 }),
      extra: fc.dictionary(fc.string({ maxLength: 8 }), oddValue, { maxKeys: 2 }),
      token: fc.constantFrom(...tokens),
      lang: fc.constantFrom('en', 'de', 'ar', 'zh-cn', 'xx', ''),
      rawBody: fc.option(fc.constantFrom('{', '[]', 'null', '"text"', '{"a":', '\u0000'), { freq: 10 }),
    });

    let sent = 0;
    await fc.assert(
      fc.asyncProperty(request, async ({ route, values, extra, token, lang, rawBody }) => {
        sent += 1;
        const fields: Record<string, unknown> = { ...extra };
        for (const [index, value] of values)
          if (route.fields.length) fields[route.fields[index % route.fields.length] as string] = value;
        const url = new URL(route.url, 'http://fuzz');
        url.searchParams.set('lang', lang);
        if (route.method === 'GET') {
          for (const [key, value] of Object.entries(fields))
            url.searchParams.set(
              key,
              typeof value === 'string' ? value.slice(0, 5_000) : JSON.stringify(value),
            );
        }
        const response = await t.app.inject({
          method: route.method,
          url: `${url.pathname}${url.search}`,
          headers: {
            ...(token ? { token } : {}),
            ...(route.method === 'POST' ? { 'content-type': 'application/json' } : {}),
          },
          payload: route.method === 'POST' ? (rawBody ?? JSON.stringify(fields)) : undefined,
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
        // A statement's export answers its CSV file itself; everything else, and its failures, an envelope.
        if (String(response.headers['content-type']).startsWith('text/csv')) return;
        const body = response.json() as { code: unknown; msg: unknown; time: unknown };
        expect(typeof body.code).toBe('number');
        expect(typeof body.msg).toBe('string');
        expect(typeof body.time).toBe('number');
        expect(response.body).not.toMatch(/at [\w.]+ \(|SELECT |node_modules/);
      }),
      { numRuns: RUNS },
    );
    expect(sent).toBe(RUNS);

    // Nothing a refused request did may break the books.
    const [broken] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(
        sql`${users.balanceCents} <> coalesce((select sum(${ledgerPostings.amountCents}) from ${ledgerPostings} where ${ledgerPostings.account} = 'wallet' and ${ledgerPostings.holderId} = ${users}.id), 0)`,
      );
    expect(broken?.count).toBe(0);
    const [negative] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`${products.stock} < 0`);
    expect(negative?.count).toBe(0);
  }, 600_000);
});

describe('fuzzing the console’s unique names', () => {
  const SAVES = 600;
  it(`answers ${SAVES} saves drawn from a few names, clashing often, with envelopes and never a 5xx`, async () => {
    await ensureFirstOperator(t.database.db, 'operator-secret');
    const token = (await api.post('/api/admin/login', { username: 'admin', password: 'operator-secret' }))
      .data.token as string;
    // Few names, some the demo catalog already uses, and ids of records that exist or not.
    const name = fc.constantFrom('USDT-TRC20', 'WELCOME10', 'ordering', 'clash-a', 'clash-b');
    const save = fc.record({
      lang: fc.constantFrom('en', 'de', 'ar', 'zh-cn'),
      id: fc.option(fc.integer({ min: 1, max: 8 }), { freq: 3 }),
      body: fc.oneof(
        name.map((network) => ({
          url: '/api/admin/network/save',
          fields: { network, address: 'TXfuzzAddress' },
        })),
        name.map((code) => ({ url: '/api/admin/promo/save', fields: { code, discount: '1.00' } })),
        fc.tuple(name, fc.constantFrom('en', 'zh-cn')).map(([slug, lang]) => ({
          url: '/api/admin/article/save',
          fields: { kind: 'help', slug: slug.toLowerCase(), lang, title: 'Title', content: 'Text' },
        })),
      ),
    });
    const alreadyExists = new Set(Object.values(locales).map((locale) => locale.msg.already_exists));
    let clashes = 0;
    await fc.assert(
      fc.asyncProperty(save, async ({ lang, id, body }) => {
        const response = await t.app.inject({
          method: 'POST',
          url: `${body.url}?lang=${lang}`,
          headers: { token },
          payload: { ...body.fields, ...(id === null ? {} : { id }) },
        });
        expect(response.statusCode, body.url).toBeLessThan(500);
        const answer = response.json() as { code: number; msg: string };
        expect([0, 1]).toContain(answer.code);
        if (alreadyExists.has(answer.msg)) clashes += 1;
      }),
      { numRuns: SAVES },
    );
    expect(clashes).toBeGreaterThan(SAVES / 10);
  }, 120_000);
});
