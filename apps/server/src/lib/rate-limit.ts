import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from './app-error';

/**
 * Per-address limit for the calls that guess or send secrets (login, register, codes). Held in Redis when
 * REDIS_URL is set, so every instance counts together; per-account limits live in the database.
 */
export const addressRateLimit = (config: Config) => ({
  rateLimit: { max: config.rateLimitPerMinute, timeWindow: '1 minute' },
});

/** Accounts behind one address (an office, a shop's staff) that may upload at their full pace together. */
const UPLOAD_ACCOUNTS_PER_ADDRESS = 5;

/** Who is uploading: the token's shopper, shop member or operator; without one, the address. */
function uploaderKey(request: FastifyRequest) {
  if (request.seller) return `seller:${request.seller.userId}`;
  if (request.operatorId !== null) return `operator:${request.operatorId}`;
  if (request.userId !== null) return `user:${request.userId}`;
  return `address:${request.ip}`;
}

/**
 * The limits of an upload route (spread into its options), since each picture costs a core for up to seconds
 * (decision 041): `uploadsPerMinute` per account, counted once its token is known, and five times as many per
 * address for all its accounts together; past either, `msg.too_many_requests`. Each route counts on its own,
 * in Redis when REDIS_URL is set, so every instance counts together.
 */
export function uploadRateLimit(app: FastifyInstance) {
  const { uploadsPerMinute } = app.ctx.config;
  const perAddress = app.createRateLimit({
    max: uploadsPerMinute * UPLOAD_ACCOUNTS_PER_ADDRESS,
    timeWindow: '1 minute',
    keyGenerator: (request) => `upload:${request.routeOptions.url}:${request.ip}`,
  });
  return {
    config: { rateLimit: { max: uploadsPerMinute, timeWindow: '1 minute', keyGenerator: uploaderKey } },
    // The route's own hooks run after the instance's, which have read the token.
    onRequest: async (request: FastifyRequest) => {
      const limit = await perAddress(request);
      if (!limit.isAllowed && limit.isExceeded) throw new AppError('msg.too_many_requests');
    },
  };
}
