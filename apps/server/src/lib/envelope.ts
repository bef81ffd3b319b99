import type { FastifyRequest } from 'fastify';
import type { MessageKey } from '@storefront/i18n';

export type Envelope<T> = { code: 1; msg: string; time: number; data: T };

/**
 * A failure also names its message key (`msg.insufficient_balance`, `validation.amount`): `msg` is for people,
 * `key` for programs, which decide on it and never on the translated text. `request_id` is the request's id, as in
 * its `X-Request-Id` header and its log lines: what a shopper's complaint quotes to find them.
 */
export type FailureEnvelope = {
  code: 0 | 401;
  msg: string;
  key: string;
  time: number;
  data: null;
  request_id?: string;
};

export const unixTime = () => Math.floor(Date.now() / 1000);

/** The success envelope, with its message in the request's language. */
export function ok<T>(request: FastifyRequest, data: T, key: MessageKey = 'msg.ok'): Envelope<T> {
  return { code: 1, msg: request.t(key), time: unixTime(), data };
}

export function failure(key: string, msg: string, code: 0 | 401 = 0, requestId?: string): FailureEnvelope {
  const envelope: FailureEnvelope = { code, msg, key, time: unixTime(), data: null };
  if (requestId !== undefined) envelope.request_id = requestId;
  return envelope;
}

/**
 * The success envelope around data already serialized (a cached catalog answer): the same JSON as `ok`,
 * without serializing the data again on every request.
 */
export function okSerialized(request: FastifyRequest, dataJson: string, time = unixTime()): string {
  return `{"code":1,"msg":${JSON.stringify(request.t('msg.ok'))},"time":${time},"data":${dataJson}}`;
}
