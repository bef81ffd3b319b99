import { Redis } from 'ioredis';
import { buildApp } from './app';
import { loadConfig, readEnvFile } from './config';
import { openDatabase } from './db/client';
import { serveMaintenance } from './lib/backup/maintenance-socket';
import { forgetStaleLoginAttempts } from './lib/login-attempts';
import { serveMetricsPort } from './lib/metrics';
import { keepNewFilesPrivate, makeDataDirPrivate } from './lib/private-files';
import { flushTraces } from './lib/tracing';
import { ensureFirstOperator, FIRST_OPERATOR } from './modules/admin/operators';
import { runOrderJobs } from './modules/order/lifecycle';
import { COUNT_SALES_EVERY_MS, countSales } from './modules/order/sales';
import { seedBase } from './seed/base';
import { seedDemo } from './seed/demo';

/** .env -> config -> private DATA_DIR -> database -> migrate -> seed -> listen. */
keepNewFilesPrivate();
readEnvFile();
const config = loadConfig();
// DATA_DIR is the server's account's alone; one an earlier version made is narrowed now (decision 039).
const notPrivate = await makeDataDirPrivate(config.dataDir);
const database = await openDatabase(config);
await database.migrate();
await seedBase(database.db);
const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
const app = await buildApp({ config, database, redis });
if (notPrivate.length > 0) {
  app.log.warn(
    { count: notPrivate.length, files: notPrivate.slice(0, 10) },
    'files in DATA_DIR could not be made private to the server (chmod refused)',
  );
}
// `npm run backup` asks the running server for a consistent dump of the embedded database (docs/deploy.md).
const maintenance = await serveMaintenance({ database, config, log: app.log });

if (config.seedDemo && (await seedDemo(database.db))) app.log.info('demo catalog and demo shopper seeded');
const generated = await ensureFirstOperator(database.db, config.adminPassword);
if (generated) {
  app.log.warn(
    { username: FIRST_OPERATOR, password: generated },
    'first operator created with a generated password; it is shown only this once',
  );
}

// The order clock; safe on several instances at once (see runOrderJobs).
const ORDER_JOBS_EVERY_MS = 60_000;
const orderJobs = setInterval(() => {
  runOrderJobs(database.db).catch((error: unknown) => app.log.error({ err: error }, 'order jobs failed'));
  // Login attempts whose streak and lock ran out (decision 018): guesses at new names leave no rows forever.
  forgetStaleLoginAttempts(database.db).catch((error: unknown) =>
    app.log.error({ err: error }, 'forgetting login attempts failed'),
  );
}, ORDER_JOBS_EVERY_MS);
orderJobs.unref();
// Payments leave their lines to count; this adds them to the sales counters (decision 014).
const salesCounter = setInterval(() => {
  countSales(database.db).catch((error: unknown) => app.log.error({ err: error }, 'counting sales failed'));
}, COUNT_SALES_EVERY_MS);
salesCounter.unref();

// Metrics on a port of their own, which the load balancer does not forward (docs/deploy.md).
const metricsServer =
  app.metrics && config.metricsPort
    ? await serveMetricsPort(app.metrics, config.metricsPort, config.metricsHost)
    : undefined;

const shutdown = async () => {
  clearInterval(orderJobs);
  clearInterval(salesCounter);
  await maintenance?.close();
  metricsServer?.close();
  await app.close();
  await database.close();
  redis?.disconnect();
  if (config.otelEndpoint) await flushTraces();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
app.log.info(`storefront on http://localhost:${config.port} (database: ${database.kind})`);
