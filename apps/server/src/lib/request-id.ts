import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a proxy's id may look like: short, and nothing that could break a log line or a header. */
const ACCEPTABLE_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * Each request's id: the `X-Request-Id` a trusted proxy (TRUST_PROXY) sent, so one id follows the request from
 * the edge to these logs, or a new UUID. Without a trusted proxy a client's own header is ignored: anyone could
 * otherwise make their requests share an id with someone else's in the logs.
 */
export function requestIdGenerator(trustProxy: boolean) {
  return (request: IncomingMessage): string => {
    const given = trustProxy ? request.headers['x-request-id'] : undefined;
    return typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID();
  };
}
