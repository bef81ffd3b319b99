import type { ZodType } from 'zod';
import { parseMessageRef } from '@storefront/shared';
import { t } from './i18n';

/** A validation reference ("validation.required|consignee") in the shopper's language. */
export function translateRef(ref: string): string {
  const { key, field } = parseMessageRef(ref);
  return t(key, { field: field ? t(`field.${field}`) : '' });
}

/** Validates with the same schema the server uses; the first problem comes back as translated text. */
export function validate<T>(
  schema: ZodType<T>,
  values: unknown,
): { ok: true; data: T } | { ok: false; message: string } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, message: translateRef(result.error.issues[0]?.message ?? 'validation.invalid') };
}
