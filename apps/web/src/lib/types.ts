import type { Answer } from '@storefront/shared/client';

/**
 * The answers the app reads most, named once. Each is the contract's answer type (packages/shared/src/contract):
 * nothing here describes a shape again.
 */
export type Page<Row> = Omit<Answer<'GET /api/index/product'>, 'list'> & { list: Row[] };
export type ProductSummary = Answer<'GET /api/index/product'>['list'][number];
export type ShopSummary = Answer<'GET /api/index/hot_merchant'>['list'][number];
export type Category = Answer<'GET /api/index/category'>[number];
export type ProductDetail = Answer<'GET /api/product/detail'>;
/** An order as lists and its page show it (lists add whose it is). */
export type Order = Omit<Answer<'GET /api/user/order_list'>['list'][number], 'user_id'>;
export type OrderItem = Order['items'][number];
export type OrderDetail = Answer<'GET /api/order/detail'>;
