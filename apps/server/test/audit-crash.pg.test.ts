import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { call, killHard, OPERATOR_PASSWORD, uploadPicture } from './crash-server';
import { useServerDatabase } from './server-database';
import { makeShopper } from './shopping-fixtures';

/**
 * The audit log under SIGKILL (PostgreSQL): a real server process passes a queue of top-ups all at once and is
 * killed while the decisions commit. After the restart every decided top-up has exactly one audit row and an
 * undecided one none: the row is written in the decision's own transaction, never after it.
 */
const PORT = 3351;
const SHOPPERS = 10;
const TOP_UPS_PER_SHOPPER = 4;
const ROUNDS = 3;

const server = useServerDatabase('storefront_audit_crash', { poolSize: 3, port: PORT });
const { query, launch } = server;

const passedCount = async () =>
  (
    await query<{ passed: number }>(`select count(*)::int as passed from recharges where status = 'passed'`)
  )[0]!.passed;

/** Every top-up with what the operator decided, whether it was credited, and its audit rows. */
const topUps = () =>
  query<{ id: number; status: string; credits: number; audits: number; audited_pass: number }>(
    `select r.id, r.status,
       (select count(*)::int from ledger_postings e where e.kind = 'recharge' and e.account = 'wallet'
         and e.ref_type = 'recharge' and e.ref_id = r.id) as credits,
       (select count(*)::int from operator_audits a
         where a.action = 'recharge.audit' and a.target_type = 'recharge' and a.target_id = r.id) as audits,
       (select count(*)::int from operator_audits a
         where a.action = 'recharge.audit' and a.target_type = 'recharge' and a.target_id = r.id
           and a.before ->> 'status' = 'auditing' and a.after ->> 'status' = 'passed') as audited_pass
     from recharges r order by r.id`,
  );

describe('SIGKILL during operator decisions (PostgreSQL)', () => {
  it('leaves no decided top-up without its one audit row, and no row for an undecided one', async () => {
    let child = await launch();
    const shoppers = [];
    for (let i = 0; i < SHOPPERS; i += 1) {
      const shopper = await makeShopper(server.database.db);
      shoppers.push({ ...shopper, proof: await uploadPicture(shopper.token, PORT) });
    }

    for (let round = 1; round <= ROUNDS; round += 1) {
      const login = await call<{ token: string }>(
        'POST',
        '/api/admin/login',
        { username: 'admin', password: OPERATOR_PASSWORD },
        {},
        PORT,
      );
      expect(login.code).toBe(1);
      for (const shopper of shoppers) {
        for (let i = 0; i < TOP_UPS_PER_SHOPPER; i += 1) {
          const asked = await call(
            'POST',
            '/api/user/recharge',
            { method: 'card', amount: '20.00', image: shopper.proof },
            { token: shopper.token },
            PORT,
          );
          expect(asked.code, asked.msg).toBe(1);
        }
      }
      const queue = (
        await query<{ id: number }>(`select id from recharges where status = 'auditing' order by id`)
      ).map((row) => row.id);
      const passedBefore = await passedCount();

      // The whole queue passed at once; the process dies as soon as the first decisions have committed.
      const decisions = queue.map((id) =>
        call(
          'POST',
          '/api/admin/recharge/audit',
          { id, pass: true },
          { token: login.data.token },
          PORT,
        ).catch(() => undefined),
      );
      const started = Date.now();
      while ((await passedCount()) < passedBefore + 3) {
        if (Date.now() - started > 10_000) throw new Error('no top-up was passed within 10 s');
        await sleep(1);
      }
      await killHard(child);
      await Promise.all(decisions);
      child = await launch();

      const rows = await topUps();
      const decidedNow = rows.filter((row) => queue.includes(row.id) && row.status === 'passed').length;
      // The kill landed in the middle: some of this round's decisions committed, some did not.
      expect(decidedNow, `round ${round}`).toBeGreaterThan(0);
      expect(decidedNow, `round ${round}`).toBeLessThan(queue.length);
      const broken = rows.filter((row) =>
        row.status === 'passed'
          ? row.credits !== 1 || row.audits !== 1 || row.audited_pass !== 1
          : row.credits !== 0 || row.audits !== 0,
      );
      expect({ round, broken }).toEqual({ round, broken: [] });
    }
  }, 90_000);
});
