import { Redis } from 'ioredis';
import { buildApp } from './app';
import { loadConfig, readEnvFile } from './config';
import { openDatabase } from './db/client';
import { serveMaintenance } from './lib/backup/maintenance-socket';
import { serveMetricsPort } from './lib/metrics';
import { keepNewFilesPrivate, makeDataDirPrivate } from './lib/private-files';
import { flushTraces } from './lib/tracing';
import { ensureFirstOperator, FIRST_OPERATOR } from './modules/admin/operators';
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

// The order clock, the sales counter, mails to retry and events to relay (decision 050).
await app.ctx.jobs.start();

// Metrics on a port of their own, which the load balancer does not forward (docs/deploy.md).
const metricsServer =
  app.metrics && config.metricsPort
    ? await serveMetricsPort(app.metrics, config.metricsPort, config.metricsHost)
    : undefined;

const shutdown = async () => {
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
