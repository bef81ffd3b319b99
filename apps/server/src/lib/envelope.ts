import type { FastifyRequest } from 'fastify';
import type { MessageKey } from '@storefront/i18n';

export type Envelope<T> = { code: number; msg: string; time: number; data: T };

export const unixTime = () => Math.floor(Date.now() / 1000);

/** The success envelope, with its message in the request's language. */
export function ok<T>(request: FastifyRequest, data: T, key: MessageKey = 'msg.ok'): Envelope<T> {
  return { code: 1, msg: request.t(key), time: unixTime(), data };
}

export function failure(msg: string, code = 0): Envelope<null> {
  return { code, msg, time: unixTime(), data: null };
}

/**
 * The success envelope around data already serialized (a cached catalog answer): the same JSON as `ok`,
 * without serializing the data again on every request.
 */
export function okSerialized(request: FastifyRequest, dataJson: string, time = unixTime()): string {
  return `{"code":1,"msg":${JSON.stringify(request.t('msg.ok'))},"time":${time},"data":${dataJson}}`;
}
