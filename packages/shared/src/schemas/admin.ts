import { z } from 'zod';
import { LIMIT_PERIODS } from '../constants';
import { messageRef } from '../messages';
import { flag, id, moneyCents, optionalText, requiredText } from './fields';

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

/** The operator's product form: create without `id`, edit with it. */
export const productSaveSchema = z
  .object({
    id: id().optional(),
    name: requiredText('name', 200),
    price: moneyCents('price'),
    original_price: moneyCents('original_price').optional(),
    stock: z.coerce
      .number({ error: messageRef('validation.invalid', 'stock') })
      .int({ error: messageRef('validation.invalid', 'stock') })
      .min(0, { error: messageRef('validation.invalid', 'stock') })
      .max(10_000_000, { error: messageRef('validation.invalid', 'stock') })
      .default(0),
    category_id: id('category_id'),
    shop_id: id('shop_id'),
    images: z.array(requiredText('images', 255)).max(9).default([]),
    description: optionalText('description', 5000),
    specs: z.array(specSchema).max(5).default([]),
    is_virtual: flag('is_virtual').default(false),
    limit_period: z
      .enum(LIMIT_PERIODS, { error: messageRef('validation.invalid', 'limit_period') })
      .nullish(),
    limit_count: z.coerce
      .number()
      .int()
      .min(1, { error: messageRef('validation.invalid', 'limit_count') })
      .nullish(),
    status: z.enum(['on', 'off'], { error: messageRef('validation.invalid', 'status') }).default('on'),
    cards: z.array(cardSchema).max(5000).default([]),
  })
  .refine((value) => value.price > 0, { path: ['price'], error: messageRef('validation.amount', 'price') })
  .refine((value) => (value.limit_period == null) === (value.limit_count == null), {
    path: ['limit_count'],
    error: messageRef('validation.invalid', 'limit_count'),
  });
export type ProductSaveInput = z.output<typeof productSaveSchema>;
