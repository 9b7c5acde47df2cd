/**
 * OpenTelemetry traces, on when `OTEL_EXPORTER_OTLP_ENDPOINT` is set (the standard variable: spans go
 * by OTLP over HTTP to `<endpoint>/v1/traces`, or to `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`). Every
 * process's main imports this module first, before express, the MongoDB driver, ioredis and undici
 * load, so their instrumentations can wrap them: incoming and outgoing HTTP (the gateway's calls to
 * the subgraphs carry the trace on), Express routes, database and Redis commands as child spans; the
 * kit's events carry it across NATS (events/trace-context.ts), and the Apollo gateway adds its own
 * spans (plan, fetch) to the same trace.
 *
 * Off, nothing is loaded or registered: the OpenTelemetry API's calls elsewhere are no-ops and no span
 * is ever active, so a process that does not trace pays nothing for it.
 */
import { basename, dirname } from 'node:path';
import type { SpanProcessor } from '@opentelemetry/sdk-trace';
import type { z } from 'zod';
import { loadConfig, tracingEnv } from './config';
import { dropUntrustedTraceContext } from './trace-parents';

/** The process's name in its traces: OTEL_SERVICE_NAME, or its folder (services/<name>/src/main.ts, gateway/src/main.ts). */
const serviceName = (config: z.infer<typeof tracingEnv>) =>
  config.OTEL_SERVICE_NAME ?? basename(dirname(dirname(process.argv[1] ?? 'node')));

/** Ends tracing: the spans still batched go out. The kit's shutdown runs it last. */
let stopTracing: () => Promise<void> = () => Promise.resolve();
export const flushTraces = (): Promise<void> => stopTracing();

/** Span attributes that hold a whole address, and so its query string (a mailed link's token rides in one). */
const ADDRESS_ATTRIBUTES = ['url.full', 'url.query', 'http.url', 'http.target'];

/** Cuts the query string off every address a span records, as it starts and as it ends. */
const withoutQueryStrings: SpanProcessor = {
  onStart: (span) => cutQueries(span),
  onEnding: (span) => cutQueries(span),
  onEnd: () => undefined,
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
};

function cutQueries(span: Parameters<SpanProcessor['onStart']>[0]): void {
  for (const key of ADDRESS_ATTRIBUTES) {
    const value = span.attributes[key];
    if (typeof value !== 'string') continue;
    const question = value.indexOf('?');
    if (key === 'url.query') span.setAttribute(key, '');
    else if (question >= 0) span.setAttribute(key, value.slice(0, question));
  }
}

function startTracing(config: z.infer<typeof tracingEnv>, url: string): void {
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded only when tracing is on */
  const { context, propagation, trace } = require('@opentelemetry/api') as typeof import('@opentelemetry/api');
  const { AsyncLocalStorageContextManager } =
    require('@opentelemetry/context-async-hooks') as typeof import('@opentelemetry/context-async-hooks');
  const { W3CTraceContextPropagator } = require('@opentelemetry/core') as typeof import('@opentelemetry/core');
  const { OTLPTraceExporter } =
    require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  const { registerInstrumentations } =
    require('@opentelemetry/instrumentation') as typeof import('@opentelemetry/instrumentation');
  const { HttpInstrumentation } =
    require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { IORedisInstrumentation } =
    require('@opentelemetry/instrumentation-ioredis') as typeof import('@opentelemetry/instrumentation-ioredis');
  const { MongoDBInstrumentation } =
    require('@opentelemetry/instrumentation-mongodb') as typeof import('@opentelemetry/instrumentation-mongodb');
  const { UndiciInstrumentation } =
    require('@opentelemetry/instrumentation-undici') as typeof import('@opentelemetry/instrumentation-undici');
  const { resourceFromAttributes } = require('@opentelemetry/resources') as typeof import('@opentelemetry/resources');
  const { BatchSpanProcessor, TracerProvider } =
    require('@opentelemetry/sdk-trace') as typeof import('@opentelemetry/sdk-trace');
  /* eslint-enable @typescript-eslint/no-require-imports */

  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName(config) }),
    spanProcessors: [
      withoutQueryStrings,
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url }),
        scheduledDelayMillis: config.OTEL_BSP_SCHEDULE_DELAY,
      }),
    ],
  });
  trace.setGlobalTracerProvider(provider);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Probes and scrapes every few seconds would bury the requests: no spans for them.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => /^\/(healthz|readyz|metrics)$/.test(req.url ?? ''),
        // Runs before the request's trace context is read: an untrusted caller's is dropped first.
        startIncomingSpanHook: (req) => {
          dropUntrustedTraceContext(req);
          return {};
        },
      }),
      new UndiciInstrumentation(),
      new MongoDBInstrumentation(),
      // The command's name only: its keys and values hold session ids and a member's data.
      new IORedisInstrumentation({ dbStatementSerializer: (command) => command }),
    ],
  });
  stopTracing = () => provider.shutdown();
}

const config = loadConfig(tracingEnv);
const tracesUrl =
  config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
  (config.OTEL_EXPORTER_OTLP_ENDPOINT && `${config.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, '')}/v1/traces`);
if (tracesUrl) startTracing(config, tracesUrl);
