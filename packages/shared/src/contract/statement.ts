import { z } from 'zod';
import {
  adminStatementCsvQuery,
  adminStatementQuery,
  statementCsvQuery,
  statementQuery,
} from '../schemas/statement';
import { AUDIT_STATUSES } from '../schemas/wallet';
import { isoTime, moneyText, pageSchema, type ContractTable } from './define';
import { shopLedgerEntryAnswer } from './marketplace';
import { withdrawInfoAnswer } from './wallet';

/**
 * One movement of a shop's ledger, explained: a settlement with what the order's shopper paid, what was refunded,
 * the rates its lines were sold under and the commission taken; a withdrawal with its fee and what arrives.
 * `amount` is the movement itself (signed), `balance_after` the shop's balance after it.
 */
export const statementLineAnswer = z.object({
  id: z.number().int(),
  created_at: isoTime(),
  type: shopLedgerEntryAnswer.shape.type,
  ref_type: z.string().nullable(),
  ref_id: z.number().int().nullable(),
  /** The order's number for a settlement, the withdrawal's id for a withdrawal or its return. */
  reference: z.string(),
  amount: moneyText(),
  balance_after: moneyText(),
  /** A settlement's order: what its shopper paid, what was refunded of it, and the commission taken. */
  paid: moneyText().nullable(),
  refunded: moneyText().nullable(),
  /** The import tax of the order passed on to its destination (decision 064): never the shop's. */
  tax: moneyText().nullable(),
  /** Each rate the order's lines were sold under, as decimal strings ("0.05" is five percent), lowest first. */
  commission_rates: z.array(z.string()),
  commission: moneyText().nullable(),
  /** A withdrawal's fee and what arrives of it, and where its audit stands. */
  fee: moneyText().nullable(),
  arrival: moneyText().nullable(),
  withdrawal_status: z.enum(AUDIT_STATUSES).nullable(),
  memo: z.string(),
});

const dayOrNull = () => z.iso.date().nullable();

/**
 * A shop's statement over a period: a page of its movements (oldest first), the balance before the first and
 * after the last, and the period's totals. closing_balance − opening_balance = net − withdrawn + returned +
 * adjusted, to the cent.
 */
export const statementAnswer = pageSchema(statementLineAnswer).extend({
  shop: z.object({ id: z.number().int(), name: z.string() }),
  from: dayOrNull(),
  to: dayOrNull(),
  opening_balance: moneyText(),
  closing_balance: moneyText(),
  totals: z.object({
    /**
     * Settled orders: paid by their shoppers, refunded of that, the import tax passed on, the platform's
     * commission, and credited (paid − refunded − tax − commission = net).
     */
    paid: moneyText(),
    refunded: moneyText(),
    tax: moneyText(),
    commission: moneyText(),
    net: moneyText(),
    /** Withdrawals asked for, those refused and returned, and the fees of those not returned. */
    withdrawn: moneyText(),
    returned: moneyText(),
    fees: moneyText(),
    adjusted: moneyText(),
  }),
});

/**
 * The CSV export answers the file itself (text/csv, as an attachment), a failure the usual envelope; `data` here
 * is the CSV text as the typed client hands it over.
 */
const csvText = z.string();

const seller = 'seller' as const;

export const statementContract = {
  'GET /api/seller/statement': {
    access: seller,
    failures: ['msg.shop_not_found'],
    input: statementQuery,
    answer: statementAnswer,
  },
  'GET /api/seller/statement_csv': {
    access: seller,
    failures: ['msg.shop_not_found'],
    input: statementCsvQuery,
    answer: csvText,
  },
  /** What the owner's withdrawal dialog shows before asking: the shop's available money, fee rate and limits. */
  'GET /api/seller/extract': { access: seller, failures: ['msg.owner_only'], answer: withdrawInfoAnswer },
  'GET /api/admin/shop/statement': {
    access: 'operator',
    failures: ['msg.shop_not_found'],
    input: adminStatementQuery,
    answer: statementAnswer,
  },
  'GET /api/admin/shop/statement_csv': {
    access: 'operator',
    failures: ['msg.shop_not_found'],
    input: adminStatementCsvQuery,
    answer: csvText,
  },
} as const satisfies ContractTable;
