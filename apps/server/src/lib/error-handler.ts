import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messageRef } from '@storefront/shared';
import { AppError } from './app-error';
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

/** The first offending field, in the request's language, as the contract asks. */
function validationMessage(request: FastifyRequest, issue: ValidationIssue | undefined): string {
  const message = issue?.message ?? '';
  if (/^(validation|msg)\./.test(message)) return translateMessageRef(request.t, message);
  const field = issue?.instancePath?.split('/').filter(Boolean).pop() ?? 'request';
  return translateMessageRef(request.t, `validation.invalid|${field}`);
}

/** The one place where every failure becomes an envelope; nothing internal ever reaches the client. */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const { field, ...params } = error.params;
    const msg = field
      ? translateMessageRef(request.t, messageRef(error.key, String(field)), params)
      : request.t(error.key, params);
    return reply.status(error.httpStatus).send(failure(msg, error.code));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.status(200).send(failure(validationMessage(request, error.validation[0])));
  }
  // A handler may reject with anything, even undefined or null; only an object carries a code or a status.
  const { code, statusCode } =
    typeof error === 'object' && error !== null ? (error as Partial<FastifyError>) : {};
  const protocol = code ? PROTOCOL_ERRORS[code] : undefined;
  if (protocol) return reply.status(protocol.status).send(failure(request.t(protocol.key)));
  const status = statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply
      .status(status)
      .send(failure(request.t(status === 404 ? 'msg.not_found' : 'msg.bad_request')));
  }
  request.log.error({ err: error }, 'unexpected failure');
  return reply.status(500).send(failure(request.t('msg.server_error')));
}
