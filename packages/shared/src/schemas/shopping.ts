import { z } from 'zod';
import { messageRef } from '../messages';
import { MAX_LINE_QUANTITY, ORDER_TABS } from '../order-status';
import { id, optionalText, page, limit } from './fields';

export const quantity = () =>
  z
    .union([z.number(), z.string().regex(/^\d{1,6}$/, { error: messageRef('validation.quantity') })], {
      error: messageRef('validation.quantity'),
    })
    .transform(Number)
    .pipe(
      z
        .number()
        .int({ error: messageRef('validation.quantity') })
        .min(1, { error: messageRef('validation.quantity') })
        .max(MAX_LINE_QUANTITY, { error: messageRef('validation.quantity') }),
    );

export const productIdSchema = z.object({ product_id: id('product_id') });
export const shopIdSchema = z.object({ shop_id: id('shop_id') });

export const cartAddSchema = z.object({
  product_id: id('product_id'),
  quantity: quantity(),
  spec: optionalText('spec', 200),
});
export type CartAddInput = z.output<typeof cartAddSchema>;

export const cartUpdateSchema = z.object({ id: id(), quantity: quantity() });

export const idListSchema = z.object({
  ids: z
    .array(id('ids'), { error: messageRef('validation.required', 'ids') })
    .min(1, { error: messageRef('validation.required', 'ids') })
    .max(100, { error: messageRef('validation.invalid', 'ids') }),
});

export const orderItemSchema = z.object({
  product_id: id('product_id'),
  quantity: quantity(),
  spec: optionalText('spec', 200),
});

export const orderCreateSchema = z
  .object({
    cart_ids: z
      .array(id('cart_ids'))
      .max(100, { error: messageRef('validation.invalid', 'cart_ids') })
      .optional(),
    items: z
      .array(orderItemSchema)
      .max(100, { error: messageRef('validation.invalid', 'items') })
      .optional(),
    address_id: id('address_id').optional(),
    promo_code: optionalText('promo_code', 40),
    remark: optionalText('remark', 200),
  })
  .refine((value) => (value.cart_ids?.length ?? 0) + (value.items?.length ?? 0) > 0, {
    path: ['items'],
    error: messageRef('validation.select_item'),
  });
export type OrderCreateInput = z.output<typeof orderCreateSchema>;

const payPassword = () =>
  z
    .string({ error: messageRef('validation.required', 'pay_password') })
    .min(1, { error: messageRef('validation.required', 'pay_password') })
    .max(64, { error: messageRef('validation.too_long', 'pay_password') });

/** The most orders one payment pays: one checkout's orders, one per shop of its lines. */
export const MAX_ORDERS_PER_PAYMENT = 20;

/** One order (`order_id`) or the orders of one checkout (`order_ids`), paid together or not at all. */
export const orderPaySchema = z
  .object({
    order_id: id('order_id').optional(),
    order_ids: z
      .array(id('order_ids'))
      .min(1, { error: messageRef('validation.invalid', 'order_ids') })
      .max(MAX_ORDERS_PER_PAYMENT, { error: messageRef('validation.invalid', 'order_ids') })
      .optional(),
    pay_password: payPassword(),
  })
  .refine((value) => value.order_id !== undefined || value.order_ids !== undefined, {
    path: ['order_id'],
    error: messageRef('validation.required', 'order_id'),
  });
export type OrderPayInput = z.output<typeof orderPaySchema>;

/** The orders a payment names, each once: `order_id` first, then `order_ids` in their order. */
export const ordersToPay = (input: Pick<OrderPayInput, 'order_id' | 'order_ids'>): number[] => [
  ...new Set([...(input.order_id === undefined ? [] : [input.order_id]), ...(input.order_ids ?? [])]),
];

/** Reading a virtual order's card passwords takes the payment code again. */
export const orderCardsSchema = z.object({ order_id: id('order_id'), pay_password: payPassword() });

export const orderIdSchema = z.object({ order_id: id('order_id') });

export const orderListSchema = z.object({
  status: z.enum(ORDER_TABS, { error: messageRef('validation.invalid', 'status') }).default('all'),
  page: page(),
  limit: limit(),
});

export const shipSchema = z.object({
  order_id: id('order_id'),
  company: z
    .string()
    .trim()
    .min(1, { error: messageRef('validation.required', 'company') })
    .max(60),
  tracking_no: z
    .string()
    .trim()
    .min(1, { error: messageRef('validation.required', 'tracking_no') })
    .max(60),
});

export const logisticsSchema = z.object({
  order_id: id('order_id'),
  text: z
    .string()
    .trim()
    .min(1, { error: messageRef('validation.required', 'text') })
    .max(200),
});
