import type { CurrencyCode, Language } from '@storefront/shared';
import type { RatesCache } from './lib/rates-cache';
import type { DestinationRulesCache } from './lib/destination-rules-cache';
import type { Config } from './config';
import type { Db } from './db/client';
import type { CatalogCache } from './lib/catalog-cache';
import type { Translate } from './lib/i18n';
import type { JobRunner } from './lib/jobs';
import type { Mailer } from './lib/mailer';
import type { Metrics } from './lib/metrics';
import type { SessionCache } from './lib/session-cache';
import type { Redis } from 'ioredis';
import type { Seller } from './lib/auth';

/** What every service function may use; built once in buildApp and reachable as `app.ctx`. */
export type AppContext = {
  catalogCache: CatalogCache;
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Mails and events leave through it once `start`ed (main.ts; tests of one request do without). */
  jobs: JobRunner;
  redis: Redis | undefined;
  sessions: SessionCache;
  /** The display currencies' rates (decision 062), kept until an operator changes one. */
  rates: RatesCache;
  /** Shops' shipping zones and the destinations' tax rules (decision 064), kept until one changes. */
  destinationRules: DestinationRulesCache;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Present when METRICS_TOKEN or METRICS_PORT turns metrics on. */
    metrics: Metrics | undefined;
  }
  interface FastifyRequest {
    language: Language;
    t: Translate;
    /** The display currency of the `currency` query parameter; null for none or an unknown one. */
    currency: CurrencyCode | null;
    userId: number | null;
    operatorId: number | null;
    seller: Seller | null;
  }
}
