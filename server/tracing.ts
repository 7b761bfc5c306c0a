// OpenTelemetry traces when OTEL_EXPORTER_OTLP_ENDPOINT (or _TRACES_ENDPOINT) is set: a span per HTTP request, per
// GraphQL operation and per customer store call, sent over OTLP/HTTP (JSON). The exporter reads the other standard
// OTEL_* variables (headers, timeouts) itself. Unset, the API's tracer does nothing.
import { context, SpanKind, SpanStatusCode, trace, type Context, type Span } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

export const tracer = trace.getTracer('staff-crm');

/** Starts exporting spans to `tracesUrl`; the answer flushes and stops. */
export function startTracing(tracesUrl: string, serviceName: string): { shutdown(): Promise<void> } {
  const provider = new NodeTracerProvider({
    resource: defaultResource().merge(resourceFromAttributes({ 'service.name': serviceName })),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: tracesUrl }))],
  });
  provider.register();
  return {
    shutdown: async () => {
      await provider.shutdown();
      trace.disable();
      context.disable();
    },
  };
}

/** A span for one HTTP request, and the context its work runs in. */
export function requestSpan(method: string, route: string): { span: Span; context: Context } {
  const span = tracer.startSpan(`${method} ${route}`, {
    kind: SpanKind.SERVER,
    attributes: { 'http.request.method': method, 'http.route': route },
  });
  return { span, context: trace.setSpan(context.active(), span) };
}

export { context as traceContext, SpanStatusCode };
