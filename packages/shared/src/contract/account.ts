import { z } from 'zod';
import {
  emsSendSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
  setLanguageSchema,
  verifyEmailSchema,
} from '../schemas/account';
import { isoTime, moneyText, PICTURE_UPLOAD_FAILURES, type ContractTable } from './define';

export const languageAnswer = z.object({ file_name: z.string(), language_name: z.string() });

/** The shopper as the app shows them; the same shape after login, registration and a profile change. */
export const userInfoAnswer = z.object({
  id: z.number().int(),
  username: z.string(),
  familyName: z.string(),
  givenName: z.string(),
  email: z.string(),
  mobile: z.string(),
  avatar: z.string(),
  balance: moneyText(),
  frozen: moneyText(),
  score: moneyText(),
  has_pay_password: z.boolean(),
  /** The address was proven with a code: at registration, by an email change, or by `POST /api/user/verify_email`. */
  email_verified: z.boolean(),
  language: languageAnswer,
  /** The display currency the shopper chose (`POST /api/user/set_currency`); null until they choose one. */
  currency: z.string().nullable(),
  created_at: isoTime(),
});

const signedInAnswer = z.object({ userinfo: userInfoAnswer.extend({ token: z.string() }) });

export const sessionAnswer = z.object({
  id: z.number().int(),
  created_at: isoTime(),
  user_agent: z.string(),
  ip: z.string(),
  current: z.boolean(),
});

export const accountContract = {
  'POST /api/user/register': {
    access: 'public',
    failures: [
      'msg.code_invalid',
      'msg.code_required',
      'msg.email_taken',
      'msg.mobile_taken',
      'msg.username_taken',
    ],
    input: registerSchema,
    answer: signedInAnswer,
  },
  'POST /api/user/login': {
    access: 'public',
    failures: ['msg.account_disabled', 'msg.account_locked', 'msg.account_or_password_wrong'],
    input: loginSchema,
    answer: signedInAnswer,
  },
  'POST /api/user/logout': { access: 'shopper', answer: z.null() },
  'POST /api/user/resetpwd': {
    access: 'public',
    failures: [
      'msg.account_locked',
      'msg.code_invalid',
      'msg.code_required',
      'msg.old_password_wrong',
      'msg.password_wrong',
    ],
    input: resetPasswordSchema,
    answer: z.null(),
  },
  'GET /api/user/getUserInfo': { access: 'shopper', answer: userInfoAnswer },
  'POST /api/user/profile': {
    access: 'shopper',
    failures: [
      'msg.account_locked',
      'msg.code_invalid',
      'msg.code_required',
      'msg.email_taken',
      'msg.mobile_taken',
      'msg.old_password_wrong',
      'msg.password_wrong',
      'msg.upload_not_found',
      'msg.username_taken',
    ],
    input: profileSchema,
    answer: userInfoAnswer,
  },
  'POST /api/user/verify_email': {
    access: 'shopper',
    failures: ['msg.code_invalid', 'msg.code_required'],
    input: verifyEmailSchema,
    answer: userInfoAnswer,
  },
  'GET /api/user/language_list': { access: 'public', answer: z.array(languageAnswer) },
  'GET /api/user/set_language': {
    access: 'shopper',
    failures: ['msg.language_unsupported'],
    input: setLanguageSchema,
    answer: z.null(),
  },
  'GET /api/user/sessions': { access: 'shopper', answer: z.array(sessionAnswer) },
  'POST /api/user/sessions/logout_others': { access: 'shopper', answer: z.null() },
  'POST /api/ems/send': {
    access: 'public',
    failures: ['msg.code_too_frequent', 'msg.email_already_verified', 'msg.email_taken'],
    input: emsSendSchema,
    answer: z.null(),
  },
  'POST /api/common/upload': {
    access: 'shopper',
    failures: PICTURE_UPLOAD_FAILURES,
    upload: true,
    answer: z.object({ url: z.string() }),
  },
} as const satisfies ContractTable;
