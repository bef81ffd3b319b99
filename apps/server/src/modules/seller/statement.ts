import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  type AuditStatus,
  commissionRateText,
  formatCents,
  type StatementPeriod,
  type StatementQuery,
} from '@storefront/shared';
import type { Db } from '../../db/client';
import { orderItems, orders, ledgerPostings, shops, withdrawals } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { postingsOf } from '../../lib/ledger';
import type { Translate } from '../../lib/i18n';
import { offsetOf } from '../../lib/pagination';

const DAY_MS = 86_400_000;
type LedgerRow = typeof ledgerPostings.$inferSelect;
type ShopLedgerKind = 'settlement' | 'withdraw' | 'withdraw_return' | 'adjust';

/** The period's movements of the shop: `from` and `to` are days in UTC, both included. */
function periodWhere(shopId: number, period: StatementPeriod) {
  const conditions: SQL[] = [postingsOf('shop', shopId)];
  if (period.from) conditions.push(gte(ledgerPostings.createdAt, new Date(`${period.from}T00:00:00Z`)));
  if (period.to) {
    conditions.push(
      lt(ledgerPostings.createdAt, new Date(new Date(`${period.to}T00:00:00Z`).getTime() + DAY_MS)),
    );
  }
  return and(...conditions);
}

/** What each ledger row refers to: its order (paid, commission, the lines' rates) or its withdrawal. */
async function explained(db: Db, rows: LedgerRow[]) {
  const orderIds = rows.flatMap((row) => (row.refType === 'order' && row.refId !== null ? [row.refId] : []));
  const withdrawalIds = rows.flatMap((row) =>
    row.refType === 'withdrawal' && row.refId !== null ? [row.refId] : [],
  );
  const orderRows =
    orderIds.length === 0
      ? []
      : await db
          .select({
            id: orders.id,
            orderNo: orders.orderNo,
            totalCents: orders.totalCents,
            commissionCents: orders.commissionCents,
          })
          .from(orders)
          .where(inArray(orders.id, orderIds));
  // The rates each order's lines were sold under, lowest first.
  const rateRows =
    orderIds.length === 0
      ? []
      : await db
          .selectDistinct({ orderId: orderItems.orderId, rateBp: orderItems.commissionRateBp })
          .from(orderItems)
          .where(inArray(orderItems.orderId, orderIds))
          .orderBy(asc(orderItems.orderId), asc(orderItems.commissionRateBp));
  const ratesOf = new Map<number, number[]>();
  for (const row of rateRows) ratesOf.set(row.orderId, [...(ratesOf.get(row.orderId) ?? []), row.rateBp]);
  const withdrawalRows =
    withdrawalIds.length === 0
      ? []
      : await db
          .select({
            id: withdrawals.id,
            feeCents: withdrawals.feeCents,
            actualCents: withdrawals.actualCents,
            status: withdrawals.status,
          })
          .from(withdrawals)
          .where(inArray(withdrawals.id, withdrawalIds));
  // The import tax each settlement passed on (decision 064): the taxes posting of the same journal.
  const settlementJournals = rows.flatMap((row) => (row.kind === 'settlement' ? [row.journalId] : []));
  const taxRows =
    settlementJournals.length === 0
      ? []
      : await db
          .select({ journalId: ledgerPostings.journalId, cents: ledgerPostings.amountCents })
          .from(ledgerPostings)
          .where(
            and(eq(ledgerPostings.account, 'taxes'), inArray(ledgerPostings.journalId, settlementJournals)),
          );
  const taxOf = new Map(taxRows.map((row) => [row.journalId, row.cents]));
  const orderOf = new Map(orderRows.map((row) => [row.id, row]));
  const withdrawalOf = new Map(withdrawalRows.map((row) => [row.id, row]));
  return rows.map((row) => {
    const order = row.refType === 'order' && row.refId !== null ? orderOf.get(row.refId) : undefined;
    const withdrawal =
      row.refType === 'withdrawal' && row.refId !== null ? withdrawalOf.get(row.refId) : undefined;
    const commissionCents = order ? (order.commissionCents ?? 0) : null;
    const taxCents = order ? (taxOf.get(row.journalId) ?? 0) : null;
    // What was settled is the paid amount less its refunds; the shop got it less the tax and the commission.
    const refundedCents = order
      ? order.totalCents - row.amountCents - (commissionCents ?? 0) - (taxCents ?? 0)
      : null;
    const outgoing = row.kind === 'withdraw';
    return {
      id: row.id,
      created_at: row.createdAt.toISOString(),
      type: row.kind as ShopLedgerKind,
      ref_type: row.refType,
      ref_id: row.refId,
      reference: order?.orderNo ?? (row.refId === null ? '' : String(row.refId)),
      amount: formatCents(row.amountCents),
      balance_after: formatCents(row.balanceAfterCents ?? 0),
      paid: order ? formatCents(order.totalCents) : null,
      refunded: refundedCents === null ? null : formatCents(refundedCents),
      tax: taxCents === null ? null : formatCents(taxCents),
      commission_rates: (order ? (ratesOf.get(order.id) ?? []) : []).map(commissionRateText),
      commission: commissionCents === null ? null : formatCents(commissionCents),
      fee: withdrawal && outgoing ? formatCents(withdrawal.feeCents) : null,
      arrival: withdrawal && outgoing ? formatCents(withdrawal.actualCents) : null,
      withdrawal_status: withdrawal ? (withdrawal.status as AuditStatus) : null,
      memo: row.memo,
    };
  });
}

