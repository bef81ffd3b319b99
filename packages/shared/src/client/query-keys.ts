import type { EndpointName, Input } from './api-client';

/** An endpoint a query reads. */
export type ReadName = Extract<EndpointName, `GET ${string}`>;

/** A query key of either app: the endpoint it reads first, then what narrows the read (input, filters, page). */
export type EndpointQueryKey = readonly [ReadName, ...unknown[]];

/** What tells one list of an endpoint from another: its input without the page (and page size). */
export type ListFilters<Name extends ReadName> = Partial<Omit<NonNullable<Input<Name>>, 'page' | 'limit'>>;

/**
 * The query keys of the shopper app, the console and the seller centre, made from the contract's endpoint
 * names: a misspelt endpoint does not compile, where a misspelt string would silently refresh nothing. Every
 * key starts with its endpoint, so `all(name)` matches each read of it, whatever its input, page or language:
 * what an action that changed its data invalidates. Only types come from the contract (no schemas are bundled).
 */
export const queryKeys = {
  /** Every read of an endpoint: what an action that changed its data invalidates. */
  all: <Name extends ReadName>(name: Name) => [name] as const,
  /** One read of an endpoint, with its input when it takes one. */
  read: <Name extends ReadName>(name: Name, input?: Input<Name>): EndpointQueryKey =>
    input === undefined ? [name] : [name, input],
  /**
   * One read whose answer the server words in the shopper's language: the language is part of the key, so a
   * switch reads it again rather than showing the old words.
   */
  translated: <Name extends ReadName>(name: Name, language: string, input?: Input<Name>): EndpointQueryKey =>
    input === undefined ? [name, { language }] : [name, input, { language }],
  /** One page of a list, with its filters as the address holds them (text). */
  page: <Name extends ReadName>(name: Name, filters: Record<string, unknown>, page: number) =>
    [name, filters, page] as const,
  /** A list read a page at a time and kept whole (load more, pull to refresh), with its filters. */
  pages: <Name extends ReadName>(name: Name, filters: ListFilters<Name> = {}) =>
    [name, 'pages', filters] as const,
};
