import type { Config } from '../config';

/**
 * Per-address limit for the calls that guess or send secrets (login, register, codes). Held in Redis when
 * REDIS_URL is set, so every instance counts together; per-account limits live in the database.
 */
export const addressRateLimit = (config: Config) => ({
  rateLimit: { max: config.rateLimitPerMinute, timeWindow: '1 minute' },
});
