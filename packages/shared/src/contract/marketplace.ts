import { z } from 'zod';
import { loginSchema } from '../schemas/account';
import { pagination } from '../schemas/fields';
import {
  invitationAnswerSchema,
  merchantApplicationListSchema,
  merchantApplySchema,
  reasonedAuditSchema,
  reviewReplySchema,
  sellerRefundListSchema,
  sellerReviewListSchema,
  shopProfileSchema,
  staffInviteSchema,
  staffRemoveSchema,
} from '../schemas/marketplace';
import { orderListSchema, shipSchema } from '../schemas/shopping';
import {
  adminConsultsQuery,
  sellerProductSaveSchema,
  sellerProductsQuery,
  translationSaveSchema,
  translationsQuery,
} from '../schemas/admin';
import { idQuerySchema } from '../schemas/address';
import { consultReplySchema } from '../schemas/after-sale';
import {
  consultationAnswer,
  consultationDetailAnswer,
  consultMessageAnswer,
  reviewAnswer,
} from './after-sale';
import { adminProductAnswer, adminProductRowAnswer, translationsAnswer } from './admin';
import { AUDIT_STATUSES, withdrawSchema } from '../schemas/wallet';
import { withdrawalAnswer } from './wallet';
import { SHOP_ROLES } from '../marketplace';
import {
  CATALOGUE_IMPORT_FAILURES,
  isoTime,
  moneyText,
  pageSchema,
  PICTURE_UPLOAD_FAILURES,
  type ContractTable,
} from './define';
import { catalogueExportAnswer, catalogueImportAnswer } from './catalogue-import';
import { orderDetailAnswer, refundAnswer, shopOrderAnswer } from './order';

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

/** A refund as its shop sees it: with the order's number. */
export const sellerRefundAnswer = refundAnswer.extend({ order_no: z.string() });

/** A review as its shop sees it: with the product reviewed. */
export const sellerReviewAnswer = reviewAnswer.extend({
  order_id: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string(), image: z.string() }),
});

const count = () => z.number().int().nonnegative();
const figures = () => z.object({ orders: count(), sales: moneyText() });

export const sellerDashboardAnswer = z.object({
  /** Paid orders and their amounts, since midnight UTC and since the first of the month. */
  today: figures(),
  month: figures(),
  /** What waits for the shop: orders to ship, refunds to decide, questions to answer, reviews unanswered. */
  waiting: z.object({ ship: count(), refunds: count(), consults: count(), reviews: count() }),
});

export const shopInvitationAnswer = z.object({
  id: z.number().int(),
  email: z.string(),
  created_at: isoTime(),
});

export const staffAnswer = z.object({
  members: z.array(
    z.object({
      user_id: z.number().int(),
      username: z.string(),
      role: z.enum(SHOP_ROLES),
      created_at: isoTime(),
    }),
  ),
  invitations: z.array(shopInvitationAnswer),
});

/** An invitation as the invited shopper sees it. */
export const receivedInvitationAnswer = z.object({
  id: z.number().int(),
  shop: z.object({ id: z.number().int(), name: z.string(), logo: z.string() }),
  created_at: isoTime(),
});

/** The shop the shopper belongs to (one at most) and their role in it, as the app's merchant entry shows it. */
export const shopMembershipAnswer = z.object({
  role: z.enum(SHOP_ROLES),
  shop: z.object({ id: z.number().int(), name: z.string(), logo: z.string() }),
});

/** The shop as its members see and edit it; `email` (where withdrawal codes go) is changed by operators only. */
export const shopProfileAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  logo: z.string(),
  email: z.string(),
});

const seller = 'seller' as const;

