import { z } from 'zod';
import {
  cartAddSchema,
  cartUpdateSchema,
  idListSchema,
  productIdSchema,
  shopIdSchema,
} from '../schemas/shopping';
import { hotMerchantSchema, hotProductSchema, productListSchema } from '../schemas/catalog';
import { idQuerySchema } from '../schemas/address';
import { pagination } from '../schemas/fields';
import { LIMIT_PERIODS } from '../constants';
import { moneyText, pageSchema, type ContractTable } from './define';

const count = () => z.number().int().nonnegative();

export const productSummaryAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  price: moneyText(),
  original_price: moneyText().nullable(),
  image: z.string(),
  sales: count(),
  stock: count(),
  shop_id: z.number().int(),
  category_id: z.number().int(),
  is_virtual: z.boolean(),
});

export const shopSummaryAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  description: z.string(),
  followers: count(),
  sales: count(),
  /** Percentage of good reviews, one decimal; 100 before the first review. */
  favorable_rate: z.number(),
  total_sales: moneyText(),
});

export const categoryAnswer = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  icon: z.string(),
  image: z.string(),
});

export const specAnswer = z.object({ name: z.string(), values: z.array(z.string()) });

const followedShopAnswer = shopSummaryAnswer.extend({ followed: z.boolean() });

/** A score average with one decimal, or null before the first review. */
const averageScore = () => z.number().nullable();

export const productDetailAnswer = productSummaryAnswer.extend({
  images: z.array(z.string()),
  specs: z.array(specAnswer),
  description: z.string(),
  shop: followedShopAnswer,
  limit_period: z.enum(LIMIT_PERIODS).nullable(),
  limit_count: z.number().int().nullable(),
  bought: count(),
  remaining: count().nullable(),
  favourited: z.boolean(),
  reviews: z.object({
    count: count(),
    product_score: averageScore(),
    service_score: averageScore(),
    postage_score: averageScore(),
  }),
});

export const cartLineAnswer = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  quantity: z.number().int().positive(),
  spec: z.string(),
  price: moneyText(),
  product: productSummaryAnswer,
  /** Off sale, or not enough stock for this quantity: shown, but cannot be checked out. */
  available: z.boolean(),
  /** The product's shop, named in the shopper's language: the bag groups its lines under it. */
  shop: z.object({ id: z.number().int(), name: z.string() }),
});

export const platformAnswer = z.object({
  name: z.string(),
  logo: z.string(),
  currency: z.string(),
  service: z.array(z.object({ type: z.string(), label: z.string(), value: z.string() })),
  banners: z.array(
    z.object({ id: z.number().int(), image: z.string(), link: z.string(), title: z.string() }),
  ),
});

export const articleAnswer = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
});

export const catalogContract = {
  'GET /api/index/category': { access: 'public', answer: z.array(categoryAnswer) },
  'GET /api/index/product': {
    access: 'public',
    input: productListSchema,
    answer: pageSchema(productSummaryAnswer),
  },
  'GET /api/index/hot_product': {
    access: 'public',
    input: hotProductSchema,
    answer: pageSchema(productSummaryAnswer),
  },
  'GET /api/index/hot_merchant': {
    access: 'public',
    input: hotMerchantSchema,
    answer: pageSchema(shopSummaryAnswer),
  },
  'GET /api/product/detail': {
    access: 'public',
    failures: ['msg.product_not_found'],
    input: idQuerySchema,
    answer: productDetailAnswer,
  },
  'GET /api/shop/detail': {
    access: 'public',
    failures: ['msg.shop_not_found'],
    input: idQuerySchema,
    answer: followedShopAnswer,
  },
  'POST /api/shop/follow': {
    access: 'shopper',
    failures: ['msg.shop_not_found'],
    input: shopIdSchema,
    answer: z.object({ followed: z.boolean(), followers: count() }),
  },
  'POST /api/shop/unfollow': {
    access: 'shopper',
    failures: ['msg.shop_not_found'],
    input: shopIdSchema,
    answer: z.object({ followed: z.boolean(), followers: count() }),
  },
  'GET /api/shop/followed': { access: 'shopper', input: pagination, answer: pageSchema(followedShopAnswer) },
  'POST /api/favourite/add': {
    access: 'shopper',
    failures: ['msg.product_not_found'],
    input: productIdSchema,
    answer: z.null(),
  },
  'POST /api/favourite/remove': { access: 'shopper', input: productIdSchema, answer: z.null() },
  'GET /api/favourite/list': {
    access: 'shopper',
    input: pagination,
    answer: pageSchema(productSummaryAnswer.extend({ on_sale: z.boolean() })),
  },
  'GET /api/cart/list': { access: 'shopper', answer: z.array(cartLineAnswer) },
  'POST /api/cart/add': {
    access: 'shopper',
    failures: ['msg.out_of_stock', 'msg.product_not_found', 'msg.spec_invalid', 'msg.spec_required'],
    input: cartAddSchema,
    answer: cartLineAnswer,
  },
  'POST /api/cart/update': {
    access: 'shopper',
    failures: ['msg.cart_item_not_found', 'msg.out_of_stock', 'msg.product_not_found'],
    input: cartUpdateSchema,
    answer: cartLineAnswer,
  },
  'POST /api/cart/delete': { access: 'shopper', input: idListSchema, answer: z.null() },
  'GET /api/index/index': { access: 'public', answer: platformAnswer },
  'GET /api/user/help_support': { access: 'public', answer: z.array(articleAnswer) },
  'GET /api/user/law': { access: 'public', answer: z.array(articleAnswer) },
} as const satisfies ContractTable;
