import type { FastifyPluginCallback } from 'fastify';

/** A request tracer for the app, or nothing: the app registers its plugin when there is one. */
export interface Tracing {
  plugin: FastifyPluginCallback;
  /** Sends the spans still buffered, then stops. */
  shutdown(): Promise<void>;
}

/**
 * Whether the standard OpenTelemetry settings ask for traces: OTEL_TRACES_EXPORTER=otlp, or an OTLP
 * endpoint with no exporter named (the SDK's default exporter is OTLP). OTEL_SDK_DISABLED=true and
 * OTEL_TRACES_EXPORTER=none turn it off.
 */
export function tracingWanted(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED === 'true') return false;
  const exporter = env.OTEL_TRACES_EXPORTER?.trim();
  if (exporter) return exporter.split(',').some((name) => name.trim() === 'otlp');
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/**
 * OpenTelemetry traces of every request (`@fastify/otel`), exported over OTLP/HTTP to where the
 * OTEL_EXPORTER_OTLP_* settings say. Off by default, and then none of the SDK is even loaded.
 */
export async function startTracing(env: NodeJS.ProcessEnv, serviceName: string): Promise<Tracing | undefined> {
  if (!tracingWanted(env)) return undefined;
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }, otel] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@fastify/otel'),
    ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || serviceName }),
    // The exporter and the batching read their OTEL_EXPORTER_OTLP_* and OTEL_BSP_* settings themselves.
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  const instrumentation = new otel.FastifyOtelInstrumentation({
    // The path without its query: signed media links carry their signature there.
    requestHook: (span, request) => span.setAttribute('url.path', request.url.split('?')[0]),
  });
  instrumentation.setTracerProvider(provider);
  return {
    plugin: instrumentation.plugin(),
    shutdown: () => provider.shutdown(),
  };
}
