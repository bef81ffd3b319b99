import { z } from 'zod';
import { resetPaySchema, verifyPaySchema } from '../schemas/account';
import { idQuerySchema } from '../schemas/address';
import {
  AUDIT_STATUSES,
  billListSchema,
  LEDGER_KINDS,
  RECHARGE_METHODS,
  rechargeSchema,
  recordListSchema,
  WITHDRAW_TYPES,
  withdrawSchema,
} from '../schemas/wallet';
import { isoTime, moneyText, pageSchema, type ContractTable } from './define';

export const networkAnswer = z.object({
  id: z.number().int(),
  network: z.string(),
  address: z.string(),
  min_amount: moneyText(),
});

export const rechargeAnswer = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  method: z.enum(RECHARGE_METHODS),
  network: z.string().nullable(),
  address: z.string().nullable(),
  amount: moneyText(),
  /** What arrived, set by the operator who passed it. */
  actual_amount: moneyText().nullable(),
  image: z.string(),
  status: z.enum(AUDIT_STATUSES),
  remark: z.string(),
  audited_at: isoTime().nullable(),
  created_at: isoTime(),
});

/** Where a withdrawal goes: a bank card or a blockchain address. */
const destinationFields = {
  type: z.enum(WITHDRAW_TYPES),
  bank_name: z.string().nullable(),
  card_no: z.string().nullable(),
  holder: z.string().nullable(),
  network: z.string().nullable(),
  address: z.string().nullable(),
};

export const withdrawalAnswer = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  /** A shop's withdrawal (asked for by its owner, `user_id`); null for a shopper's own. */
  shop_id: z.number().int().nullable(),
  ...destinationFields,
  amount: moneyText(),
  fee: moneyText(),
  actual_amount: moneyText(),
  status: z.enum(AUDIT_STATUSES),
  remark: z.string(),
  audited_at: isoTime().nullable(),
  created_at: isoTime(),
});

export const ledgerEntryAnswer = z.object({
  id: z.number().int(),
  type: z.enum(LEDGER_KINDS),
  /** Signed: negative when money left the balance. */
  amount: moneyText(),
  balance_after: moneyText(),
  memo: z.string(),
  ref_type: z.string().nullable(),
  ref_id: z.number().int().nullable(),
  created_at: isoTime(),
});

export const rechargeAccountAnswer = z.object({
  id: z.number().int(),
  bank_name: z.string(),
  holder: z.string(),
  account_no: z.string(),
  note: z.string(),
});

export const withdrawInfoAnswer = z.object({
  balance: moneyText(),
  /** The fee as a fraction (0.01 is 1 %); `fee_rate_bp` is the same in basis points, for exact arithmetic. */
  fee_rate: z.number(),
  fee_rate_bp: z.number().int().nonnegative(),
  min_amount: moneyText(),
  max_amount: moneyText(),
  networks: z.array(z.string()),
  held_until: isoTime().nullable(),
});

export const walletContract = {
  'POST /api/user/resetPay': {
    access: 'shopper',
    failures: [
      'msg.account_locked',
      'msg.old_password_wrong',
      'msg.password_wrong',
      'msg.pay_locked',
      'msg.pay_password_not_set',
      'msg.pay_password_wrong',
    ],
    input: resetPaySchema,
    answer: z.null(),
  },
  'POST /api/user/verify_pay': {
    access: 'shopper',
    failures: ['msg.pay_locked', 'msg.pay_password_not_set', 'msg.pay_password_wrong'],
    input: verifyPaySchema,
    answer: z.object({ valid: z.literal(true) }),
  },
  'GET /api/user/getBlockchain': { access: 'shopper', answer: z.array(networkAnswer) },
  'POST /api/user/recharge': {
    access: 'shopper',
    failures: ['msg.amount_below_min', 'msg.network_not_found', 'msg.upload_not_found'],
    idempotent: true,
    input: rechargeSchema,
    answer: rechargeAnswer,
  },
  'GET /api/user/extract': { access: 'shopper', answer: withdrawInfoAnswer },
  'POST /api/user/extract': {
    access: 'shopper',
    failures: [
      'msg.amount_above_balance',
      'msg.amount_above_max',
      'msg.amount_below_min',
      'msg.code_invalid',
      'msg.code_required',
      'msg.insufficient_balance',
      'msg.withdraw_held',
    ],
    idempotent: true,
    input: withdrawSchema,
    answer: withdrawalAnswer,
  },
  'GET /api/user/recharge_log': {
    access: 'shopper',
    input: recordListSchema,
    answer: pageSchema(rechargeAnswer),
  },
  'GET /api/user/extract_log': {
    access: 'shopper',
    input: recordListSchema,
    answer: pageSchema(withdrawalAnswer),
  },
  'GET /api/user/bill': { access: 'shopper', input: billListSchema, answer: pageSchema(ledgerEntryAnswer) },
  'GET /api/user/recharge_accounts': { access: 'shopper', answer: z.array(rechargeAccountAnswer) },
  'GET /api/user/cards': {
    access: 'shopper',
    answer: z.array(z.object({ id: z.number().int(), ...destinationFields, last_used_at: isoTime() })),
  },
  'POST /api/user/card_del': {
    access: 'shopper',
    failures: ['msg.card_not_found'],
    input: idQuerySchema,
    answer: z.null(),
  },
  'GET /api/user/score': {
    access: 'shopper',
    answer: z.object({ free: moneyText(), total_bonus: moneyText(), usable: moneyText() }),
  },
} as const satisfies ContractTable;
