import { z } from 'zod';
import { messageRef } from '../messages';
import { id, limit, moneyCents, optionalText, page, requiredText } from './fields';
import { uploadedImage } from './wallet';

export const REFUND_TYPES = ['refund_only', 'return_refund'] as const;
export const GOODS_STATUSES = ['received', 'not_received'] as const;
export type RefundType = (typeof REFUND_TYPES)[number];
export type GoodsStatus = (typeof GOODS_STATUSES)[number];
/** A refund's reason is stored as one of these keys and shown in the reader's language (refund.reasons.*). */
export const REFUND_REASONS = [
  'damaged',
  'wrong_item',
  'not_as_described',
  'not_received',
  'changed_mind',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
/** Reasons stored before the keys were free text in the shopper's language, shown as they are. */
export const isRefundReason = (value: string): value is RefundReason =>
  (REFUND_REASONS as readonly string[]).includes(value);

const pictures = (field: string, min: number, max: number) =>
  z
    .array(uploadedImage(field), { error: messageRef('validation.required', field) })
    .min(min, { error: messageRef('validation.required', field) })
    .max(max, { error: messageRef('validation.too_many_pictures', field) });

export const refundApplySchema = z.object({
  order_id: id('order_id'),
  type: z.enum(REFUND_TYPES, { error: messageRef('validation.required', 'refund_type') }),
  amount: moneyCents('amount').refine((cents) => cents >= 0, {
    error: messageRef('validation.amount', 'amount'),
  }),
  goods_status: z.enum(GOODS_STATUSES, { error: messageRef('validation.required', 'goods_status') }),
  reason: z.enum(REFUND_REASONS, { error: messageRef('validation.required', 'reason') }),
  explanation: requiredText('explanation', 500),
  images: pictures('proof', 1, 6),
});
export type RefundApplyInput = z.output<typeof refundApplySchema>;

const score = (field: string) =>
  z.coerce
    .number({ error: messageRef('validation.invalid', field) })
    .int({ error: messageRef('validation.invalid', field) })
    .min(1, { error: messageRef('validation.invalid', field) })
    .max(5, { error: messageRef('validation.invalid', field) });

export const reviewAddSchema = z.object({
  order_id: id('order_id'),
  product_id: id('product_id'),
  product_score: score('product_score'),
  service_score: score('service_score'),
  postage_score: score('postage_score'),
  content: requiredText('review_content', 1000, 'validation.review_required'),
  images: pictures('images', 0, 6).default([]),
});
export type ReviewAddInput = z.output<typeof reviewAddSchema>;

export const reviewListSchema = z.object({ product_id: id('product_id'), page: page(), limit: limit() });

export const complaintSchema = z.object({
  order_id: id('order_id').optional(),
  content: requiredText('complaint_content', 1000),
  image: uploadedImage('certificate'),
});
export type ComplaintInput = z.output<typeof complaintSchema>;

export const consultAddSchema = z.object({
  product_id: id('product_id'),
  mch_id: id('mch_id'),
  content: requiredText('consult_content', 500),
});
export const consultReplySchema = z.object({ id: id(), content: requiredText('reply_content', 500) });

export const complaintHandleSchema = z.object({ id: id(), result: requiredText('result', 500) });

export const notificationReadSchema = z.object({
  ids: z
    .array(id('ids'))
    .min(1, { error: messageRef('validation.required', 'ids') })
    .max(200),
});

export const optionalNote = () => optionalText('remark', 200);
