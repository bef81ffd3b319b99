import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { okSerialized, unixTime } from './envelope';

type Encoding = 'br' | 'gzip';
type Bodies = { second: number; identity: Buffer; br?: Buffer; gzip?: Buffer };

const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });
// The quality @fastify/compress uses for brotli: most of the gain for a fraction of the time.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * A success answer whose data does not change until the catalog does: its envelope (message, time to the
 * second) and its compressed forms are made once per language and second and sent as they are. Compressing a
 * list for every phone cost seven times what answering it did.
 */
export class CachedAnswer {
  readonly #bodies = new Map<string, Bodies>();

  constructor(readonly dataJson: string) {}

  send(request: FastifyRequest, reply: FastifyReply) {
    const second = unixTime();
    const language = request.language.file_name;
    let bodies = this.#bodies.get(language);
    if (bodies?.second !== second) {
      bodies = { second, identity: Buffer.from(okSerialized(request, this.dataJson, second)) };
      this.#bodies.set(language, bodies);
    }
    const accepted = request.headers['accept-encoding'];
    const encoding = accepted ? encodings.negotiate(accepted) : null;
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (!encoding) return reply.send(bodies.identity);
    const body = (bodies[encoding] ??=
      encoding === 'br' ? brotliCompressSync(bodies.identity, BROTLI) : gzipSync(bodies.identity));
    return reply.header('content-encoding', encoding).send(body);
  }
}
