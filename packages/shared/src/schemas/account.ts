import { z } from 'zod';
import { messageRef } from '../messages';
import { EMS_EVENTS } from '../constants';
import { email, mobile, optionalText, password, requiredText } from './fields';

const ACCOUNT_REQUIRED = 'validation.account_password_required';

export const loginSchema = z.object({
  account: requiredText('account', 254, ACCOUNT_REQUIRED),
  password: z
    .string({ error: messageRef(ACCOUNT_REQUIRED) })
    .min(1, { error: messageRef(ACCOUNT_REQUIRED) })
    .max(128, { error: messageRef('validation.too_long', 'password') }),
});
export type LoginInput = z.output<typeof loginSchema>;

/** Usernames start with a letter so they can never be mistaken for a mobile number or an email. */
export const username = () =>
  requiredText('username', 32).regex(/^[A-Za-z][A-Za-z0-9_]{2,31}$/, {
    error: messageRef('validation.username'),
  });

export const registerSchema = z.object({
  username: username(),
  password: password(),
  email: email(),
  mobile: mobile(),
  familyName: optionalText('familyName', 50),
  givenName: optionalText('givenName', 50),
  code: optionalText('code', 12),
});
export type RegisterInput = z.output<typeof registerSchema>;

/** The app's form adds the repeated password; the server never sees it. */
export const registerFormSchema = registerSchema
  .extend({ confirm_password: z.string() })
  .refine((value) => value.password === value.confirm_password, {
    path: ['confirm_password'],
    error: messageRef('validation.passwords_mismatch'),
  });

/**
 * The login password a shopper types to prove it is them before a change a stolen session must not make.
 * Never trimmed: it is compared as typed. Its messages name it "Current password".
 */
export const currentPassword = () =>
  z
    .string({ error: messageRef('validation.required', 'current_password') })
    .min(1, { error: messageRef('validation.required', 'current_password') })
    .max(128, { error: messageRef('validation.too_long', 'current_password') });

/** Changing the email needs the login password and a code (event changeemail) sent to the new address. */
export const profileSchema = z.object({
  familyName: optionalText('familyName', 50),
  givenName: optionalText('givenName', 50),
  email: email().optional(),
  mobile: mobile().optional(),
  avatar: optionalText('avatar', 255),
  code: optionalText('code', 12),
  password: currentPassword().optional(),
});
export type ProfileInput = z.output<typeof profileSchema>;

/**
 * One call for both ways of changing the password: logged in with the old one, or forgotten with an
 * email code. Which one is meant is told by the presence of `email`.
 */
export const resetPasswordSchema = z
  .object({
    old_password: z
      .string({ error: messageRef('validation.invalid', 'old_password') })
      .max(128)
      .optional(),
    new_password: password('new_password'),
    email: email().optional(),
    code: optionalText('code', 12),
  })
  .refine((value) => value.old_password === undefined || value.old_password !== value.new_password, {
    path: ['new_password'],
    error: messageRef('validation.password_same'),
  });
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

export const changePasswordFormSchema = z
  .object({
    old_password: requiredText('old_password', 128),
    new_password: password('new_password'),
    confirm_password: z.string(),
  })
  .refine((value) => value.new_password === value.confirm_password, {
    path: ['confirm_password'],
    error: messageRef('validation.passwords_mismatch'),
  })
  .refine((value) => value.old_password !== value.new_password, {
    path: ['new_password'],
    error: messageRef('validation.password_same'),
  });

/** The forgotten-password form: the emailed code is required here, and the two passwords must match. */
export const forgotPasswordFormSchema = z
  .object({
    email: email(),
    code: requiredText('code', 12),
    new_password: password('new_password'),
    confirm_password: z.string(),
  })
  .refine((value) => value.new_password === value.confirm_password, {
    path: ['confirm_password'],
    error: messageRef('validation.passwords_mismatch'),
  });

export const emsSendSchema = z.object({
  email: email(),
  event: z.enum(EMS_EVENTS, { error: messageRef('validation.invalid', 'event') }),
});
export type EmsSendInput = z.output<typeof emsSendSchema>;

/** The code (event verifyemail) mailed to the account's own address, which it marks as verified. */
export const verifyEmailSchema = z.object({ code: requiredText('code', 12) });
export type VerifyEmailInput = z.output<typeof verifyEmailSchema>;

export const setLanguageSchema = z.object({
  file_name: requiredText('file_name', 10),
});

/** The shopper's display currency, an ISO 4217 code of CURRENCIES (an unknown one is refused by the service). */
export const setCurrencySchema = z.object({
  currency: requiredText('currency', 3),
});

export const operatorLoginSchema = z.object({
  username: requiredText('account', 64, ACCOUNT_REQUIRED),
  password: z
    .string({ error: messageRef(ACCOUNT_REQUIRED) })
    .min(1, { error: messageRef(ACCOUNT_REQUIRED) })
    .max(128, { error: messageRef('validation.too_long', 'password') }),
});

/** The longest payment code a field takes. */
export const PAY_CODE_MAX_LENGTH = 32;

/** Payment code: digits only, at least 6 (spec section 5). The one place this rule is written. */
export const payCode = (field = 'pay_password') =>
  z
    .string({ error: messageRef('validation.required', field) })
    .min(1, { error: messageRef('validation.required', field) })
    .max(PAY_CODE_MAX_LENGTH, { error: messageRef('validation.too_long', field) })
    .regex(/^\d{6,}$/, { error: messageRef('validation.pay_password') });

/** Whether a typed payment code can be one (the server still judges whether it is the shopper's). */
export const isPayCode = (code: string) => payCode().safeParse(code).success;

/**
 * Setting the payment code the first time leaves the old one empty; changing it needs the old one. Either way
 * the login password too: a stolen session alone could otherwise set a first code and spend the balance.
 */
export const resetPaySchema = z.object({
  password: currentPassword(),
  pay_password: payCode(),
  old_pay_password: z
    .string()
    .max(32, { error: messageRef('validation.too_long', 'old_pay_password') })
    .optional(),
});
export type ResetPayInput = z.output<typeof resetPaySchema>;

export const verifyPaySchema = z.object({ pay_password: z.string().min(1).max(32) });

export const payCodeFormSchema = resetPaySchema
  .extend({ confirm_pay_password: z.string() })
  .refine((value) => value.pay_password === value.confirm_pay_password, {
    path: ['confirm_pay_password'],
    error: messageRef('validation.passwords_mismatch'),
  });
