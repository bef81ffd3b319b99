import { z } from 'zod';
import { LIMIT_PERIODS, PRODUCT_STATUSES, SHOP_STATUSES } from '../constants';
import { idQuerySchema } from '../schemas/address';
import { operatorLoginSchema } from '../schemas/account';
import {
  adminComplaintsQuery,
  adminConsultsQuery,
  adminOrdersQuery,
  adminProductsQuery,
  adminUsersQuery,
  articleSaveSchema,
  auditLogQuery,
  categorySaveSchema,
  networkSaveSchema,
  productSaveSchema,
  promoSaveSchema,
  rechargeAccountSaveSchema,
  shopSaveSchema,
  TRANSLATION_TARGETS,
  translationSaveSchema,
  translationsQuery,
} from '../schemas/admin';
import { complaintHandleSchema, consultReplySchema } from '../schemas/after-sale';
import { logisticsSchema, shipSchema } from '../schemas/shopping';
import { adjustSchema, auditSchema, recordListSchema } from '../schemas/wallet';
import {
  complaintAnswer,
  consultationAnswer,
  consultationDetailAnswer,
  consultMessageAnswer,
} from './after-sale';
import { productSummaryAnswer, shopSummaryAnswer, specAnswer } from './catalog';
import {
  CATALOGUE_IMPORT_FAILURES,
  isoTime,
  moneyText,
  pageSchema,
  PICTURE_UPLOAD_FAILURES,
  type ContractTable,
} from './define';
import { catalogueExportAnswer, catalogueImportAnswer } from './catalogue-import';
import { catalogueShopQuery } from '../schemas/catalogue-import';
import { listedOrderAnswer, orderDetailAnswer, refundAnswer } from './order';
import { rechargeAccountAnswer, rechargeAnswer, withdrawalAnswer } from './wallet';

/** Console lists name each row's shopper beside its `user_id` (null when the row has no shopper). */
const withShopperName = <Shape extends z.ZodRawShape>(row: z.ZodObject<Shape>) =>
  row.extend({ username: z.string().nullable() });

const count = () => z.number().int().nonnegative();

export const adminProductAnswer = productSummaryAnswer.extend({
  status: z.enum(PRODUCT_STATUSES),
  /** The parcel weight of one in grams; 0: not given. Desks only, shoppers are not told. */
  weight_grams: z.number().int(),
  limit_period: z.enum(LIMIT_PERIODS).nullable(),
  limit_count: z.number().int().nullable(),
});

export const adminProductRowAnswer = adminProductAnswer.extend({
  images: z.array(z.string()),
  specs: z.array(specAnswer),
  description: z.string(),
});

export const adminShopAnswer = shopSummaryAnswer.extend({
  status: z.enum(SHOP_STATUSES),
  /** The shop's own commission rate as a decimal string ("0.08"); null: each line's category rate. */
  commission_rate: z.string().nullable(),
  /** Where the shop's withdrawal codes go ('': its owner's address). */
  email: z.string(),
});

export const adminCategoryAnswer = z.object({
  id: z.number().int(),
  key: z.string(),
  icon: z.string(),
  sort: z.number().int(),
  /** Decimal string: "0.05" is five percent. */
  commission_rate: z.string(),
});

export const promoAnswer = z.object({
  id: z.number().int(),
  code: z.string(),
  discount: moneyText(),
  min_amount: moneyText(),
  active: z.boolean(),
  expires_at: isoTime().nullable(),
});

export const adminNetworkAnswer = z.object({
  id: z.number().int(),
  network: z.string(),
  address: z.string(),
  min_amount: moneyText(),
  enabled: z.boolean(),
  sort: z.number().int(),
});

export const adminRechargeAccountAnswer = rechargeAccountAnswer.extend({
  enabled: z.boolean(),
  sort: z.number().int(),
});

export const adminArticleAnswer = z.object({
  id: z.number().int(),
  kind: z.string(),
  slug: z.string(),
  lang: z.string(),
  title: z.string(),
  content: z.string(),
  sort: z.number().int(),
  created_at: isoTime(),
});

export const shopperRowAnswer = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  mobile: z.string(),
  balance: moneyText(),
  frozen: moneyText(),
  status: z.string(),
  created_at: isoTime(),
});

export const shopperDetailAnswer = shopperRowAnswer.extend({
  name: z.string(),
  orders: z.array(listedOrderAnswer),
  ledger: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      amount: moneyText(),
      balance_after: moneyText(),
      memo: z.string(),
      created_at: isoTime(),
    }),
  ),
});

const figures = () => z.object({ orders: count(), sales: moneyText() });

export const dashboardAnswer = z.object({
  today: figures(),
  month: figures(),
  pending: z.object({
    recharges: count(),
    withdrawals: count(),
    refunds: count(),
    complaints: count(),
    consultations: count(),
    /** Shop applications waiting for an operator. */
    merchant_applications: count(),
    to_ship: count(),
  }),
  series: z.array(z.object({ day: z.string(), orders: count(), sales: moneyText() })),
  /** The platform's commission on orders settled this month and ever. */
  commission: z.object({ month: moneyText(), total: moneyText() }),
});