export type StatementLine = Awaited<ReturnType<typeof explained>>[number];

/** The shop's balance before the period (the last movement before it) and after it (its last movement). */
async function balancesAround(db: Db, shopId: number, period: StatementPeriod) {
  const [before] = period.from
    ? await db
        .select({ cents: ledgerPostings.balanceAfterCents })
        .from(ledgerPostings)
        .where(
          and(postingsOf('shop', shopId), lt(ledgerPostings.createdAt, new Date(`${period.from}T00:00:00Z`))),
        )
        .orderBy(desc(ledgerPostings.id))
        .limit(1)
    : [];
  const [last] = await db
    .select({ cents: ledgerPostings.balanceAfterCents })
    .from(ledgerPostings)
    .where(periodWhere(shopId, period))
    .orderBy(desc(ledgerPostings.id))
    .limit(1);
  const openingCents = before?.cents ?? 0;
  return { openingCents, closingCents: last?.cents ?? openingCents };
}

/** The period's totals, summed by the database over every movement of it (not only the page shown). */
async function totalsOf(db: Db, shopId: number, period: StatementPeriod) {
  const kind = ledgerPostings.kind;
  const sum = (value: SQL, of: ShopLedgerKind) =>
    sql<string>`coalesce(sum(${value}) filter (where ${kind} = ${of}), 0)`;
  const [row] = await db
    .select({
      paid: sum(sql`${orders.totalCents}`, 'settlement'),
      commission: sum(sql`coalesce(${orders.commissionCents}, 0)`, 'settlement'),
      tax: sum(
        sql`(select coalesce(sum(taxed.amount_cents), 0) from ${ledgerPostings} as taxed
          where taxed.journal_id = ${ledgerPostings.journalId} and taxed.account = 'taxes')`,
        'settlement',
      ),
      net: sum(sql`${ledgerPostings.amountCents}`, 'settlement'),
      withdrawn: sum(sql`-${ledgerPostings.amountCents}`, 'withdraw'),
      returned: sum(sql`${ledgerPostings.amountCents}`, 'withdraw_return'),
      feesCharged: sum(sql`${withdrawals.feeCents}`, 'withdraw'),
      feesReturned: sum(sql`${withdrawals.feeCents}`, 'withdraw_return'),
      adjusted: sum(sql`${ledgerPostings.amountCents}`, 'adjust'),
    })
    .from(ledgerPostings)
    .leftJoin(orders, and(eq(ledgerPostings.refType, 'order'), eq(orders.id, ledgerPostings.refId)))
    .leftJoin(
      withdrawals,
      and(eq(ledgerPostings.refType, 'withdrawal'), eq(withdrawals.id, ledgerPostings.refId)),
    )
    .where(periodWhere(shopId, period));
  const cents = (value: string | undefined) => Number(value ?? 0);
  const [paid, commission, tax, net] = [
    cents(row?.paid),
    cents(row?.commission),
    cents(row?.tax),
    cents(row?.net),
  ];
  return {
    paid: formatCents(paid),
    refunded: formatCents(paid - commission - tax - net),
    tax: formatCents(tax),
    commission: formatCents(commission),
    net: formatCents(net),
    withdrawn: formatCents(cents(row?.withdrawn)),
    returned: formatCents(cents(row?.returned)),
    fees: formatCents(cents(row?.feesCharged) - cents(row?.feesReturned)),
    adjusted: formatCents(cents(row?.adjusted)),
  };
}

