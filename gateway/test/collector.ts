import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestStack, type TestStack } from './stack';

export interface ExportedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP's SpanKind: 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, unknown>;
  /** The spans this one points to in other traces (a batch's, to each message's). */
  links?: { traceId: string; spanId: string }[];
}

type Attribute = { key: string; value: Record<string, unknown> };
type TraceExport = {
  resourceSpans: {
    resource: { attributes: Attribute[] };
    scopeSpans: { spans: (Omit<ExportedSpan, 'service' | 'attributes'> & { attributes?: Attribute[] })[] }[];
  }[];
};

const attributesOf = (attributes: Attribute[] = []) =>
  Object.fromEntries(attributes.map(({ key, value }) => [key, Object.values(value)[0]]));

export interface Collector {
  /** The OTLP endpoint, for OTEL_EXPORTER_OTLP_ENDPOINT. */
  url: string;
  spans: ExportedSpan[];
  stop(): Promise<void>;
}

/** A collector's OTLP/HTTP traces endpoint (JSON), holding every span it is sent. */
export async function startCollector(): Promise<Collector> {
  const spans: ExportedSpan[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as TraceExport;
        for (const { resource, scopeSpans } of body.resourceSpans) {
          const service = String(attributesOf(resource.attributes)['service.name']);
          for (const span of scopeSpans.flatMap((scope) => scope.spans)) {
            spans.push({ ...span, service, attributes: attributesOf(span.attributes) });
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The whole stack for one test file, every request traced to a collector of the test's own (spans
 * sent every 100 ms); `extraEnv` as startTestStack takes it. Call the returned function inside a test.
 */
export function useTracedStack(extraEnv: Record<string, string> = {}): () => { env: TestStack; collector: Collector } {
  let env: TestStack | undefined;
  let collector: Collector | undefined;
  beforeAll(async () => {
    collector = await startCollector();
    env = await startTestStack({
      extraEnv: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: '100', ...extraEnv },
    });
  }, 120_000);
  afterAll(async () => {
    await env?.stop();
    await collector?.stop();
  });
  return () => {
    if (!env || !collector) throw new Error('the traced stack did not start');
    return { env, collector };
  };
}
