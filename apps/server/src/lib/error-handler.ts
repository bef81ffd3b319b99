import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messageRef } from '@storefront/shared';
import { AppError } from './app-error';
import { databaseErrorOf, isConnectionLoss, UNIQUE_VIOLATION } from './database-error';
import { isDeclaredFailure } from './declared-failures';
import { failure } from './envelope';
import { translateMessageRef } from './i18n';

const PROTOCOL_ERRORS: Record<string, { key: string; status: number }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { key: 'msg.invalid_json', status: 400 },
  FST_ERR_CTP_EMPTY_JSON_BODY: { key: 'msg.invalid_json', status: 400 },
  FST_ERR_CTP_BODY_TOO_LARGE: { key: 'msg.payload_too_large', status: 413 },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { key: 'msg.bad_request', status: 415 },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { key: 'msg.bad_request', status: 400 },
};

type ValidationIssue = { message?: string; instancePath?: string; params?: Record<string, unknown> };

/** The first offending field, in the request's language, as the contract asks, and its message key. */
function validationFailure(request: FastifyRequest, issue: ValidationIssue | undefined) {
  const message = issue?.message ?? '';
  const field = issue?.instancePath?.split('/').filter(Boolean).pop() ?? 'request';
  const ref = /^(validation|msg)\./.test(message) ? message : `validation.invalid|${field}`;
  return failure(ref.split('|')[0] ?? ref, translateMessageRef(request.t, ref), 0, request.id);
}

const translated = (request: FastifyRequest, key: string) => failure(key, request.t(key), 0, request.id);

/** The one place where every failure becomes an envelope; nothing internal ever reaches the client. */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    // Under test, a refusal the contract does not list for the call fails loudly: the OpenAPI document (and
    // every client generated from it) reads the lists.
    if (request.server.ctx.config.env === 'test' && !isDeclaredFailure(request, error.key)) {
      const undeclared = `${error.key} is not among the failures the contract lists for ${request.method} ${request.routeOptions.url}`;
      return reply.status(500).send(failure('msg.server_error', undeclared, 0, request.id));
    }
    const { field, ...params } = error.params;
    const msg = field
      ? translateMessageRef(request.t, messageRef(error.key, String(field)), params)
      : request.t(error.key, params);
    return reply.status(error.httpStatus).send(failure(error.key, msg, error.code, request.id));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.status(200).send(validationFailure(request, error.validation[0]));
  }
  // A handler may reject with anything, even undefined or null; only an object carries a code or a status.
  const { code, statusCode } =
    typeof error === 'object' && error !== null ? (error as Partial<FastifyError>) : {};
  const protocol = code ? PROTOCOL_ERRORS[code] : undefined;
  if (protocol) {
    const envelope = () => translated(request, protocol.key);
    reply.status(protocol.status);
    // Fastify sends what the promise resolves to.
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return afterTheBody(request, reply).then(envelope);
    return reply.send(envelope());
  }
  // A name or code that must be unique and is taken: the operator (or shopper) picks another. Services that
  // can say which one (users' email, mobile, username) say so themselves.
  if (databaseErrorOf(error).code === UNIQUE_VIOLATION) {
    return reply.status(200).send(translated(request, 'msg.already_exists'));
  }
  // The database went away under the request (a restart, a failover) and nothing could be retried: try again.
  if (isConnectionLoss(error)) {
    request.log.warn({ err: error }, 'database connection lost');
    return reply.status(503).send(translated(request, 'msg.server_error'));
  }
  const status = statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply
      .status(status)
      .send(translated(request, status === 404 ? 'msg.not_found' : 'msg.bad_request'));
  }
  request.log.error({ err: error }, 'unexpected failure');
  return reply.status(500).send(translated(request, 'msg.server_error'));
}

// A refused body is read to its end (and thrown away) before the answer, up to this much: a client that sends the
// whole request before it reads the answer would otherwise lose the answer to the reset of a connection closed
// under it. Past this, the connection is closed after the answer. The request timeout bounds the time it takes.
const REFUSED_BODY_READ_AT_MOST_BYTES = 16 * 1024 * 1024;

/** Resolves once the request's body has arrived whole (and then keeps the connection), or is too big to wait for. */
function afterTheBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const body = request.raw;
  return new Promise((resolve) => {
    let discardedBytes = 0;
    const done = (whole: boolean) => {
      body.off('data', onData).off('end', onEnd).off('close', onClose);
      // Fastify asked to close the connection because of the unread body; once it is read, nothing is left over.
      if (whole) reply.removeHeader('connection');
      resolve();
    };
    const onData = (chunk: Buffer) => {
      discardedBytes += chunk.length;
      if (discardedBytes > REFUSED_BODY_READ_AT_MOST_BYTES) done(false);
    };
    const onEnd = () => done(true);
    const onClose = () => done(false);
    if (body.complete || body.readableEnded) return done(true);
    body.on('data', onData).on('end', onEnd).on('close', onClose);
    body.resume();
  });
}