/** The books checked (`npm run reconcile`): what the platform's accounts hold, and every difference found. */
export const reconcileAnswer = z.object({
  /** True when every check passed. */
  ok: z.boolean(),
  checked_at: isoTime(),
  journals: z.number().int(),
  postings: z.number().int(),
  /** The platform's accounts: clearing, commission, taxes, withdrawal_fees, adjustments, outside. */
  platform: z.array(z.object({ account: z.string(), balance: moneyText() })),
  differences: z.array(
    z.object({
      /** The rule broken: journal_sums_to_zero, wallet_equals_postings, shop_equals_postings,
       * clearing_equals_unsettled_orders, commission_equals_rates or taxes_equal_orders. */
      check: z.string(),
      /** What differs: `journal 12`, `user 3 wallet`, `order 40 commission rated`. */
      subject: z.string(),
      expected: moneyText(),
      actual: moneyText(),
    }),
  ),
});

const translatedTexts = z.object({
  name: z.string(),
  description: z.string(),
  specs: z.array(specAnswer).nullable(),
});

/** A product's or shop's own texts (the default language) and its translation in each other language. */
export const translationsAnswer = z.object({
  target: z.enum(TRANSLATION_TARGETS),
  id: z.number().int(),
  own: translatedTexts,
  languages: z.array(
    z.object({ lang: z.string(), language_name: z.string(), translation: translatedTexts.nullable() }),
  ),
});

/** A refund as operators list it: with its order's number and the shop that sold the order. */
export const adminRefundAnswer = refundAnswer.extend({
  order_no: z.string(),
  shop: z.object({ id: z.number().int(), name: z.string() }),
});

