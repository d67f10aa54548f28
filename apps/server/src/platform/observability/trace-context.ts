import { context, isSpanContextValid, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { FastifyPluginCallback } from 'fastify';

/**
 * What the rest of the server asks of tracing, costing one property read when tracing is off.
 * Tracing is started by the preload (tracing-preload.ts, `node --import`), which is bundled apart
 * from main.js: the running SDK is found on a process-wide key, not in a module variable.
 * Only @opentelemetry/api is loaded here (no SDK): with tracing off its calls are never made.
 */
export interface RunningTracing {
  /** @fastify/otel's plugin (a span per request named after its route). */
  fastifyPlugin: FastifyPluginCallback;
  /** Exports the spans still batched, then stops (SIGTERM). */
  shutdown(): Promise<void>;
}

const KEY = Symbol.for('provider-portal.tracing');

export function runningTracing(): RunningTracing | undefined {
  return (globalThis as Record<symbol, RunningTracing | undefined>)[KEY];
}

export function setRunningTracing(tracing: RunningTracing | undefined): void {
  (globalThis as Record<symbol, RunningTracing | undefined>)[KEY] = tracing;
}

/** A request as @fastify/otel decorates it (its span, whatever context the caller runs in). */
interface TracedRequest {
  opentelemetry?: () => { span?: Span | null };
}

const spanOf = (req?: TracedRequest) => req?.opentelemetry?.().span ?? trace.getActiveSpan();

/** The request's trace id (a 500's reference), when tracing is on. */
export function activeTraceId(req?: TracedRequest): string | undefined {
  if (!runningTracing()) return undefined;
  const span = spanOf(req);
  return span && isSpanContextValid(span.spanContext()) ? span.spanContext().traceId : undefined;
}

/** pino's mixin: `trace_id` and `span_id` in every line written while a span is active. */
export function traceLogFields(): Record<string, string> {
  const span = runningTracing() && trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/** The request's fields as JSON text for the hand-written request line (platform/logging.ts): '' when off. */
export function traceLogText(req?: TracedRequest): string {
  const span = runningTracing() && spanOf(req);
  if (!span) return '';
  const { traceId, spanId } = span.spanContext();
  return `,"trace_id":"${traceId}","span_id":"${spanId}"`;
}

/** The W3C trace context to put in a job's data, so the job's run continues the request's trace. */
export interface JobTraceContext {
  traceparent?: string;
  tracestate?: string;
}

export function jobTraceContext(): JobTraceContext {
  if (!runningTracing()) return {};
  const carrier: JobTraceContext = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/**
 * Runs a job inside a span that continues the trace of the request that queued it (its data's
 * `traceparent`), so a mail's send or a webhook's delivery shows in the request's trace with its
 * queries. Jobs queued with no trace (the scheduler's, the sweep's) start a trace of their own.
 */
export async function inJobSpan<T>(name: string, data: JobTraceContext, run: () => Promise<T>): Promise<T> {
  if (!runningTracing()) return run();
  const parent = data.traceparent ? propagation.extract(ROOT_CONTEXT, data) : ROOT_CONTEXT;
  const tracer = trace.getTracer('provider-portal.jobs');
  return tracer.startActiveSpan(name, { kind: SpanKind.CONSUMER }, parent, async (span) => {
    try {
      return await run();
    } catch (err) {
      span.recordException(err as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
      throw err;
    } finally {
      span.end();
    }
  });
}
