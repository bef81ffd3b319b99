import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { findCurrency, resolveLanguage } from '@storefront/shared';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { builtAppFolders } from './paths';
import { answerSerializer } from './lib/answer-serializer';
import { AppError } from './lib/app-error';
import { identifyOperator, identifySeller, identifyUser } from './lib/auth';
import { failure } from './lib/envelope';
import { handleError } from './lib/error-handler';
import { translatorFor } from './lib/i18n';
import { createJobRunner } from './lib/jobs';
import { forgetStaleLoginAttempts } from './lib/login-attempts';
import { createMailer, type Mailer } from './lib/mailer';
import { relayOutbox } from './lib/outbox';
import { runOrderJobs } from './modules/order/lifecycle';
import { countSales } from './modules/order/sales';
import { installMetrics, metricsRoute } from './lib/metrics';
import { openApiOptions } from './lib/openapi';
import { checkReadiness } from './lib/readiness';
import { requestIdGenerator } from './lib/request-id';
import { nameRequestSpans } from './lib/tracing';
import { assertContractRoute } from './lib/route';
import { adminRoutes } from './modules/admin/routes';
import { adminShoppingRoutes } from './modules/admin/shopping-routes';
import { adminWalletRoutes } from './modules/admin/wallet-routes';
import { adminAfterSaleRoutes } from './modules/admin/after-sale-routes';
import { adminConsoleRoutes } from './modules/admin/console-routes';
import { adminMerchantRoutes, merchantApplyRoutes } from './modules/merchant/routes';
import { sellerLoginRoutes, sellerRoutes } from './modules/seller/routes';
import { sellerCareRoutes } from './modules/seller/care-routes';
import { sellerShopRoutes } from './modules/seller/shop-routes';
import { adminCatalogueRoutes, sellerCatalogueRoutes } from './modules/catalog-import/routes';
import { adminStatementRoutes, sellerStatementRoutes } from './modules/seller/statement-routes';
import { adminWebhookRoutes, sellerWebhookRoutes } from './modules/webhooks/routes';
import { deliverWebhooks, fanOut, WEBHOOK_QUEUE, WEBHOOK_RETRIES } from './modules/webhooks/deliver';
import { complaintRoutes } from './modules/complaint/routes';
import { adminCurrencyRoutes, currencyRoutes } from './modules/currency/routes';
import { openRatesCache } from './lib/rates-cache';
import { openDestinationRulesCache } from './lib/destination-rules-cache';
import { adminTaxRoutes } from './modules/destination/tax-routes';
import { adminZoneRoutes, sellerZoneRoutes } from './modules/destination/zone-routes';
import { consultRoutes } from './modules/consult/routes';
import { notificationRoutes } from './modules/notification/routes';
import { refundRoutes } from './modules/refund/routes';
import { reviewRoutes } from './modules/review/routes';
import { addressRoutes } from './modules/address/routes';
import { authRoutes } from './modules/auth/routes';
import { cartRoutes } from './modules/cart/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { homePage } from './modules/content/home-page';
import { contentRoutes } from './modules/content/routes';
import { emsRoutes } from './modules/ems/routes';
import { favouriteRoutes } from './modules/favourite/routes';
import { mediaRoutes } from './modules/media/routes';
import { orderListRoutes, orderRoutes } from './modules/order/routes';
import { productRoutes } from './modules/product/routes';
import { openCatalogCache } from './lib/catalog-cache';
import { answerClientError } from './lib/client-error';
import { openSessionCache } from './lib/session-cache';
import { securityHeadersFor } from './lib/security-headers';
import { shopRoutes } from './modules/shop/routes';
import { uploadFiles } from './modules/upload/files';
import { uploadRoutes } from './modules/upload/routes';
import { userRoutes } from './modules/user/routes';
import { walletRoutes } from './modules/wallet/routes';

