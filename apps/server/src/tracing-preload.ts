/**
 * Loaded before the server with `node --import` (npm run serve, scripts/dev.ts): starts
 * OpenTelemetry when OTEL_EXPORTER_OTLP_ENDPOINT is set, and does nothing otherwise
 * (platform/observability/tracing.ts).
 */
import { startTracing } from './platform/observability/tracing';

await startTracing();