export const auditEntryAnswer = z.object({
  id: z.number().int(),
  operator: z.string(),
  operator_id: z.number().int(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().int().nullable(),
  /** The record before and after the action, as the log keeps it. */
  before: z.unknown(),
  after: z.unknown(),
  created_at: isoTime(),
});

const operator = 'operator' as const;

export const adminContract = {
  'POST /api/admin/login': {
    access: 'public',
    failures: ['msg.account_or_password_wrong'],
    input: operatorLoginSchema,
    answer: z.object({ token: z.string(), username: z.string() }),
  },
  'POST /api/admin/logout': { access: operator, answer: z.null() },
  'GET /api/admin/me': {
    access: operator,
    answer: z.object({ id: z.number().int(), username: z.string(), created_at: isoTime() }),
  },
  'GET /api/admin/dashboard': { access: operator, answer: dashboardAnswer },
  'GET /api/admin/ledger/reconcile': { access: operator, answer: reconcileAnswer },
  'GET /api/admin/orders': {
    access: operator,
    input: adminOrdersQuery,
    answer: pageSchema(withShopperName(listedOrderAnswer)),
  },
  'GET /api/admin/order': {
    access: operator,
    failures: ['msg.order_not_found'],
    input: idQuerySchema,
    answer: orderDetailAnswer,
  },
  'POST /api/admin/order/ship': {
    access: operator,
    failures: ['msg.order_not_found', 'msg.order_not_shippable'],
    input: shipSchema,
    answer: orderDetailAnswer,
  },
  'POST /api/admin/order/logistics': {
    access: operator,
    failures: ['msg.order_not_found', 'msg.order_not_in_transit'],
    input: logisticsSchema,
    answer: orderDetailAnswer,
  },
  'GET /api/admin/products': {
    access: operator,
    input: adminProductsQuery,
    answer: pageSchema(adminProductRowAnswer),
  },
  'POST /api/admin/product/save': {
    access: operator,
    failures: [
      'msg.category_not_found',
      'msg.product_not_found',
      'msg.shop_not_found',
      'msg.upload_not_found',
    ],
    input: productSaveSchema,
    answer: adminProductAnswer,
  },
  'GET /api/admin/translations': {
    access: operator,
    failures: ['msg.product_not_found', 'msg.shop_not_found'],
    input: translationsQuery,
    answer: translationsAnswer,
  },
  'POST /api/admin/translation/save': {
    access: operator,
    failures: ['msg.product_not_found', 'msg.shop_not_found', 'msg.translation_specs_shape'],
    input: translationSaveSchema,
    answer: translationsAnswer,
  },
  'GET /api/admin/recharges': {
    access: operator,
    input: recordListSchema,
    answer: pageSchema(withShopperName(rechargeAnswer)),
  },
  'POST /api/admin/recharge/audit': {
    access: operator,
    failures: ['msg.audit_done', 'msg.insufficient_balance', 'msg.request_not_found'],
    input: auditSchema,
    answer: rechargeAnswer,
  },
  'GET /api/admin/withdrawals': {
    access: operator,
    input: recordListSchema,
    answer: pageSchema(withShopperName(withdrawalAnswer).extend({ shop_name: z.string().nullable() })),
  },
  'POST /api/admin/withdraw/audit': {
    access: operator,
    failures: ['msg.audit_done', 'msg.insufficient_balance', 'msg.request_not_found'],
    input: auditSchema,
    answer: withdrawalAnswer,
  },
  'GET /api/admin/users': { access: operator, input: adminUsersQuery, answer: pageSchema(shopperRowAnswer) },
  'GET /api/admin/user': {
    access: operator,
    failures: ['msg.user_not_found'],
    input: idQuerySchema,
    answer: shopperDetailAnswer,
  },
  'POST /api/admin/user/adjust': {
    access: operator,
    failures: ['msg.insufficient_balance', 'msg.user_not_found'],
    input: adjustSchema,
    answer: z.object({ user_id: z.number().int(), balance: moneyText(), frozen: moneyText() }),
  },
  'GET /api/admin/refunds': {
    access: operator,
    input: recordListSchema,
    answer: pageSchema(withShopperName(adminRefundAnswer)),
  },
  'POST /api/admin/refund/audit': {
    access: operator,
    failures: ['msg.audit_done', 'msg.order_not_refundable', 'msg.request_not_found'],
    input: auditSchema,
    answer: refundAnswer,
  },
  'GET /api/admin/complaints': {
    access: operator,
    input: adminComplaintsQuery,
    answer: pageSchema(withShopperName(complaintAnswer).extend({ order_no: z.string().nullable() })),
  },
  'POST /api/admin/complaint/handle': {
    access: operator,
    failures: ['msg.audit_done', 'msg.request_not_found'],
    input: complaintHandleSchema,
    answer: complaintAnswer,
  },
  'GET /api/admin/consults': {
    access: operator,
    input: adminConsultsQuery,
    answer: pageSchema(withShopperName(consultationAnswer)),
  },
  'GET /api/admin/consult': {
    access: operator,
    failures: ['msg.consult_not_found'],
    input: idQuerySchema,
    answer: consultationDetailAnswer,
  },
  'POST /api/admin/consult/reply': {
    access: operator,
    failures: ['msg.consult_not_found'],
    input: consultReplySchema,
    answer: consultMessageAnswer,
  },
  'GET /api/admin/audits': { access: operator, input: auditLogQuery, answer: pageSchema(auditEntryAnswer) },
  'GET /api/admin/shops': { access: operator, answer: z.array(adminShopAnswer) },
  'POST /api/admin/shop/save': {
    access: operator,
    failures: ['msg.request_not_found', 'msg.upload_not_found'],
    input: shopSaveSchema,
    answer: adminShopAnswer,
  },
  'GET /api/admin/categories': { access: operator, answer: z.array(adminCategoryAnswer) },
  'POST /api/admin/category/save': {
    access: operator,
    failures: ['msg.request_not_found'],
    input: categorySaveSchema,
    answer: adminCategoryAnswer,
  },
  'GET /api/admin/promos': { access: operator, answer: z.array(promoAnswer) },
  'POST /api/admin/promo/save': {
    access: operator,
    failures: ['msg.request_not_found'],
    input: promoSaveSchema,
    answer: promoAnswer,
  },
  'GET /api/admin/networks': { access: operator, answer: z.array(adminNetworkAnswer) },
  'POST /api/admin/network/save': {
    access: operator,
    failures: ['msg.request_not_found'],
    input: networkSaveSchema,
    answer: adminNetworkAnswer,
  },
  'GET /api/admin/recharge_accounts': { access: operator, answer: z.array(adminRechargeAccountAnswer) },
  'POST /api/admin/recharge_account/save': {
    access: operator,
    failures: ['msg.request_not_found'],
    input: rechargeAccountSaveSchema,
    answer: adminRechargeAccountAnswer,
  },
  'GET /api/admin/articles': { access: operator, answer: z.array(adminArticleAnswer) },
  'POST /api/admin/article/save': {
    access: operator,
    failures: ['msg.request_not_found'],
    input: articleSaveSchema,
    answer: adminArticleAnswer,
  },
  'POST /api/admin/upload': {
    access: operator,
    failures: PICTURE_UPLOAD_FAILURES,
    upload: true,
    answer: z.object({ url: z.string() }),
  },
  /** A CSV file of products for the shop of the multipart field `shop_id`, sent before `file` (decision 047). */
  'POST /api/admin/products/import': {
    access: operator,
    failures: CATALOGUE_IMPORT_FAILURES,
    upload: true,
    answer: catalogueImportAnswer,
  },
  'GET /api/admin/products/export': {
    access: operator,
    failures: ['msg.shop_not_found'],
    input: catalogueShopQuery,
    answer: catalogueExportAnswer,
  },
} as const satisfies ContractTable;
