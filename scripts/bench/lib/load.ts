import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';

/** What one load run measured. */
export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
  /** Requests per second offered in all; unset sends as fast as answers come back. */
  rate?: number;
  /** A sequence each connection repeats instead of one request (paths relative to `url`). */
  requests?: LoadRequest[];
}

/** One request of a sequence; `setupRequest` may rewrite it each time, `onResponse` hears its answer. */
export interface LoadRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: LoadRequest, context: Record<string, unknown>) => LoadRequest;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
}

/** autocannon against one URL; errors count transport errors, timeouts and non-2xx replies. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections,
    duration: options.seconds,
    overallRate: options.rate,
    requests: options.requests as autocannon.Request[] | undefined,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * A bare Node server answering with the same bytes as the stack (the baseline of a figure): `body`
 * for every request, or per method when the figure is a GET and a POST.
 */
export async function bareServer(
  body: string | Buffer | { GET: string; POST: string },
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    request.resume();
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(
      typeof body === 'string' || Buffer.isBuffer(body) ? body : body[request.method === 'GET' ? 'GET' : 'POST'],
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
