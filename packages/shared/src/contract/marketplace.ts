import { z } from 'zod';
import { loginSchema } from '../schemas/account';
import { pagination } from '../schemas/fields';
import {
  merchantApplicationListSchema,
  merchantApplySchema,
  merchantAuditSchema,
} from '../schemas/marketplace';
import { orderListSchema, shipSchema } from '../schemas/shopping';
import { adminConsultsQuery, sellerProductSaveSchema, sellerProductsQuery } from '../schemas/admin';
import { idQuerySchema } from '../schemas/address';
import { consultReplySchema } from '../schemas/after-sale';
import { consultationAnswer, consultationDetailAnswer, consultMessageAnswer } from './after-sale';
import { adminProductAnswer, adminProductRowAnswer } from './admin';
import { AUDIT_STATUSES, withdrawSchema } from '../schemas/wallet';
import { withdrawalAnswer } from './wallet';
import { SHOP_ROLES } from '../marketplace';
import { isoTime, moneyText, pageSchema, type ContractTable } from './define';
import { listedOrderAnswer, orderDetailAnswer } from './order';

export const merchantApplicationAnswer = z.object({
  id: z.number().int(),
  shop_name: z.string(),
  description: z.string(),
  logo: z.string(),
  category_id: z.number().int(),
  email: z.string(),
  document: z.string(),
  status: z.enum(AUDIT_STATUSES),
  remark: z.string(),
  /** The shop opened when the application passed. */
  shop_id: z.number().int().nullable(),
  created_at: isoTime(),
  audited_at: isoTime().nullable(),
});

/** The console's row names the applicant too. */
export const adminMerchantApplicationAnswer = merchantApplicationAnswer.extend({
  user_id: z.number().int(),
  username: z.string().nullable(),
});

export const sellerAnswer = z.object({
  user_id: z.number().int(),
  username: z.string(),
  role: z.enum(SHOP_ROLES),
  shop: z.object({ id: z.number().int(), name: z.string(), logo: z.string() }),
});

export const shopLedgerEntryAnswer = z.object({
  id: z.number().int(),
  type: z.enum(['settlement', 'withdraw', 'withdraw_return', 'adjust']),
  /** Signed: negative when money left the shop's balance. */
  amount: moneyText(),
  balance_after: moneyText(),
  memo: z.string(),
  ref_type: z.string().nullable(),
  ref_id: z.number().int().nullable(),
  created_at: isoTime(),
});

const seller = 'seller' as const;

export const marketplaceContract = {
  'POST /api/user/merchant_apply': {
    access: 'shopper',
    input: merchantApplySchema,
    answer: z.object({ id: z.number().int(), status: z.enum(AUDIT_STATUSES) }),
  },
  'GET /api/user/merchant_apply': { access: 'shopper', answer: merchantApplicationAnswer.nullable() },
  'GET /api/admin/merchant_applications': {
    access: 'operator',
    input: merchantApplicationListSchema,
    answer: pageSchema(adminMerchantApplicationAnswer),
  },
  'POST /api/admin/merchant_application/audit': {
    access: 'operator',
    input: merchantAuditSchema,
    answer: adminMerchantApplicationAnswer,
  },
  'POST /api/seller/login': {
    access: 'public',
    input: loginSchema,
    answer: sellerAnswer.pick({ role: true }).extend({
      token: z.string(),
      shop: z.object({ id: z.number().int(), name: z.string() }),
    }),
  },
  'POST /api/seller/logout': { access: seller, answer: z.null() },
  'GET /api/seller/me': { access: seller, answer: sellerAnswer },
  'GET /api/seller/orders': { access: seller, input: orderListSchema, answer: pageSchema(listedOrderAnswer) },
  'POST /api/seller/order/ship': { access: seller, input: shipSchema, answer: orderDetailAnswer },
  'GET /api/seller/balance': {
    access: seller,
    answer: z.object({
      balance: moneyText(),
      frozen: moneyText(),
      held: moneyText(),
      /** Decimal string: "0.05" is five percent. The shop's own rate, else its main category's. */
      commission_rate: z.string(),
    }),
  },
  'GET /api/seller/bill': { access: seller, input: pagination, answer: pageSchema(shopLedgerEntryAnswer) },
  'GET /api/seller/products': {
    access: seller,
    input: sellerProductsQuery,
    answer: pageSchema(adminProductRowAnswer),
  },
  'POST /api/seller/product/save': {
    access: seller,
    input: sellerProductSaveSchema,
    answer: adminProductAnswer,
  },
  'POST /api/seller/upload': { access: seller, upload: true, answer: z.object({ url: z.string() }) },
  'POST /api/seller/extract_code': { access: seller, answer: z.null() },
  'GET /api/seller/consults': {
    access: seller,
    input: adminConsultsQuery,
    answer: pageSchema(consultationAnswer),
  },
  'GET /api/seller/consult': { access: seller, input: idQuerySchema, answer: consultationDetailAnswer },
  'POST /api/seller/consult/reply': {
    access: seller,
    input: consultReplySchema,
    answer: consultMessageAnswer,
  },
  'POST /api/seller/extract': {
    access: seller,
    idempotent: true,
    input: withdrawSchema,
    answer: withdrawalAnswer,
  },
} as const satisfies ContractTable;
