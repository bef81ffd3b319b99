import { z } from 'zod';
import { messageRef } from '../messages';
import { AUDIT_STATUSES, uploadedImage } from './wallet';
import { email, flag, id, limit, optionalText, page, requiredText } from './fields';

/** A user asks to open a shop: its name and picture, what it sells, where to write, and a document picture. */
export const merchantApplySchema = z.object({
  shop_name: requiredText('shop_name', 100),
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

/** An operator passes or refuses an application; a refusal says why. */
export const merchantAuditSchema = z
  .object({
    id: id(),
    pass: flag('pass'),
    remark: optionalText('remark', 200),
  })
  .refine((value) => value.pass || Boolean(value.remark), {
    path: ['remark'],
    error: messageRef('validation.required', 'remark'),
  });
