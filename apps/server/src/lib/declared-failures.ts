import type { FastifyRequest } from 'fastify';
import { ANY_CALL_FAILURES, contract, type Endpoint, type FailureKey } from '@storefront/shared/contract';

/**
 * Whether the contract lets this request's call answer the refusal `key`: one of the call's `failures`, one any
 * call may answer, or not a business refusal at all (`validation.*`). Requests outside the contract (pictures,
 * pages) may answer any.
 */
export function isDeclaredFailure(request: FastifyRequest, key: string) {
  if (!key.startsWith('msg.') || ANY_CALL_FAILURES.includes(key as FailureKey)) return true;
  const endpoint: Endpoint | undefined =
    contract[`${request.method} ${request.routeOptions.url}` as keyof typeof contract];
  if (!endpoint) return true;
  return (endpoint.failures ?? []).includes(key as FailureKey);
}
