import { setRunningTracing, type RunningTracing } from './trace-context';

/**
 * OpenTelemetry traces, started by the preload (src/tracing-preload.ts, `node --import`) before the
 * app's modules are loaded, and only when OTEL_EXPORTER_OTLP_ENDPOINT is set: without it nothing is
 * imported and no SDK runs. The SDK reads the other OTEL_* variables itself
 * (OTEL_TRACES_SAMPLER, OTEL_EXPORTER_OTLP_HEADERS, ...); tracing starts before config.ts runs,
 * which is why this one reads the environment.
 *
 * Spans: the request's (@fastify/otel, registered in app.ts: kind SERVER, named after the route), PostgreSQL queries made within a request or a job
 * (instrumentation-pg), outgoing calls (instrumentation-undici: Stripe, webhooks), and the mail and
 * webhook jobs, which continue the trace of the request that queued them (trace-context.ts).
 *
 * ES modules: the instrumentations patch modules as they are `require`d (require-in-the-middle),
 * and the server is ES modules, so its own `import pg from 'pg'` (Drizzle's) is not seen. It need
 * not be: pg is CommonJS, and the pg instrumentation patches `pg/lib/client.js`, which pg's index
 * `require`s however pg itself was loaded; Fastify `require`s `http`; undici (Node's fetch) is
 * traced through diagnostics_channel. So no ESM loader hook (import-in-the-middle's
 * `module.register`) is registered: it would run every import of the app through a loader
 * thread for nothing. test/tracing.test.ts proves pg's queries become spans from the bundle and
 * from the sources (tsx). An instrumentation of a package shipped as ES modules would need the hook
 * (`register('import-in-the-middle/hook.mjs', import.meta.url, { data: { include: [name] } })`, here,
 * before anything imports the package).
 */
const UNTRACED = new Set(['/healthz', '/readyz', '/metrics']);

export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<RunningTracing | undefined> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  // Loaded only now, so that tracing off costs nothing (esbuild keeps these imports as they are).
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { PgInstrumentation }, { UndiciInstrumentation }, { FastifyOtelInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-proto'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-undici'),
    import('@fastify/otel'),
  ]);
  const fastify = new FastifyOtelInstrumentation({
    // The load balancer's health checks and the scrapes would be most of the traces.
    ignorePaths: (route) => UNTRACED.has(route.url ?? ''),
    // One span per request, named after its route; spans of each hook and of the handler would cost more than they tell.
    instrumentHooks: false,
    instrumentHandler: false,
    requestHook: (span, request) => span.updateName(`${request.method} ${request.routeOptions.url ?? 'unmatched'}`),
  });
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || 'provider-portal',
    // OTLP over HTTP with protobuf, batched (OTEL_BSP_* tune the batches).
    traceExporter: new OTLPTraceExporter(),
    // Traces only: metrics are Prometheus' at /metrics, logs go to standard output.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      // Outgoing calls only (Stripe's SDK uses node:http). The request's span is @fastify/otel's
      // (kind SERVER, the caller's traceparent honoured): instrumenting the incoming side too
      // cost a cached read about 60 % of its throughput at saturation, against 15-45 % without
      // (npm run bench:tracing, on a busy 2-core machine).
      new HttpInstrumentation({ disableIncomingRequestInstrumentation: true }),
      // Queries outside a request or a job (pg-boss polling, the scheduler) are not traced.
      new PgInstrumentation({ requireParentSpan: true }),
      new UndiciInstrumentation(),
      fastify,
    ],
  });
  sdk.start();
  const running: RunningTracing = {
    fastifyPlugin: fastify.plugin(),
    shutdown: () => sdk.shutdown(),
  };
  setRunningTracing(running);
  return running;
}
