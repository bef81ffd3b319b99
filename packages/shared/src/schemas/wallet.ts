import { z } from 'zod';
import { UNSUPPORTED_DEPOSIT_NETWORKS } from '../constants';
import { messageRef } from '../messages';
import { flag, id, limit, moneyCents, optionalText, page, requiredText } from './fields';

export const RECHARGE_METHODS = ['manual', 'blockchain', 'card'] as const;
export const WITHDRAW_TYPES = ['bank', 'blockchain'] as const;
export const AUDIT_STATUSES = ['auditing', 'passed', 'refused'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];
export type RechargeMethod = (typeof RECHARGE_METHODS)[number];
export type WithdrawType = (typeof WITHDRAW_TYPES)[number];

/** A positive amount with at most two decimals ("a correct amount"). */
export const positiveAmount = (field = 'amount') =>
  moneyCents(field).refine((cents) => cents > 0, { error: messageRef('validation.amount', field) });

/** The deposit networks the spec refuses, whatever the rest of the name ("BSC", "USDT-BSC", "bep20 (BSC)"). */
export function isUnsupportedNetwork(network: string): boolean {
  const upper = network.toUpperCase();
  return UNSUPPORTED_DEPOSIT_NETWORKS.some((name) => new RegExp(`(^|[^A-Z])${name}([^A-Z]|$)`).test(upper));
}

/** An uploaded picture, as /api/common/upload answered it. */
export const uploadedImage = (field = 'image') =>
  requiredText(field, 255).regex(/^\/uploads\/[\w-]+\.(png|jpe?g|webp|gif)$/, {
    error: messageRef('validation.required', field),
  });

export const rechargeSchema = z
  .object({
    method: z.enum(RECHARGE_METHODS, { error: messageRef('validation.invalid', 'method') }),
    amount: positiveAmount(),
    image: uploadedImage(),
    network: optionalText('network', 40),
  })
  .refine((value) => value.method !== 'blockchain' || Boolean(value.network), {
    path: ['network'],
    error: messageRef('validation.required', 'network'),
  })
  .refine((value) => !value.network || !isUnsupportedNetwork(value.network), {
    path: ['network'],
    error: messageRef('msg.network_unsupported'),
  });
export type RechargeInput = z.output<typeof rechargeSchema>;

export const withdrawSchema = z
  .object({
    type: z.enum(WITHDRAW_TYPES, { error: messageRef('validation.invalid', 'type') }),
    amount: positiveAmount(),
    email_code: requiredText('email_code', 12),
    bank_name: optionalText('bank_name', 60),
    card_no: optionalText('card_no', 40),
    holder: optionalText('holder', 60),
    network: optionalText('network', 40),
    address: optionalText('wallet_address', 120),
  })
  .superRefine((value, ctx) => {
    const need =
      value.type === 'bank'
        ? (['bank_name', 'card_no', 'holder'] as const)
        : (['network', 'address'] as const);
    for (const key of need) {
      if (!value[key]) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: messageRef('validation.required', key === 'address' ? 'wallet_address' : key),
        });
        return;
      }
    }
  });
export type WithdrawInput = z.output<typeof withdrawSchema>;

export const recordListSchema = z.object({
  page: page(),
  limit: limit(),
  status: z.enum(AUDIT_STATUSES, { error: messageRef('validation.invalid', 'status') }).optional(),
});

export const LEDGER_KINDS = [
  'payment',
  'refund',
  'recharge',
  'withdraw',
  'withdraw_return',
  'adjust',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const billListSchema = z.object({
  page: page(),
  limit: limit(),
  type: z.enum(LEDGER_KINDS, { error: messageRef('validation.invalid', 'type') }).optional(),
});

export const auditSchema = z.object({
  id: id(),
  pass: flag('pass'),
  remark: optionalText('remark', 200),
  amount: positiveAmount('amount').optional(),
});

export const adjustSchema = z.object({
  user_id: id('user_id'),
  amount: moneyCents('amount').refine((cents) => cents !== 0, {
    error: messageRef('validation.amount', 'amount'),
  }),
  memo: requiredText('memo', 200),
});
