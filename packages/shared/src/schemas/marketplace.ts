import { z } from 'zod';
import { messageRef } from '../messages';
import { SHOP_NAME_MAX_LENGTH } from '../marketplace';
import { AUDIT_STATUSES, uploadedImage } from './wallet';
import { email, flag, id, limit, optionalText, page, plainName, requiredText } from './fields';

/** A user asks to open a shop: its name and picture, what it sells, where to write, and a document picture. */
export const merchantApplySchema = z.object({
  shop_name: plainName('shop_name', SHOP_NAME_MAX_LENGTH),
  description: optionalText('shop_description', 500),
  logo: uploadedImage('logo'),
  category_id: id('category_id'),
  email: email(),
  document: uploadedImage('document'),
});
export type MerchantApplyInput = z.output<typeof merchantApplySchema>;

export const merchantApplicationListSchema = z.object({
  status: z.enum(AUDIT_STATUSES, { error: messageRef('validation.invalid', 'status') }).optional(),
  page: page(),
  limit: limit(),
});

/**
 * A decision that must give its reason when it refuses: an operator's on a shop application, a shop's on a
 * refund (the shopper reads it before asking the platform).
 */
export const reasonedAuditSchema = z
  .object({
    id: id(),
    pass: flag('pass'),
    remark: optionalText('remark', 200),
  })
  .refine((value) => value.pass || Boolean(value.remark), {
    path: ['remark'],
    error: messageRef('validation.required', 'remark'),
  });

/** The seller centre's refund queue: waiting for the shop, or decided. */
export const sellerRefundListSchema = z.object({
  status: z.enum(AUDIT_STATUSES, { error: messageRef('validation.invalid', 'status') }).optional(),
  page: page(),
  limit: limit(),
});

/** A shop answers a review of one of its products, in public. */
export const reviewReplySchema = z.object({ id: id(), content: requiredText('reply_content', 500) });

/** The seller centre's reviews: all, or those the shop has not answered yet. */
export const sellerReviewListSchema = z.object({
  unanswered: flag('unanswered').optional(),
  page: page(),
  limit: limit(),
});

export const staffInviteSchema = z.object({ email: email() });
export const staffRemoveSchema = z.object({ user_id: id('user_id') });
export const invitationAnswerSchema = z.object({ id: id(), accept: flag('accept') });

/** The owner's edit of the shop's profile; a new logo is one of their uploads, none keeps the current one. */
export const shopProfileSchema = z.object({
  name: plainName('shop_name', SHOP_NAME_MAX_LENGTH),
  description: optionalText('shop_description', 500),
  logo: uploadedImage('logo').optional(),
});
export type ShopProfileInput = z.output<typeof shopProfileSchema>;
