import i18next from 'i18next';
import { queryOptions } from '@tanstack/react-query';
import type { Access, Contract } from '@storefront/shared/contract';
import { type Answer, createApiClient, type Input, type Params } from '@storefront/shared/client';
import { currentLanguage } from './i18n';
import { queryKeys, type ReadName } from './query-keys';

/** Where a desk reads and saves translations: the console's calls, or the seller centre's with its token. */
export type TranslationsClient = {
  read: 'GET /api/admin/translations' | 'GET /api/seller/translations';
  fetch: (
    input: Input<'GET /api/admin/translations'>,
    signal?: AbortSignal,
  ) => Promise<Answer<'GET /api/admin/translations'>>;
  save: (input: Input<'POST /api/admin/translation/save'>) => Promise<unknown>;
};

/** What a desk reads: the endpoints of its own role (operator, seller) and the public ones. */
export type ReadsOf<Role extends Access> = {
  [Name in ReadName]: Contract[Name]['access'] extends Role | 'public' ? Name : never;
}[ReadName];

/** The list endpoints of the desks: those answering a page of rows. */
export type ListName = {
  [Name in ReadName]: Answer<Name> extends { list: unknown[] } ? Name : never;
}[ReadName];

/** A row of a desk list, as the contract describes it. */
export type RowOf<Name extends ListName> = Name extends ListName
  ? Answer<Name> extends { list: (infer Row)[] }
    ? Row
    : never
  : never;

/** How a desk reads a page of a list; `signal` is TanStack Query's, so a page left cancels its read. */
export type ListReader<Name extends ListName> = (
  name: Name,
  filters: Record<string, unknown>,
  signal?: AbortSignal,
) => Promise<{ list: RowOf<Name>[]; total: number }>;

/**
 * The client of a desktop app of this package (the console, the seller centre): its own token in local
 * storage (an operator's and a seller's never stand in for each other), the interface language, failures shown
 * with antd's message, and a 401 back to the app's login.
 */
export function createDeskClient(options: { tokenKey: string; loginPath: string }) {
  const token = {
    get: () => localStorage.getItem(options.tokenKey),
    set: (value: string) => localStorage.setItem(options.tokenKey, value),
    clear: () => localStorage.removeItem(options.tokenKey),
  };
  let onUnauthorized: () => void = () => window.location.assign(options.loginPath);
  let showFailure: (message: string) => void = () => undefined;
  const client = createApiClient({
    language: () => currentLanguage().file_name,
    token: token.get,
    translate: (key, params) => i18next.t(key, params ?? {}),
    showFailure: (message) => showFailure(message),
    signOut: () => {
      token.clear();
      onUnauthorized();
    },
  });
  /** What a page reads, keyed by its endpoint (and input), so that an action refreshes a read by naming it. */
  const query = <Name extends ReadName>(name: Name, input?: Input<Name>) =>
    queryOptions({
      queryKey: queryKeys.read(name, input),
      // TanStack's signal aborts the read when no page wants it any more (the page was left).
      queryFn: ({ signal }) =>
        client.request<Answer<Name>>({
          url: name.slice('GET '.length),
          params: (input ?? {}) as Params,
          signal,
        }),
    });
  /**
   * A page of a list, with filters as the address holds them (text): the server validates them like any other
   * input.
   */
  const readList = <Name extends ListName>(
    name: Name,
    filters: Record<string, unknown>,
    signal?: AbortSignal,
  ) =>
    client.request<{ list: RowOf<Name>[]; total: number }>({
      url: name.slice('GET '.length),
      params: filters as Params,
      signal,
    });
  return {
    ...client,
    token,
    query,
    readList,
    /** The router's way back to login, once the app has one. */
    setUnauthorizedHandler: (handler: () => void) => {
      onUnauthorized = handler;
    },
    /** antd's message lives in the React tree: it registers itself here. */
    setFailureDisplay: (display: (message: string) => void) => {
      showFailure = display;
    },
  };
}
