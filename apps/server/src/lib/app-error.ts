import type { MessageKey, TranslationKey } from '@storefront/i18n';

export type MessageParams = Record<string, string | number>;

/**
 * A failure the shopper should read: it carries a translation key, never text, and becomes the envelope
 * `{ code, msg }` in the one error handler. Business failures are HTTP 200 with code 0, as the contract says.
 */
export class AppError extends Error {
  constructor(
    readonly key: MessageKey | TranslationKey,
    readonly params: MessageParams = {},
    readonly httpStatus = 200,
    readonly code: 0 | 401 = 0,
  ) {
    super(key);
    this.name = 'AppError';
  }

  static unauthorized(): AppError {
    return new AppError('msg.please_login', {}, 401, 401);
  }
}
