/** Business constants of spec section 9, and the few limits the contract adds. */
export const DESKTOP_FRAME_WIDTH_PX = 480;
export const REQUEST_TIMEOUT_MS = 10_000;
export const DUPLICATE_SUBMIT_WINDOW_MS = 1_000;
export const HOT_MERCHANT_DEFAULT_PAGE = 1;
export const HOT_MERCHANT_DEFAULT_LIMIT = 8;
export const LOGOUT_LANG = 'zh-cn';
export const TOKEN_TTL_DAYS = 3;
export const LANGUAGE_COOKIE_DAYS = 3;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 64;
export const PAY_PASSWORD_MIN_LENGTH = 6;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/**
 * A product is on sale, off it (taken off by its shop or the operators), or held: on, but its shop is closed.
 * Closing a shop holds its products and reopening it puts them back on sale (decision 042); nothing else sets
 * or clears `held`.
 */
export const PRODUCT_STATUSES = ['on', 'off', 'held'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
/** What a product form may ask for; a product asked `on` while its shop is closed is kept `held`. */
export const PRODUCT_FORM_STATUSES = ['on', 'off'] as const;
/** A shop is open (listed, its products sold) or closed. */
export const SHOP_STATUSES = ['open', 'closed'] as const;
export type ShopStatus = (typeof SHOP_STATUSES)[number];
export const SCROLL_OFFSET_PX = 20;
export const UNSUPPORTED_DEPOSIT_NETWORKS = ['DEX', 'BSC', 'HECO'] as const;
export const CURRENCY_LABEL = '$';

export const EMAIL_CODE_TTL_MINUTES = 10;
export const EMAIL_CODE_MAX_TRIES = 5;
export const EMAIL_CODE_RESEND_SECONDS = 60;
/** `verifyemail` proves the account's own address: its code always goes there. */
export const EMS_EVENTS = ['register', 'resetpwd', 'withdraw', 'changeemail', 'verifyemail'] as const;
export type EmsEvent = (typeof EMS_EVENTS)[number];

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 15;
/** Withdrawals wait this long after a change of the email, the login password or the payment code. */
export const WITHDRAW_HOLD_HOURS = 24;

export const PAGE_LIMIT_DEFAULT = 10;
export const PAGE_LIMIT_MAX = 100;
export const MAX_ADDRESSES_PER_USER = 30;

export const PRODUCT_SORTS = ['sales', 'price_asc', 'price_desc', 'new'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const CATEGORY_KEYS = [
  'computer',
  'electrical',
  'outdoors',
  'family_life',
  'health',
  'mens_clothing',
  'womens_clothing',
  'food',
  'mobile_phone',
  'toys',
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/** The largest picture a shopper or an operator may upload; the app refuses a larger one before sending it. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
