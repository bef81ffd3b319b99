/** The desks use the query keys both apps share (made from the contract's endpoint names). */
export { queryKeys, type ReadName, type EndpointQueryKey as DeskQueryKey } from '@storefront/shared/client';
