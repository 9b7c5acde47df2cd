import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ExportedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP's SpanKind: 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, unknown>;
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
