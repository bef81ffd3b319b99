import { z } from 'zod';
import { messageRef } from '../messages';
import { HOT_MERCHANT_DEFAULT_LIMIT, PRODUCT_SORTS } from '../constants';
import { id, limit, moneyCents, optionalText, page, pagination } from './fields';

export const productListSchema = z.object({
  page: page(),
  limit: limit(),
  category_id: id('category_id').optional(),
  shop_id: id('shop_id').optional(),
  keyword: optionalText('keyword', 60),
  min_price: moneyCents('min_price').optional(),
  max_price: moneyCents('max_price').optional(),
  sort: z.enum(PRODUCT_SORTS, { error: messageRef('validation.invalid', 'sort') }).optional(),
});
export type ProductListInput = z.output<typeof productListSchema>;

export const hotMerchantSchema = z.object({ page: page(), limit: limit(HOT_MERCHANT_DEFAULT_LIMIT) });

export const hotProductSchema = pagination;

/** The search page refuses to search for nothing (spec section 5). */
export const searchFormSchema = z.object({
  keyword: z
    .string({ error: messageRef('validation.search_required') })
    .trim()
    .min(1, { error: messageRef('validation.search_required') })
    .max(60, { error: messageRef('validation.too_long', 'keyword') }),
});
