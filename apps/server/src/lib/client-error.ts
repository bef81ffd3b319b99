import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { resolveLanguage } from '@storefront/shared';
import { failure } from './envelope';
import { translatorFor } from './i18n';
import { apiHeaders } from './security-headers';

const STATUS_BY_CODE: Record<string, number> = { ERR_HTTP_REQUEST_TIMEOUT: 408, HPE_HEADER_OVERFLOW: 431 };
const KEY_BY_STATUS: Record<number, string> = { 408: 'msg.request_timeout', 431: 'msg.payload_too_large' };
const defaultLanguage = translatorFor(resolveLanguage(undefined));

/**
 * What Node's HTTP parser refuses before a request exists: headers or URL over 16 KB, a malformed request, a
 * request that did not arrive whole in time (the request and header timeouts, app.ts). Fastify's own answer
 * has another shape and none of the security headers; this one is the envelope in the default language (the
 * request's `lang` was never read), with the API's headers, and the connection closes as Node's does.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = STATUS_BY_CODE[error.code ?? ''] ?? 400;
  const key = KEY_BY_STATUS[status] ?? 'msg.bad_request';
  const body = JSON.stringify(failure(key, defaultLanguage(key)));
  const headers = {
    ...apiHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  // An answer already under way (a refused body still arriving when the request timed out) is not interrupted
  // by a second one: the connection just closes.
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
    ?.headersSent;
  if (socket.writable && !answering)
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  socket.destroy(error);
}
