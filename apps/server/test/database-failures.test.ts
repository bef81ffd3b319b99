import { DrizzleQueryError, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ensureFirstOperator } from '../src/modules/admin/operators';
import { inTransaction } from '../src/lib/transaction';
import { testOnly, useTestApp } from './harness';
import { expectFailure, expectNoLeak, INTERNAL_DETAIL, MSG } from './security-support';

/**
 * What a client reads when the database refuses a write or goes away: a name already taken is a translated
 * failure (code 0), a lost connection a translated 503, never a 500, never an internal detail.
 */
const ALREADY_EXISTS = {
  en: 'This name or code is already in use, please choose another',
  de: 'Dieser Name oder Code wird bereits verwendet, bitte wählen Sie einen anderen',
};

/** The ways node-postgres reports a lost connection, as Drizzle hands them on. */
const LOST_CONNECTIONS: Record<string, () => Error> = {
  'a killed backend (57P01)': () =>
    new DrizzleQueryError(
      'insert into "orders" ("user_id") values ($1)',
      [1],
      Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
        severity: 'FATAL',
      }),
    ),
  'a connection ended by the server': () =>
    new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly')),
  'a client found dead': () =>
    new DrizzleQueryError(
      'rollback',
      [],
      new Error('Client has encountered a connection error and is not queryable'),
    ),
  'a refused reconnection': () =>
    Object.assign(new Error(`connect ECONNREFUSED 10.0.0.5:5432 ${INTERNAL_DETAIL}`), {
      code: 'ECONNREFUSED',
    }),
  'a connection failure (class 08)': () =>
    Object.assign(new Error(`connection failure ${INTERNAL_DETAIL}`), { code: '08006' }),
  'a database starting up (57P03)': () =>
    Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
};

const { t, api } = useTestApp({
  extend: (app) => {
    for (const [index, lost] of Object.values(LOST_CONNECTIONS).entries()) {
      app.get(`/api/test/lost-connection/${index}`, testOnly, async () => {
        throw lost();
      });
    }
  },
});

async function operatorToken() {
  await ensureFirstOperator(t.database.db, 'operator-secret');
  const login = await api.post('/api/admin/login', { username: 'admin', password: 'operator-secret' });
  return login.data.token as string;
}

describe('a unique name or code already taken', () => {
  it('answers the console a translated failure, never a 5xx, for top-up networks, articles and promo codes', async () => {
    const token = await operatorToken();
    const saves: [string, string, Record<string, unknown>][] = [
      ['a top-up network', '/api/admin/network/save', { network: 'DUPNET', address: 'TXduplicateAddress01' }],
      [
        'an article',
        '/api/admin/article/save',
        { kind: 'help', slug: 'duplicate-guide', lang: 'en', title: 'Guide', content: 'How to shop.' },
      ],
      ['a promo code', '/api/admin/promo/save', { code: 'TWICE10', discount: '1.00' }],
    ];
    for (const [what, url, body] of saves) {
      const first = await api.post(url, body, { token });
      expect(first.code, what).toBe(1);
      for (const lang of ['en', 'de'] as const) {
        const again = await api.post(url, body, { token, lang });
        expect({ what, status: again.status, body: again.body }).toEqual({
          what,
          status: 200,
          body: {
            code: 0,
            msg: ALREADY_EXISTS[lang],
            key: 'msg.already_exists',
            time: expect.any(Number),
            data: null,
            request_id: expect.any(String),
          },
        });
      }
      // Renaming another record to the taken name is refused the same way, and changes nothing.
      const other = await api.post(url, { ...body, ...renamed(body) }, { token });
      expect(other.code, what).toBe(1);
      const clash = await api.post(url, { ...body, id: (other.data as { id: number }).id }, { token });
      expect(clash).toMatchObject({ status: 200, code: 0, msg: ALREADY_EXISTS.en });
    }
    const [counts] = (
      (await t.database.db.execute(sql`select
        (select count(*)::int from blockchain_networks where network like 'DUPNET%') as networks,
        (select count(*)::int from articles where slug like 'duplicate-guide%') as articles,
        (select count(*)::int from promo_codes where code like 'TWICE10%') as promos`)) as unknown as {
        rows: Record<string, number>[];
      }
    ).rows;
    expect(counts).toEqual({ networks: 2, articles: 2, promos: 2 });
  });

  it('still tells a shopper which account detail is taken', async () => {
    const taken = { username: 'takenname1', password: 'secret123', email: 'taken1@example.com' };
    expect((await api.post('/api/user/register', { ...taken, mobile: '+15550009001' })).code).toBe(1);
    const again = await api.post('/api/user/register', {
      ...taken,
      username: 'othername1',
      mobile: '+15550009002',
    });
    expect(again.code).toBe(0);
    expect(again.msg).not.toBe(ALREADY_EXISTS.en);
    expect(again.msg).toMatch(/email/i);
  });
});

/** The same record under another unique name. */
function renamed(body: Record<string, unknown>) {
  if ('network' in body) return { network: 'DUPNET2' };
  if ('slug' in body) return { slug: 'duplicate-guide-2' };
  return { code: 'TWICE10B' };
}

describe('a lost database connection', () => {
  it.each(Object.keys(LOST_CONNECTIONS).map((what, index) => [what, index] as const))(
    'answers %s with a translated 503 that leaks nothing',
    async (_what, index) => {
      for (const [lang, msg] of [
        ['en', MSG.en.serverError],
        ['ar', MSG.ar.serverError],
      ] as const) {
        const response = await t.app.inject(`/api/test/lost-connection/${index}?lang=${lang}`);
        expectFailure(response, 503, msg);
        expectNoLeak(response);
      }
    },
  );

  it('runs a transaction again on the embedded database too, when it was lost before COMMIT', async () => {
    let attempts = 0;
    const answer = await inTransaction(t.database.db, async (tx) => {
      attempts += 1;
      await tx.execute(sql`select 1`);
      if (attempts === 1) throw LOST_CONNECTIONS['a connection ended by the server']!();
      return attempts;
    });
    expect(answer).toBe(2);
  });
});
