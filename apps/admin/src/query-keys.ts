import type { EndpointName, Input } from '@storefront/shared/client';

/** An endpoint a desk reads. */
export type ReadName = Extract<EndpointName, `GET ${string}`>;

/** A query key of the desks: the endpoint it reads first, then what narrows the read (input, filters, page). */
export type DeskQueryKey = readonly [ReadName, ...unknown[]];

/**
 * The query keys of the console and the seller centre, made from the contract's endpoint names: a misspelt
 * endpoint does not compile, where a misspelt string would silently refresh nothing. Every key starts with its
 * endpoint, so `all(name)` matches each read of it, whatever its input or page: what an action invalidates.
 */
export const queryKeys = {
  /** Every read of an endpoint: what an action that changed its data invalidates. */
  all: <Name extends ReadName>(name: Name) => [name] as const,
  /** One read of an endpoint, with its input when it takes one. */
  read: <Name extends ReadName>(name: Name, input?: Input<Name>): DeskQueryKey =>
    input === undefined ? [name] : [name, input],
  /** One page of a list, with its filters as the address holds them (text). */
  page: <Name extends ReadName>(name: Name, filters: Record<string, unknown>, page: number) =>
    [name, filters, page] as const,
};
