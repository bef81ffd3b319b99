import type { EndpointName, Input } from '@storefront/shared/client';
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

export type { ListName, RowOf } from './desk-client';
export const { readList } = desk;
