import { DUPLICATE_SUBMIT_WINDOW_MS } from '../constants';

/**
 * The rules of spec sections 7 and 8 that need no browser: how GET parameters are flattened and when a
 * submission counts as a duplicate.
 */
export type Params = Record<string, unknown>;

/** Nested objects become key[sub]; empty values (undefined, null, '') are dropped. */
export function flattenParams(params: Params, prefix = ''): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(params)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'object' && !Array.isArray(value))
      pairs.push(...flattenParams(value as Params, name));
    else if (Array.isArray(value))
      value.forEach((item, index) => pairs.push(...flattenParams({ [index]: item }, name)));
    else pairs.push([name, String(value)]);
  }
  return pairs;
}

/**
 * Appends the flattened parameters and `lang`, unless the URL already names a language (the logout call), and
 * the shopper's display `currency` beside it when the app has one (decision 062).
 */
export function buildUrl(url: string, params: Params, lang: string, currency?: string | null): string {
  const [path, existing = ''] = url.split('?');
  const search = new URLSearchParams(existing);
  for (const [key, value] of flattenParams(params)) search.append(key, value);
  if (!search.has('lang')) search.append('lang', lang);
  if (currency && !search.has('currency')) search.append('currency', currency);
  return `${path}?${search.toString()}`;
}

/** Remembers each POST/PUT by URL and body; the same again within the window is a duplicate. */
export class DuplicateSubmitGuard {
  private readonly last = new Map<string, number>();

  constructor(private readonly windowMs = DUPLICATE_SUBMIT_WINDOW_MS) {}

  /** What makes two submissions the same. */
  static keyOf(url: string, body: unknown): string {
    return `${url}\n${JSON.stringify(body ?? null)}`;
  }

  /** True when the submission may go; false when the same was sent less than the window ago. */
  admit(url: string, body: unknown, now = Date.now()): boolean {
    const key = DuplicateSubmitGuard.keyOf(url, body);
    const previous = this.last.get(key);
    this.last.set(key, now);
    for (const [other, at] of this.last) if (now - at > this.windowMs) this.last.delete(other);
    return previous === undefined || now - previous >= this.windowMs;
  }
}
