import type { Input } from '@storefront/shared/client';
import { createDeskClient, type ReadsOf, type TranslationsClient } from './desk-client';

/** The console's client: the operator's token, the console language, failures shown, 401 back to login. */
const desk = createDeskClient({ tokenKey: 'console.token', loginPath: '/admin/login' });
export const { request, call, setUnauthorizedHandler, setFailureDisplay } = desk;
export const operatorToken = desk.token;

/**
 * What a console page reads, keyed by its endpoint (and input) with `queryKeys`, so that an action refreshes a
 * read by naming its endpoint: `queryKeys.all('GET /api/admin/orders')`.
 */
export const consoleQuery = <Name extends ReadsOf<'operator'>>(name: Name, input?: Input<Name>) =>
  desk.query(name, input);

export type { ListName, RowOf } from './desk-client';
export const { readList } = desk;

/** The console's translations: any product's or shop's, with the operator token. */
export const CONSOLE_TRANSLATIONS: TranslationsClient = {
  read: 'GET /api/admin/translations',
  fetch: (input, signal) => call('GET /api/admin/translations', input, { signal }),
  save: (input) => call('POST /api/admin/translation/save', input),
};
