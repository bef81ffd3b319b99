import { z } from 'zod';
import { LIMIT_PERIODS, PRODUCT_FORM_STATUSES, PRODUCT_STATUSES, SHOP_STATUSES } from '../constants';
import { messageRef } from '../messages';
import { ORDER_TABS } from '../order-status';
import { LANGUAGES, type LanguageFileName } from '../languages';
import { SHOP_NAME_MAX_LENGTH } from '../marketplace';
import { RATE_TEXT } from '../currencies';
import { PRODUCT_WEIGHT_MAX_GRAMS } from '../destination';
import {
  commissionRateBp,
  email,
  flag,
  id,
  limit,
  moneyCents,
  optionalText,
  page,
  plainName,
  requiredText,
} from './fields';

const specSchema = z.object({
  name: requiredText('spec', 40),
  values: z
    .array(requiredText('spec', 60))
    .min(1, { error: messageRef('validation.required', 'spec') })
    .max(20),
});

const cardSchema = z.object({
  card_no: requiredText('card_no', 100),
  card_password: requiredText('card_password', 200),
});

/** A product's fields as a form sends them: create without `id`, edit with it. */
const productFields = z.object({
  id: id().optional(),
  name: plainName('name', 200),
  price: moneyCents('price'),
  original_price: moneyCents('original_price').optional(),
  stock: z.coerce
    .number({ error: messageRef('validation.invalid', 'stock') })
    .int({ error: messageRef('validation.invalid', 'stock') })
    .min(0, { error: messageRef('validation.invalid', 'stock') })
    .max(10_000_000, { error: messageRef('validation.invalid', 'stock') })
    .default(0),
  /** The parcel weight of one, in grams (decision 064); left out, a new product has none (0) and an edit keeps it. */
  weight_grams: z.coerce
    .number({ error: messageRef('validation.invalid', 'weight_grams') })
    .int({ error: messageRef('validation.invalid', 'weight_grams') })
    .min(0, { error: messageRef('validation.invalid', 'weight_grams') })
    .max(PRODUCT_WEIGHT_MAX_GRAMS, { error: messageRef('validation.invalid', 'weight_grams') })
    .optional(),
  category_id: id('category_id'),
  images: z.array(requiredText('images', 255)).max(9).default([]),
  description: optionalText('description', 5000),
  specs: z.array(specSchema).max(5).default([]),
  is_virtual: flag('is_virtual').default(false),
  limit_period: z.enum(LIMIT_PERIODS, { error: messageRef('validation.invalid', 'limit_period') }).nullish(),
  limit_count: z.coerce
    .number()
    .int()
    .min(1, { error: messageRef('validation.invalid', 'limit_count') })
    .nullish(),
  status: z.enum(PRODUCT_FORM_STATUSES, { error: messageRef('validation.invalid', 'status') }).default('on'),
  cards: z.array(cardSchema).max(5000).default([]),
});

/** What every product form must hold together: a positive price, and a purchase limit's period with its count. */
const withProductRules = <Shape extends z.ZodRawShape>(fields: z.ZodObject<Shape>) =>
  fields
    .refine((value) => (value as { price: number }).price > 0, {
      path: ['price'],
      error: messageRef('validation.amount', 'price'),
    })
    .refine(
      (value) => {
        const { limit_period, limit_count } = value as { limit_period?: unknown; limit_count?: unknown };
        return (limit_period == null) === (limit_count == null);
      },
      { path: ['limit_count'], error: messageRef('validation.invalid', 'limit_count') },
    );

/** The operator's product form, for any shop. */
export const productSaveSchema = withProductRules(productFields.extend({ shop_id: id('shop_id') }));
/** A seller's product form: always the seller's own shop, which comes from the seller token. */
export const sellerProductSaveSchema = withProductRules(productFields);
export type ProductSaveInput = z.output<typeof productSaveSchema>;

export const adminOrdersQuery = z.object({
  page: page(),
  limit: limit(),
  status: z.enum(ORDER_TABS, { error: messageRef('validation.invalid', 'status') }).default('all'),
  shop_id: id('shop_id').optional(),
  user: optionalText('keyword', 60),
  from: z.iso.date({ error: messageRef('validation.invalid', 'from') }).optional(),
  to: z.iso.date({ error: messageRef('validation.invalid', 'to') }).optional(),
});

export const adminProductsQuery = z.object({
  page: page(),
  limit: limit(),
  keyword: optionalText('keyword', 60),
  category_id: id('category_id').optional(),
  shop_id: id('shop_id').optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
});

/** A seller's product list: the operator's filters but the shop, which is always the seller's. */
export const sellerProductsQuery = adminProductsQuery.omit({ shop_id: true });

