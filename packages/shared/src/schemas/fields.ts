import { z } from 'zod';
import { messageRef } from '../messages';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { parseCents } from '../money';

/** Building blocks of the request schemas; every message is a reference to an i18n key. */

const missing = (input: unknown) => input === undefined || input === null;

const typeError = (field: string, requiredKey = 'validation.required') => ({
  error: (issue: { input?: unknown }) =>
    missing(issue.input) ? messageRef(requiredKey, field) : messageRef('validation.invalid', field),
});

/** PostgreSQL cannot store a NUL character in text, so a field holding one is refused before it gets there. */
const storable = (value: string) => !value.includes('\u0000');

export function requiredText(field: string, max = 255, requiredKey = 'validation.required') {
  return z
    .string(typeError(field, requiredKey))
    .trim()
    .min(1, { error: messageRef(requiredKey, field) })
    .max(max, { error: messageRef('validation.too_long', field) })
    .refine(storable, { error: messageRef('validation.invalid', field) });
}

/** C0 and C1 controls (line breaks and tabs among them) and the bidi embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const LINK = /:\/\/|www\./i;

/**
 * A text as it may enter a mail's subject or body: control characters and bidi marks turned into spaces (for names
 * stored before `plainName` refused them).
 */
export const withoutControls = (text: string) =>
  text.replace(new RegExp(CONTROLS.source, 'g'), ' ').replace(/ {2,}/g, ' ');

/**
 * A name shown to others and carried into mails (shops, products, their translations): one line of plain text,
 * without control characters, bidi overrides or links, so that it cannot lay out a message of its own.
 */
export function plainName(field: string, max: number) {
  return requiredText(field, max).refine((value) => !CONTROLS.test(value) && !LINK.test(value), {
    error: messageRef('validation.plain_name', field),
  });
}

export function optionalText(field: string, max = 255) {
  return z
    .string(typeError(field))
    .trim()
    .max(max, { error: messageRef('validation.too_long', field) })
    .refine(storable, { error: messageRef('validation.invalid', field) })
    .optional();
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const email = () =>
  z
    .string(typeError('email', 'validation.email'))
    .trim()
    .toLowerCase()
    .max(254, { error: messageRef('validation.email') })
    .regex(EMAIL, { error: messageRef('validation.email') })
    .refine(storable, { error: messageRef('validation.email') });

/** International numbers: an optional + and 6 to 15 digits; spaces, dashes and brackets are dropped. */
export const mobile = () =>
  z
    .string(typeError('mobile', 'validation.mobile'))
    .trim()
    .overwrite((value) => value.replace(/[\s()-]/g, ''))
    .regex(/^\+?\d{6,15}$/, { error: messageRef('validation.mobile') });

export const password = (field = 'password') =>
  z
    .string(typeError(field))
    .min(1, { error: messageRef('validation.required', field) })
    .min(PASSWORD_MIN_LENGTH, { error: messageRef('validation.password_min') })
    .max(PASSWORD_MAX_LENGTH, { error: messageRef('validation.too_long', field) });

/** A positive id, given as a number or a string of digits (query strings carry only strings). */
export const id = (field = 'id') =>
  z
    .union([z.number(), z.string().regex(/^\d{1,10}$/)], typeError(field))
    .transform(Number)
    .pipe(
      z
        .number()
        .int({ error: messageRef('validation.invalid', field) })
        .min(1, { error: messageRef('validation.invalid', field) })
        .max(2_147_483_647, { error: messageRef('validation.invalid', field) }),
    );

/** Booleans arrive as true/false or 1/0, as JSON values or strings. */
export const flag = (field: string) =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '0', '1'])], typeError(field))
    .transform((value) => value === true || value === 1 || value === 'true' || value === '1');

/** A money amount as a decimal string or number with at most two places, turned into integer cents. */
export const moneyCents = (field = 'amount') =>
  z.union([z.string(), z.number()], typeError(field)).transform((value, ctx) => {
    const cents = parseCents(String(value));
    if (cents === undefined) {
      ctx.addIssue({ code: 'custom', message: messageRef('validation.amount', field), input: value });
      return z.NEVER;
    }
    return cents;
  });

export const page = () =>
  z.coerce
    .number(typeError('page'))
    .int({ error: messageRef('validation.invalid', 'page') })
    .min(1, { error: messageRef('validation.invalid', 'page') })
    .max(100_000, { error: messageRef('validation.invalid', 'page') })
    .default(1);

export const limit = (fallback = PAGE_LIMIT_DEFAULT) =>
  z.coerce
    .number(typeError('limit'))
    .int({ error: messageRef('validation.invalid', 'limit') })
    .min(1, { error: messageRef('validation.invalid', 'limit') })
    .max(PAGE_LIMIT_MAX, { error: messageRef('validation.invalid', 'limit') })
    .default(fallback);

export const pagination = z.object({ page: page(), limit: limit() });
export type Pagination = z.output<typeof pagination>;

/** A commission rate as a decimal string or number from 0 to 1 with at most four places, in basis points. */
export const commissionRateBp = (field = 'commission_rate') =>
  z
    .union([z.string(), z.number()], typeError(field))
    .transform((value) => String(value).trim())
    .refine((text) => /^(0(\.\d{1,4})?|1(\.0{1,4})?|\.\d{1,4})$/.test(text), {
      error: messageRef('validation.invalid', field),
    })
    .transform((text) => Math.round(Number(text) * 10_000));