export type BuildOptions = {
  config: Config;
  database: Database;
  redis?: Redis;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Where the shopper app's and the console's builds are (their `dist` folders in the repository by default). */
  builtApps?: { web: string; admin: string };
};

/** Every message is in the language of the `lang` query parameter; unknown or missing is simplified Chinese. */
function applyLanguage(request: FastifyRequest, lang: unknown) {
  request.language = resolveLanguage(typeof lang === 'string' ? lang : undefined);
  request.t = translatorFor(request.language);
}

/**
 * The display currency of the `currency` query parameter, beside `lang` (decision 062); an unknown or missing one
 * is none: figures in dollars alone.
 */
function applyCurrency(request: FastifyRequest, currency: unknown) {
  request.currency = findCurrency(typeof currency === 'string' ? currency : undefined)?.code ?? null;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  // `protocol` is https for a TLS socket, or, with TRUST_PROXY, when the proxy's X-Forwarded-Proto says so.
  const overTls = (request: FastifyRequest) => config.httpsOnly || request.protocol === 'https';
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    // Every log line of a request carries `request_id`, the id its answer names (header and failure envelope).
    genReqId: requestIdGenerator(config.trustProxy),
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    bodyLimit: 1024 * 1024,
    // A client trickling its request (a byte every few seconds) would hold a socket as long as it likes: the
    // whole request must arrive within REQUEST_TIMEOUT_SECONDS (30 s: a 5 MB picture at 1.4 Mbit/s, while the
    // app itself gives up after 10 s), its headers within HEADERS_TIMEOUT_SECONDS (10 s). Node checks both
    // every `connectionsCheckingInterval` (30 s by default, too coarse for such limits).
    requestTimeout: config.requestTimeoutSeconds * 1000,
    http: {
      headersTimeout: config.headersTimeoutSeconds * 1000,
      requestTimeout: config.requestTimeoutSeconds * 1000,
      connectionsCheckingInterval: 1000,
    },
    // A URL that cannot be decoded never reaches the hooks or the error handler: without this Fastify answers
    // its own body, which names its error code and echoes the URL back.
    frameworkErrors: (error, request, reply) => {
      applyLanguage(request, new URLSearchParams(request.raw.url?.split('?')[1]).get('lang'));
      reply.headers(securityHeadersFor(request.raw.url ?? '/', overTls(request)));
      reply.header('x-request-id', request.id);
      return handleError(error, request, reply);
    },
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer({ strict: config.env === 'test' }));

  const catalogCache = await openCatalogCache(options.database);
  app.addHook('onClose', () => catalogCache.close());
  const sessions = await openSessionCache(options.database);
  app.addHook('onClose', () => sessions.close());
  const rates = await openRatesCache(options.database);
  app.addHook('onClose', () => rates.close());
  const destinationRules = await openDestinationRulesCache(options.database);
  app.addHook('onClose', () => destinationRules.close());
  // This instance's own writes are forgotten before their answer leaves, so a shopper who just ordered never
  // reads the old stock back; other instances hear the database's notification a moment later.
  // Hooks on every request are written with `done` rather than async: no promise per request and hook.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') catalogCache.invalidate();
    done(null, payload);
  });
  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  const db = options.database.db;
  const jobs = createJobRunner({
    database: options.database,
    mailer,
    log: app.log,
    retryDelaySeconds: config.jobRetryDelaySeconds,
    clock: async () => {
      await runOrderJobs(db);
      // Login attempts whose streak and lock ran out (decision 018): guesses at new names leave no rows forever.
      await forgetStaleLoginAttempts(db);
    },
    every: async () => {
      // Payments leave their lines to count (decision 014); events leave for their subscribers (decision 050).
      await countSales(db);
      await relayOutbox(db, { mailer, jobs, sendMailNow: false }, { events: true });
    },
  });
  // Events to the integrators' endpoints (decision 051).
  jobs.subscribe(fanOut(db, jobs));
  jobs.define(
    WEBHOOK_QUEUE,
    { retryLimit: WEBHOOK_RETRIES, retryDelaySeconds: config.jobRetryDelaySeconds, expireInSeconds: 60 },
    deliverWebhooks(db, { allowPrivate: config.webhooksAllowPrivate }),
  );
  app.addHook('onClose', async () => {
    if (jobs.running) await jobs.stop();
  });
  const ctx: AppContext = {
    catalogCache,
    db,
    config,
    redis: options.redis,
    sessions,
    rates,
    destinationRules,
    mailer,
    jobs,
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('userId', null);
  app.decorateRequest('operatorId', null);
  app.decorateRequest('seller', null);
  app.decorateRequest('language');
  app.decorateRequest('t');
  app.decorateRequest('currency', null);

  app.addHook('onRequest', (request, _reply, done) => {
    const query = request.query as Record<string, unknown> | undefined;
    applyLanguage(request, query?.lang);
    applyCurrency(request, query?.currency);
    done();
  });
  // A POST without a body is validated as an empty object, so the shopper reads which field is missing.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined || request.body === null) request.body = {};
    done();
  });

  if (config.otelEndpoint) nameRequestSpans(app);
  app.setErrorHandler(handleError);
  // Every /api route comes from the contract, with its answer schema (checked as each route is added).
  app.addHook('onRoute', assertContractRoute);

  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeadersFor(request.url, overTls(request)));
    reply.header('x-request-id', request.id);
    done();
  });
  // gzip or brotli for JSON and the built apps: a phone on a slow network downloads about a third.
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis, nameSpace: 'storefront-rate-limit-' } : {}),
    errorResponseBuilder: () => new AppError('msg.too_many_requests'),
  });

  await app.register(swagger, openApiOptions());
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // Alive: the process answers. A database outage must not get healthy instances restarted; /readyz says
  // whether this one can serve.
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    const readiness = await checkReadiness(options.database, options.redis, (part, error) =>
      request.log.warn({ err: error, part }, 'not ready'),
    );
    return reply
      .status(readiness.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(readiness.ready ? { status: 'ready' } : { status: 'unavailable', failing: readiness.failing });
  });
  app.decorate(
    'metrics',
    config.metricsToken || config.metricsPort ? installMetrics(app, options.database) : undefined,
  );
  if (app.metrics && config.metricsToken) metricsRoute(app, app.metrics, config.metricsToken);

  await app.register(mediaRoutes, { prefix: '/media' });
  await app.register(uploadFiles, { prefix: '/uploads', dataDir: config.dataDir });
  await app.register(
    async (api) => {
      // A guest (no token) passes without a promise: most catalog traffic.
      api.addHook('onRequest', (request, _reply, done) => {
        if (request.headers.token === undefined) return done();
        identifyUser(request).then(() => done(), done);
      });
      await api.register(authRoutes, { prefix: '/user' });
      await api.register(userRoutes, { prefix: '/user' });
      await api.register(addressRoutes, { prefix: '/user' });
      await api.register(contentRoutes);
      await api.register(catalogRoutes, { prefix: '/index' });
      await api.register(emsRoutes, { prefix: '/ems' });
      await api.register(productRoutes, { prefix: '/product' });
      await api.register(shopRoutes, { prefix: '/shop' });
      await api.register(favouriteRoutes, { prefix: '/favourite' });
      await api.register(cartRoutes, { prefix: '/cart' });
      await api.register(orderRoutes, { prefix: '/order' });
      await api.register(orderListRoutes, { prefix: '/user' });
      await api.register(walletRoutes, { prefix: '/user' });
      await api.register(uploadRoutes, { prefix: '/common' });
      await api.register(refundRoutes, { prefix: '/refund' });
      await api.register(reviewRoutes, { prefix: '/comment' });
      await api.register(complaintRoutes, { prefix: '/user' });
      await api.register(consultRoutes, { prefix: '/consult' });
      await api.register(notificationRoutes, { prefix: '/notification' });
      await api.register(merchantApplyRoutes, { prefix: '/user' });
      await api.register(currencyRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', identifyOperator);
      await admin.register(adminRoutes);
      await admin.register(adminShoppingRoutes);
      await admin.register(adminWalletRoutes);
      await admin.register(adminAfterSaleRoutes);
      await admin.register(adminConsoleRoutes);
      await admin.register(adminMerchantRoutes);
      await admin.register(adminCatalogueRoutes);
      await admin.register(adminStatementRoutes);
      await admin.register(adminWebhookRoutes);
      await admin.register(adminCurrencyRoutes);
      await admin.register(adminTaxRoutes);
      await admin.register(adminZoneRoutes);
    },
    { prefix: '/api/admin' },
  );
  await app.register(
    async (seller) => {
      seller.addHook('onRequest', identifySeller);
      await seller.register(sellerLoginRoutes);
      await seller.register(sellerRoutes);
      await seller.register(sellerCareRoutes);
      await seller.register(sellerShopRoutes);
      await seller.register(sellerCatalogueRoutes);
      await seller.register(sellerStatementRoutes);
      await seller.register(sellerWebhookRoutes);
      await seller.register(sellerZoneRoutes);
    },
    { prefix: '/api/seller' },
  );

  await serveBuiltApps(app, options.builtApps ?? builtAppFolders);
  return app;
}

