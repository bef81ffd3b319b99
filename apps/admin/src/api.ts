import type { Answer, EndpointName, Input } from '@storefront/shared/client';
import { createDeskClient } from './desk-client';

/** The console's client: the operator's token, the console language, failures shown, 401 back to login. */
const desk = createDeskClient({ tokenKey: 'console.token', loginPath: '/admin/login' });
export const { request, call, setUnauthorizedHandler, setFailureDisplay } = desk;
export const operatorToken = desk.token;

type ConsoleRead = Extract<EndpointName, `GET /api/admin/${string}`>;

/**
 * What a console page reads, keyed by its endpoint (and input), so that an action refreshes a read by naming
 * its endpoint: `refresh: [['GET /api/admin/orders']]`.
 */
export const consoleQuery = <Name extends ConsoleRead>(name: Name, input?: Input<Name>) =>
  desk.query(name, input);

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