export const shopSaveSchema = z.object({
  id: id().optional(),
  name: plainName('name', SHOP_NAME_MAX_LENGTH),
  logo: requiredText('logo', 255),
  description: optionalText('description', 1000),
  status: z.enum(SHOP_STATUSES).default('open'),
  /** The shop's own commission rate; empty or null: its lines' category rates; left out: unchanged. */
  commission_rate: z
    .preprocess((value) => (value === '' ? null : value), commissionRateBp().nullable())
    .optional(),
  /** Where the shop's withdrawal codes and notices go; only operators change it. Left out: unchanged. */
  email: z.preprocess((value) => (value === '' || value === null ? undefined : value), email().optional()),
});

export const categorySaveSchema = z.object({
  id: id(),
  icon: requiredText('icon', 60).regex(/^[a-z0-9-]+$/, { error: messageRef('validation.invalid', 'icon') }),
  sort: z.coerce.number().int().min(0).max(10_000),
  /** The platform's share of this category's sales; unchanged when left out. */
  commission_rate: commissionRateBp().optional(),
});

export const promoSaveSchema = z.object({
  id: id().optional(),
  code: requiredText('promo_code', 40).regex(/^[A-Za-z0-9_-]+$/, {
    error: messageRef('validation.invalid', 'promo_code'),
  }),
  discount: moneyCents('discount').refine((cents) => cents > 0, {
    error: messageRef('validation.amount', 'discount'),
  }),
  min_amount: moneyCents('min_amount').default(0),
  active: flag('active').default(true),
  expires_at: z.iso.datetime({ error: messageRef('validation.invalid', 'expires_at') }).nullish(),
});

export const networkSaveSchema = z.object({
  id: id().optional(),
  network: requiredText('network', 40),
  address: requiredText('wallet_address', 120),
  min_amount: moneyCents('min_amount').default(0),
  enabled: flag('enabled').default(true),
  sort: z.coerce.number().int().min(0).max(10_000).default(0),
});

/** A bank account shoppers transfer to for a manual top-up. */
export const rechargeAccountSaveSchema = z.object({
  id: id().optional(),
  bank_name: requiredText('bank_name', 80),
  holder: requiredText('holder', 80),
  account_no: requiredText('account_no', 60),
  note: optionalText('note', 200),
  enabled: flag('enabled').default(true),
  sort: z.coerce.number().int().min(0).max(10_000).default(0),
});

export const articleSaveSchema = z.object({
  id: id().optional(),
  kind: z.enum(['help', 'law']),
  slug: requiredText('slug', 60).regex(/^[a-z0-9-]+$/, { error: messageRef('validation.invalid', 'slug') }),
  lang: requiredText('file_name', 10),
  title: requiredText('title', 200),
  content: requiredText('content', 20_000),
  sort: z.coerce.number().int().min(0).max(10_000).default(0),
});

export const auditLogQuery = z.object({
  page: page(),
  limit: limit(),
  operator_id: id('operator_id').optional(),
  action: optionalText('action', 60),
  target_type: optionalText('target_type', 30),
});

export const adminUsersQuery = z.object({
  page: page(),
  limit: limit(),
  keyword: optionalText('keyword', 60),
});

const statusListQuery = <Status extends string>(statuses: readonly [Status, ...Status[]]) =>
  z.object({ page: page(), limit: limit(), status: z.enum(statuses).optional() });

export const COMPLAINT_STATUSES = ['pending', 'handled'] as const;
export const CONSULTATION_STATUSES = ['open', 'answered'] as const;
export const adminComplaintsQuery = statusListQuery(COMPLAINT_STATUSES);
export const adminConsultsQuery = statusListQuery(CONSULTATION_STATUSES);
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

/** What a console translation is of: a product or a shop. */
export const TRANSLATION_TARGETS = ['product', 'shop'] as const;
export type TranslationTarget = (typeof TRANSLATION_TARGETS)[number];

export const translationsQuery = z.object({
  target: z.enum(TRANSLATION_TARGETS, { error: messageRef('validation.invalid', 'target') }),
  id: id(),
});

/**
 * One language's texts of a product or shop. Specs (products only) must have the product's own shape: the same
 * specs with as many values each, in the same order; the server checks it against the product.
 */
export const translationSaveSchema = z.object({
  target: z.enum(TRANSLATION_TARGETS, { error: messageRef('validation.invalid', 'target') }),
  id: id(),
  lang: z.enum(LANGUAGES.map((language) => language.file_name) as [LanguageFileName, ...LanguageFileName[]], {
    error: messageRef('validation.invalid', 'lang'),
  }),
  name: plainName('name', 200),
  description: optionalText('description', 5000),
  specs: z.array(specSchema).max(5).optional(),
});
export type TranslationSaveInput = z.output<typeof translationSaveSchema>;

/** An operator's rate: units of the currency per US dollar, as decimal text (decision 062). */
export const currencyRateSaveSchema = z.object({
  code: requiredText('currency', 3),
  rate: requiredText('rate', 32)
    .regex(RATE_TEXT, { error: messageRef('validation.invalid', 'rate') })
    .refine((rate) => /[1-9]/.test(rate), { error: messageRef('validation.invalid', 'rate') }),
});
export type CurrencyRateSaveInput = z.infer<typeof currencyRateSaveSchema>;