export const marketplaceContract = {
  'POST /api/user/merchant_apply': {
    access: 'shopper',
    failures: [
      'msg.already_merchant',
      'msg.category_not_found',
      'msg.merchant_apply_exists',
      'msg.upload_not_found',
    ],
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
    failures: ['msg.already_merchant', 'msg.audit_done', 'msg.request_not_found'],
    input: reasonedAuditSchema,
    answer: adminMerchantApplicationAnswer,
  },
  'POST /api/seller/login': {
    access: 'public',
    failures: [
      'msg.account_disabled',
      'msg.account_locked',
      'msg.account_or_password_wrong',
      'msg.code_invalid',
      'msg.code_required',
      'msg.email_taken',
      'msg.mobile_taken',
      'msg.not_shop_member',
      'msg.username_taken',
    ],
    input: loginSchema,
    answer: sellerAnswer.pick({ role: true }).extend({
      token: z.string(),
      shop: z.object({ id: z.number().int(), name: z.string() }),
    }),
  },
  'POST /api/seller/logout': { access: seller, answer: z.null() },
  'GET /api/seller/me': { access: seller, answer: sellerAnswer },
  'GET /api/seller/orders': { access: seller, input: orderListSchema, answer: pageSchema(shopOrderAnswer) },
  'GET /api/seller/order/detail': {
    access: seller,
    failures: ['msg.order_not_found'],
    input: idQuerySchema,
    answer: orderDetailAnswer,
  },
  'POST /api/seller/order/ship': {
    access: seller,
    failures: ['msg.order_not_found', 'msg.order_not_shippable'],
    input: shipSchema,
    answer: orderDetailAnswer,
  },
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
    failures: [
      'msg.category_not_found',
      'msg.product_not_found',
      'msg.shop_not_found',
      'msg.upload_not_found',
    ],
    input: sellerProductSaveSchema,
    answer: adminProductAnswer,
  },
  'GET /api/seller/translations': {
    access: seller,
    failures: ['msg.product_not_found', 'msg.shop_not_found'],
    input: translationsQuery,
    answer: translationsAnswer,
  },
  'POST /api/seller/translation/save': {
    access: seller,
    failures: ['msg.product_not_found', 'msg.shop_not_found', 'msg.translation_specs_shape'],
    input: translationSaveSchema,
    answer: translationsAnswer,
  },
  'POST /api/seller/upload': {
    access: seller,
    failures: PICTURE_UPLOAD_FAILURES,
    upload: true,
    answer: z.object({ url: z.string() }),
  },
  /** A CSV file of products (multipart field `file`), inserted all together or not at all (decision 047). */
  'POST /api/seller/products/import': {
    access: seller,
    failures: CATALOGUE_IMPORT_FAILURES,
    upload: true,
    answer: catalogueImportAnswer,
  },
  'GET /api/seller/products/export': {
    access: seller,
    failures: [
      'msg.code_invalid',
      'msg.code_required',
      'msg.email_taken',
      'msg.mobile_taken',
      'msg.shop_not_found',
      'msg.username_taken',
    ],
    answer: catalogueExportAnswer,
  },
  'POST /api/seller/extract_code': {
    access: seller,
    failures: ['msg.code_too_frequent', 'msg.owner_only'],
    answer: z.null(),
  },
  'GET /api/seller/consults': {
    access: seller,
    input: adminConsultsQuery,
    answer: pageSchema(consultationAnswer),
  },
  'GET /api/seller/consult': {
    access: seller,
    failures: ['msg.consult_not_found'],
    input: idQuerySchema,
    answer: consultationDetailAnswer,
  },
  'POST /api/seller/consult/reply': {
    access: seller,
    failures: ['msg.consult_not_found'],
    input: consultReplySchema,
    answer: consultMessageAnswer,
  },
  'GET /api/seller/dashboard': { access: seller, answer: sellerDashboardAnswer },
  'GET /api/seller/shop': { access: seller, failures: ['msg.shop_not_found'], answer: shopProfileAnswer },
  'POST /api/seller/shop/save': {
    access: seller,
    failures: ['msg.owner_only', 'msg.shop_not_found', 'msg.upload_not_found'],
    input: shopProfileSchema,
    answer: shopProfileAnswer,
  },
  'GET /api/seller/refunds': {
    access: seller,
    input: sellerRefundListSchema,
    answer: pageSchema(sellerRefundAnswer),
  },
  'POST /api/seller/refund/audit': {
    access: seller,
    failures: ['msg.audit_done', 'msg.order_not_refundable', 'msg.request_not_found'],
    input: reasonedAuditSchema,
    answer: refundAnswer,
  },
  'GET /api/seller/comments': {
    access: seller,
    input: sellerReviewListSchema,
    answer: pageSchema(sellerReviewAnswer),
  },
  'POST /api/seller/comment/reply': {
    access: seller,
    failures: ['msg.review_not_found'],
    input: reviewReplySchema,
    answer: sellerReviewAnswer,
  },
  'GET /api/seller/staff': { access: seller, answer: staffAnswer },
  'POST /api/seller/staff/invite': {
    access: seller,
    failures: [
      'msg.invitation_too_soon',
      'msg.owner_only',
      'msg.staff_exists',
      'msg.too_many_invitations',
      'msg.too_many_invitations_window',
    ],
    input: staffInviteSchema,
    answer: shopInvitationAnswer,
  },
  'POST /api/seller/staff/revoke': {
    access: seller,
    failures: ['msg.invitation_not_found', 'msg.owner_only'],
    input: idQuerySchema,
    answer: z.null(),
  },
  'POST /api/seller/staff/remove': {
    access: seller,
    failures: ['msg.owner_only', 'msg.owner_stays', 'msg.staff_not_found'],
    input: staffRemoveSchema,
    answer: z.null(),
  },
  'GET /api/user/shop_invitations': { access: 'shopper', answer: z.array(receivedInvitationAnswer) },
  'GET /api/user/shop_membership': { access: 'shopper', answer: shopMembershipAnswer.nullable() },
  'POST /api/user/shop_invitation/answer': {
    access: 'shopper',
    failures: ['msg.already_merchant', 'msg.invitation_not_found', 'msg.merchant_apply_exists'],
    input: invitationAnswerSchema,
    answer: z.null(),
  },
  'POST /api/seller/extract': {
    access: seller,
    failures: [
      'msg.amount_above_balance',
      'msg.amount_above_max',
      'msg.amount_below_min',
      'msg.code_invalid',
      'msg.code_required',
      'msg.insufficient_balance',
      'msg.owner_only',
      'msg.withdraw_held',
    ],
    idempotent: true,
    input: withdrawSchema,
    answer: withdrawalAnswer,
  },
} as const satisfies ContractTable;
