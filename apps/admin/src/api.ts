import i18next from 'i18next';
import { queryOptions } from '@tanstack/react-query';
import {
  type Answer,
  createApiClient,
  type EndpointName,
  type Input,
  type Params,
} from '@storefront/shared/client';
import { currentLanguage } from './i18n';

const TOKEN_KEY = 'console.token';

export const operatorToken = {
  get: () => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

let onUnauthorized: () => void = () => window.location.assign('/admin/login');
export const setUnauthorizedHandler = (handler: () => void) => {
  onUnauthorized = handler;
};

let showFailure: (message: string) => void = () => undefined;
/** The console shows failures with antd's message, which lives in the React tree: it registers itself here. */
export const setFailureDisplay = (display: (message: string) => void) => {
  showFailure = display;
};

/** The console's client: the operator's token, the console language, failures shown, 401 back to login. */
export const { request, call } = createApiClient({
  language: () => currentLanguage().file_name,
  token: operatorToken.get,
  translate: (key, params) => i18next.t(key, params),
  showFailure: (message) => showFailure(message),
  signOut: () => {
    operatorToken.clear();
    onUnauthorized();
  },
});

type ConsoleRead = Extract<EndpointName, `GET /api/admin/${string}`>;

/**
 * What a console page reads, keyed by its endpoint (and input), so that an action refreshes a read by naming
 * its endpoint: `refresh: [['GET /api/admin/orders']]`.
 */
export const consoleQuery = <Name extends ConsoleRead>(name: Name, input?: Input<Name>) =>
  queryOptions({
    queryKey: input === undefined ? [name] : [name, input],
    queryFn: () => request<Answer<Name>>({ url: name.slice('GET '.length), params: (input ?? {}) as Params }),
  });

/** The console's list endpoints: those answering a page of rows. */
export type ListName = {
  [Name in ConsoleRead]: Answer<Name> extends { list: unknown[] } ? Name : never;
}[ConsoleRead];

/** A row of a console list, as the contract describes it. */
export type RowOf<Name extends ListName> = Name extends ListName
  ? Answer<Name> extends { list: (infer Row)[] }
    ? Row
    : never
  : never;

/**
 * A page of a console list, with filters as the address holds them (text): the server validates them like
 * any other input.
 */
export const readList = <Name extends ListName>(name: Name, query: Record<string, unknown>) =>
  request<{ list: RowOf<Name>[]; total: number }>({ url: name.slice('GET '.length), params: query });
