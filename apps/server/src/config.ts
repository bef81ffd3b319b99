import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

const onOff = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

/** Every setting the server reads from the environment, parsed once. */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(10),
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Storefront <no-reply@storefront.local>'),
  /** The first retry of a failed job (a mail the server refused) waits this long, each next one twice as long. */
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /** Webhooks may be delivered to loopback, private and link-local addresses (a test's receiver, a LAN). */
  WEBHOOKS_ALLOW_PRIVATE: onOff.default(false),
  /** A display currency's rate older than this is not used: prices show in dollars alone (decision 062). */
  CURRENCY_RATE_MAX_AGE_HOURS: z.coerce.number().int().min(1).max(8760).default(48),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO: onOff.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  TRUST_PROXY: onOff.default(false),
  HTTPS_ONLY: onOff.default(false),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  METRICS_TOKEN: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.string().min(16).optional())
    .optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  OTEL_SERVICE_NAME: z.string().trim().min(1).default('storefront'),
});

/** The names of every variable the server reads (`.env.example` documents each one). */
export const ENVIRONMENT_VARIABLES = Object.keys(environmentSchema.shape);

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * PostgreSQL connections this instance keeps (besides its LISTEN connections). All instances together want
   * about two to three per core of the database machine; more only queue inside PostgreSQL (docs/deploy.md).
   */
  databasePoolSize: number;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jobRetryDelaySeconds: number;
  webhooksAllowPrivate: boolean;
  /** How old a display currency's rate may be and still be shown (decision 062). */
  currencyRateMaxAgeHours: number;
  adminPassword: string | undefined;
  seedDemo: boolean;
  logLevel: string;
  /** Requests a minute one address may make to login, register and code sending. */
  rateLimitPerMinute: number;
  /**
   * Pictures one account may upload a minute on each upload route (shopper, seller centre, console); one address,
   * whatever its accounts, five times as many (decision 041).
   */
  uploadsPerMinute: number;
  trustProxy: boolean;
  /**
   * The site is served over HTTPS only: every answer carries HSTS and pages upgrade plain-HTTP links, whatever
   * the request came by. Without it those headers go only on requests that arrived over TLS.
   */
  httpsOnly: boolean;
  /**
   * How long a client may take to send a whole request (headers and body), and its headers alone; a slower one
   * is cut. The shopper app itself gives up on any request after 10 s, so 30 s lets a 5 MB picture arrive at
   * 1.4 Mbit/s; behind a proxy that buffers requests, the proxy's own limits apply first.
   */
  requestTimeoutSeconds: number;
  headersTimeoutSeconds: number;
  /**
   * `/metrics` (Prometheus text) answers only a request bearing this token (`Authorization: Bearer …`), or only on
   * METRICS_PORT, a port of its own that the load balancer does not expose. Neither set: no metrics at all.
   */
  metricsToken: string | undefined;
  metricsPort: number | undefined;
  /**
   * The address METRICS_PORT listens on: this machine only unless told otherwise, since it answers without a
   * token (a Prometheus on another host needs the private network's address, or 0.0.0.0 behind a firewall).
   */
  metricsHost: string;
  /** Traces go to this OTLP/HTTP collector when set (decision 036); off by default. */
  otelEndpoint: string | undefined;
  otelServiceName: string;
};

/**
 * Reads `.env` from the working directory into the environment, if there is one; a variable already set in the
 * environment wins over the file. Called by the server and the command-line tools before `loadConfig`.
 */
export function readEnvFile(file = path.resolve('.env')) {
  if (existsSync(file)) process.loadEnvFile(file);
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS) {
    throw new Error(
      'Invalid configuration:\n  HEADERS_TIMEOUT_SECONDS: must not be longer than REQUEST_TIMEOUT_SECONDS',
    );
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    jobRetryDelaySeconds: env.JOB_RETRY_DELAY_SECONDS,
    webhooksAllowPrivate: env.WEBHOOKS_ALLOW_PRIVATE,
    currencyRateMaxAgeHours: env.CURRENCY_RATE_MAX_AGE_HOURS,
    adminPassword: env.ADMIN_PASSWORD,
    // The demo catalog is on by default only for the embedded database.
    seedDemo: env.SEED_DEMO ?? env.DATABASE_URL === undefined,
    logLevel: env.LOG_LEVEL,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    uploadsPerMinute: env.UPLOADS_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    httpsOnly: env.HTTPS_ONLY,
    requestTimeoutSeconds: env.REQUEST_TIMEOUT_SECONDS,
    headersTimeoutSeconds: env.HEADERS_TIMEOUT_SECONDS,
    metricsToken: env.METRICS_TOKEN,
    metricsPort: env.METRICS_PORT,
    metricsHost: env.METRICS_HOST,
    otelEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
    otelServiceName: env.OTEL_SERVICE_NAME,
  };
}