/**
 * A path naming a file of a kind the apps are built from or serve: missing, it is a 404. Any other path is a page
 * of the app, even when its last part has a dot (the refund page's address ends in the amount, `…/21.50`).
 */
const STATIC_FILE =
  /\.(js|mjs|css|map|html?|json|txt|xml|webmanifest|ico|png|jpe?g|gif|webp|avif|svg|woff2?|ttf)$/i;

/** Hashed build assets never change; the HTML that names them must always be fresh. */
function cacheHeaders(reply: FastifyReply, filePath: string) {
  reply.header(
    'cache-control',
    filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/**
 * In production one process serves everything: the operator console under /admin, the seller centre under
 * /seller (a second page of the console's build), the shopper app at / with history fallback. Unknown API paths
 * stay JSON.
 */
async function serveBuiltApps(app: FastifyInstance, dist: { web: string; admin: string }) {
  const webDist = dist.web;
  const adminDist = dist.admin;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const hasAdmin = existsSync(path.join(adminDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, index: ['index.html'], setHeaders: cacheHeaders });
    // Home's page with its header and first banner already drawn (the shopper app's build writes the outline),
    // so a phone paints at once.
    const homeFile = path.join(webDist, 'home.html');
    if (existsSync(homeFile)) {
      const page = readFileSync(homeFile, 'utf8');
      app.get('/home', { schema: { hide: true } }, async (_request, reply) =>
        reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(await homePage(app.ctx.db, page)),
      );
    }
  }
  if (hasAdmin) {
    await app.register(fastifyStatic, {
      root: adminDist,
      prefix: '/admin/',
      decorateReply: !hasWeb,
      index: ['index.html'],
      setHeaders: cacheHeaders,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A missing file (an old chunk, a typo) is a 404, never the app's HTML under a script's name.
    const wantsPage =
      request.method === 'GET' &&
      !/^\/(api|media|uploads|healthz|readyz|metrics)(\/|$)/.test(pathname) &&
      !STATIC_FILE.test(pathname);
    if (wantsPage && hasAdmin && /^\/admin(\/|$)/.test(request.url)) {
      return reply.sendFile('index.html', adminDist);
    }
    if (wantsPage && hasAdmin && /^\/seller(\/|$)/.test(pathname)) {
      return reply.header('cache-control', 'no-cache').sendFile('seller.html', adminDist);
    }
    if (wantsPage && hasWeb) return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    return reply.status(404).send(failure('msg.not_found', request.t('msg.not_found'), 0, request.id));
  });
}
