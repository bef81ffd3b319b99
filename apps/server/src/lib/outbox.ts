import { type SQL, sql } from 'drizzle-orm';
import type { DomainEvent } from '@storefront/shared';
import { type Db, rowsOf, type Tx } from '../db/client';
import { orders, outbox } from '../db/schema';
import type { AppContext } from '../context';
import type { JobRunner } from './jobs';
import type { Mailer, MailMessage } from './mailer';
import { inTransaction } from './transaction';

/**
 * An event of the action in the caller's transaction (decision 050): it is relayed if and only if the action
 * commits. `shopId`: the shop it concerns, whose own subscribers hear it too.
 */
export async function recordEvent(
  tx: Tx,
  name: DomainEvent,
  payload: Record<string, unknown>,
  shopId: number | null = null,
) {
  await tx.insert(outbox).values({ kind: 'event', name, payload, shopId });
}

/** The events of several objects at once (orders completed by the clock), in one insert. */
export async function recordEvents(
  tx: Tx,
  name: DomainEvent,
  events: { payload: Record<string, unknown>; shopId: number | null }[],
) {
  if (events.length === 0) return;
  await tx.insert(outbox).values(events.map((event) => ({ kind: 'event', name, ...event })));
}

/** The columns `orderEvent` reads, for a `returning` of the statement that changed the orders. */
export const orderEventColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  shopId: orders.shopId,
  userId: orders.userId,
  totalCents: orders.totalCents,
};

/** What an order's events say about it. */
export const orderEvent = (order: {
  id: number;
  orderNo: string;
  shopId: number;
  userId: number;
  totalCents: number;
}) => ({
  payload: {
    order_id: order.id,
    order_no: order.orderNo,
    shop_id: order.shopId,
    user_id: order.userId,
    total_cents: order.totalCents,
  },
  shopId: order.shopId,
});

/**
 * Events of a set-based statement, as a CTE named `events_of_<name>`: `rows` selects each event's payload (jsonb)
 * and shop id. For the statements that must stay one round trip (payment, settlement, order creation).
 */
export const eventsFrom = (name: DomainEvent, rows: SQL): SQL =>
  sql`${sql.identifier(`events_of_${name.replace('.', '_')}`)} as (
      insert into ${outbox} (kind, name, payload, shop_id)
      select 'event', ${name}, event.payload, event.shop_id from (${rows}) as event(payload, shop_id)
    )`;

/**
 * A mail to send once the caller's transaction commits: the request then sends it (`sendQueuedMail`), or the
 * job runner retries it. Answers its outbox id.
 */
export async function queueMail(tx: Tx, message: MailMessage): Promise<number> {
  const [row] = await tx.insert(outbox).values({ kind: 'mail', name: 'mail', payload: message }).returning();
  if (!row) throw new Error('the outbox answered no row');
  return row.id;
}

/** A mail no request sent within this time was queued by one that died: the backlog's relay sends it. */
const MAIL_BACKLOG_SECONDS = 30;

/** Which rows a relay takes: a request's own mails, the events, or everything left behind. */
export type RelayWhich = { ids: number[] } | { events: true } | { backlog: true };

const waitingOf = (which: RelayWhich): SQL =>
  'ids' in which
    ? sql`id = any(${sql.param(which.ids)}::bigint[])`
    : 'events' in which
      ? sql`kind = 'event'`
      : sql`(kind = 'event' or created_at < now() - make_interval(secs => ${MAIL_BACKLOG_SECONDS}))`;

/** How long a relay's claim on a row holds: a relay that died lets another take the row after it. */
const CLAIM_SECONDS = 60;
const BATCH = 100;

type Claimed = {
  id: number;
  kind: 'event' | 'mail';
  name: string;
  payload: Record<string, unknown>;
  shopId: number | null;
};

/**
 * Hands what is waiting in the outbox on: each row claimed by one relay (SKIP LOCKED, then a claim until a
 * time), then a mail sent at once when `sendMailNow` (the request that queued it waits for it, as a shopper
 * waits for a code) and else, or when sending failed, given to the job runner, which retries with backoff; an
 * event given to the job runner. Rows handed over are marked relayed. Without a job runner (tests of one
 * request), what could not be sent stays waiting for the next relay.
 */
export async function relayOutbox(
  db: Db,
  deliver: { mailer: Mailer; jobs: JobRunner | undefined; sendMailNow: boolean },
  which: RelayWhich,
): Promise<number> {
  const claimed = (
    await rowsOf<{
      id: number;
      kind: Claimed['kind'];
      name: string;
      payload: Record<string, unknown>;
      shop_id: number | null;
    }>(
      db,
      sql`update ${outbox} set claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS})
        where id in (select id from ${outbox} where relayed_at is null and ${waitingOf(which)}
            and (claimed_until is null or claimed_until < now())
          order by id limit ${BATCH} for update skip locked)
        returning id, kind, name, payload, shop_id`,
    )
  ).map((row): Claimed => ({ ...row, shopId: row.shop_id }));
  const handed: number[] = [];
  const released: number[] = [];
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    if (row.kind === 'mail' && deliver.sendMailNow) {
      try {
        await deliver.mailer.send(row.payload as MailMessage);
        handed.push(row.id);
        continue;
      } catch {
        // The mail server is down: the job runner retries.
      }
    }
    if (!deliver.jobs?.running) {
      released.push(row.id);
      continue;
    }
    await deliver.jobs.relay(row);
    handed.push(row.id);
  }
  if (handed.length > 0)
    await db.execute(
      sql`update ${outbox} set relayed_at = now() where id = any(${sql.param(handed)}::bigint[])`,
    );
  if (released.length > 0)
    await db.execute(
      sql`update ${outbox} set claimed_until = null where id = any(${sql.param(released)}::bigint[])`,
    );
  return claimed.length;
}

export type OutboxRow = Claimed;

/**
 * Sends mails queued by a committed transaction now, as the request that queued them still runs (a shopper
 * waits for a code); one the mail server refuses is retried by the job runner, so nothing is lost when it is down.
 */
export async function sendQueuedMail(ctx: Pick<AppContext, 'db' | 'mailer' | 'jobs'>, ids: number[]) {
  await relayOutbox(ctx.db, { mailer: ctx.mailer, jobs: ctx.jobs, sendMailNow: true }, { ids });
}

/** A notice sent after its action committed: queued on its own, then sent as `sendQueuedMail` sends. */
export async function sendMail(ctx: Pick<AppContext, 'db' | 'mailer' | 'jobs'>, message: MailMessage) {
  const id = await inTransaction(ctx.db, (tx) => queueMail(tx, message));
  await sendQueuedMail(ctx, [id]);
}

/** What a withdrawal's events say about it. */
export const withdrawalEvent = (withdrawal: {
  id: number;
  userId: number;
  shopId: number | null;
  type: string;
  amountCents: number;
  feeCents: number;
  actualCents: number;
}) => ({
  withdrawal_id: withdrawal.id,
  user_id: withdrawal.userId,
  shop_id: withdrawal.shopId,
  type: withdrawal.type,
  amount_cents: withdrawal.amountCents,
  fee_cents: withdrawal.feeCents,
  arrival_cents: withdrawal.actualCents,
});