async function shopNamed(db: Db, shopId: number) {
  const [shop] = await db.select({ id: shops.id, name: shops.name }).from(shops).where(eq(shops.id, shopId));
  if (!shop) throw new AppError('msg.shop_not_found');
  return shop;
}

/**
 * A shop's statement over a period: a page of its ledger's movements, oldest first, each explained (a
 * settlement's paid, refunded, rates and commission; a withdrawal's fee and arrival) with the balance after it,
 * the balance before and after the period, and the period's totals.
 */
export async function shopStatement(db: Db, shopId: number, query: StatementQuery) {
  const shop = await shopNamed(db, shopId);
  const where = periodWhere(shopId, query);
  const rows = await db
    .select()
    .from(ledgerPostings)
    .where(where)
    .orderBy(asc(ledgerPostings.id))
    .limit(query.limit)
    .offset(offsetOf(query));
  const { openingCents, closingCents } = await balancesAround(db, shopId, query);
  return {
    shop,
    from: query.from ?? null,
    to: query.to ?? null,
    list: await explained(db, rows),
    total: await db.$count(ledgerPostings, where),
    page: query.page,
    limit: query.limit,
    opening_balance: formatCents(openingCents),
    closing_balance: formatCents(closingCents),
    totals: await totalsOf(db, shopId, query),
  };
}

/** The most rows one export reads; a longer period is exported in parts. */
const CSV_MAX_ROWS = 50_000;

/** A CSV field: quoted when it must be; a text that a spreadsheet would run as a formula starts with '. */
export function csvField(value: string, text = false) {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The statement as a CSV file (RFC 4180: CRLF lines, a header row in the caller's language, amounts as plain
 * decimals with a point), every movement of the period, oldest first; with a byte order mark so spreadsheets
 * read its UTF-8 names.
 */
export async function shopStatementCsv(db: Db, shopId: number, period: StatementPeriod, t: Translate) {
  await shopNamed(db, shopId);
  const rows = await db
    .select()
    .from(ledgerPostings)
    .where(periodWhere(shopId, period))
    .orderBy(asc(ledgerPostings.id))
    .limit(CSV_MAX_ROWS);
  const lines = await explained(db, rows);
  const columns: [string, (line: StatementLine) => string, boolean?][] = [
    ['statement.date', (line) => line.created_at],
    ['statement.kind', (line) => t(`seller.ledger.${line.type}`), true],
    ['statement.reference', (line) => line.reference, true],
    ['statement.paid', (line) => line.paid ?? ''],
    ['statement.refunded', (line) => line.refunded ?? ''],
    ['statement.tax', (line) => line.tax ?? ''],
    [
      'statement.commission_rates',
      (line) => line.commission_rates.map((rate) => `${Math.round(Number(rate) * 10_000) / 100}%`).join('; '),
    ],
    ['statement.commission', (line) => line.commission ?? ''],
    ['statement.amount', (line) => line.amount],
    ['statement.fee', (line) => line.fee ?? ''],
    ['statement.arrival', (line) => line.arrival ?? ''],
    ['statement.balance_after', (line) => line.balance_after],
  ];
  const header = columns.map(([key]) => csvField(t(key), true)).join(',');
  const body = lines.map((line) => columns.map(([, value, text]) => csvField(value(line), text)).join(','));
  return `\uFEFF${[header, ...body].join('\r\n')}\r\n`;
}

/** The export's file name: the shop and the period. */
export const statementFileName = (shopId: number, period: StatementPeriod) =>
  `statement-${shopId}-${period.from ?? 'start'}-${period.to ?? 'now'}.csv`;
