import type { IncomingMessage } from 'node:http';
import { trace, type ProxyTracerProvider } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';

/** Probes and scrapes come every few seconds and say nothing about a shopper's request: no spans for them. */
const UNTRACED = /^\/(healthz|readyz|metrics)(\/|\?|$)/;

/**
 * OpenTelemetry traces to the OTLP/HTTP collector of OTEL_EXPORTER_OTLP_ENDPOINT (the exporter reads it, and the
 * other OTEL_* variables, itself): a span per HTTP request and per PostgreSQL statement. Loaded only when that
 * variable is set, by `telemetry.ts` before the server's modules, so that `http` and `pg` are patched as they
 * load; every package is imported here on demand, so that a server without tracing loads none of them.
 */
export async function startTracing(serviceName: string) {
  const [
    sdk,
    { OTLPTraceExporter },
    { resourceFromAttributes },
    instrumentation,
    http,
    postgres,
    conventions,
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/semantic-conventions'),
  ]);
  const provider = new sdk.NodeTracerProvider({
    resource: resourceFromAttributes({ [conventions.ATTR_SERVICE_NAME]: serviceName }),
    spanProcessors: [new sdk.BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  instrumentation.registerInstrumentations({
    instrumentations: [
      new http.HttpInstrumentation({
        ignoreIncomingRequestHook: (request: IncomingMessage) => UNTRACED.test(request.url ?? ''),
        // The server's own calls out (mail, Redis) are not HTTP; nothing to trace there.
        ignoreOutgoingRequestHook: () => true,
      }),
      new postgres.PgInstrumentation(),
    ],
  });
}

/**
 * Names each request's span after its route (`POST /api/order/pay`, never the order's own URL) and marks it with
 * the request id, so that a trace is found from a log line or a shopper's complaint. Only when tracing is on.
 */
export function nameRequestSpans(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const span = trace.getActiveSpan();
    const route = request.routeOptions.url;
    if (span && route) {
      span.updateName(`${request.method} ${route}`);
      span.setAttribute('http.route', route);
    }
    span?.setAttribute('request_id', request.id);
    done();
  });
}

/** Sends the spans still buffered before the process exits. */
export async function flushTraces() {
  const provider = (trace.getTracerProvider() as ProxyTracerProvider).getDelegate();
  if ('shutdown' in provider && typeof provider.shutdown === 'function') await provider.shutdown();
}
