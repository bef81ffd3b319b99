import { register } from 'node:module';
import { readEnvFile } from './config';

/**
 * Loaded before the server (`node --import ./apps/server/dist/telemetry.js …`, as `npm start` does): with
 * OTEL_EXPORTER_OTLP_ENDPOINT set, in the environment or `.env`, it starts tracing before any module that is
 * traced loads. The loader hook lets the instrumentations patch ES modules too. Without it, it does nothing.
 */
readEnvFile();
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const { startTracing } = await import('./lib/tracing');
  await startTracing(process.env.OTEL_SERVICE_NAME || 'storefront');
}
