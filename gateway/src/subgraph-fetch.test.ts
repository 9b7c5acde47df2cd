import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import pino from 'pino';
import { Registry } from 'prom-client';
import { subgraphFetcher, SubgraphUnavailableError, type SubgraphFetchPolicy } from './subgraph-fetch';
import { registerSubgraphMetrics } from './subgraph-metrics';

const logger = pino({ level: 'silent' });
const POLICY: SubgraphFetchPolicy = {
  timeoutMs: 300,
  windowMs: 10_000,
  volumeThreshold: 3,
  errorThresholdPercentage: 50,
  resetMs: 400,
};

let server: Server;
let mode: 'answer' | 'hang' | 'stall' | 'close-once' = 'answer';
let url: string;
/** Requests the server has had, and on how many connections. */
const received = { requests: 0, connections: new Set<Socket>() };

beforeAll(async () => {
  server = createServer((req, res) => {
    received.requests += 1;
    received.connections.add(req.socket);
    if (mode === 'hang') return; // never answers
    // A replica that is stopping: it closes the connection a request has just come on, once.
    if (mode === 'close-once') {
      mode = 'answer';
      return void req.socket.destroy();
    }
    res.setHeader('content-type', 'application/json');
    if (mode === 'stall') return void res.write('{"data":'); // begins, then never ends
    res.end(JSON.stringify({ data: { ok: true } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const reasonOf = (error: unknown) => (error instanceof SubgraphUnavailableError ? error.reason : String(error));

test('a reply passes through, read and whole', async () => {
  mode = 'answer';
  const fetcher = subgraphFetcher('viewing', url, logger, POLICY);
  const response = await fetcher(url, { method: 'POST', body: '{}' });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ data: { ok: true } });
  fetcher.breaker.shutdown();
  await fetcher.close();
});

test('a subgraph that does not answer is given up on at the deadline', async () => {
  mode = 'hang';
  const fetcher = subgraphFetcher('viewing', url, logger, POLICY);
  const started = Date.now();
  const error = await fetcher(url, { method: 'POST', body: '{}' }).catch((e: unknown) => e);
  expect(reasonOf(error)).toBe('timeout');
  // undici checks its timeouts on a coarse clock (about 1 s resolution).
  expect(Date.now() - started).toBeLessThan(POLICY.timeoutMs + 1_500);
  expect(String(error)).not.toContain('127.0.0.1');
  fetcher.breaker.shutdown();
  await fetcher.close();
});

test('a reply that begins and then stalls is given up on too', async () => {
  mode = 'stall';
  const fetcher = subgraphFetcher('viewing', url, logger, POLICY);
  expect(reasonOf(await fetcher(url, { method: 'POST', body: '{}' }).catch((e: unknown) => e))).toBe('timeout');
  fetcher.breaker.shutdown();
  await fetcher.close();
});

test('a subgraph nobody listens for is unreachable, and the error does not say where it was looked for', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const nowhere = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/graphql`;
  await new Promise((resolve) => closed.close(resolve));
  const fetcher = subgraphFetcher('billing', nowhere, logger, POLICY);
  const error = await fetcher(nowhere, { method: 'POST', body: '{}' }).catch((e: unknown) => e);
  expect(reasonOf(error)).toBe('unreachable');
  expect(String(error)).not.toContain('127.0.0.1');
  fetcher.breaker.shutdown();
  await fetcher.close();
});

/** What /metrics says of one subgraph: its breaker's state, and its calls by how they ended. */
async function metricsOf(subgraph: string) {
  const registry = new Registry();
  registerSubgraphMetrics(registry);
  const metrics = await registry.getMetricsAsJSON();
  const values = (name: string) => metrics.find((metric) => metric.name === name)?.values ?? [];
  const calls = Object.fromEntries(
    values('cinevia_subgraph_request_duration_seconds')
      .filter(
        (value) =>
          (value as { metricName?: string }).metricName?.endsWith('_count') && value.labels.subgraph === subgraph,
      )
      .map((value) => [value.labels.outcome, value.value]),
  );
  const state = values('cinevia_subgraph_breaker_state').find((value) => value.labels.subgraph === subgraph)?.value;
  return { state, calls };
}

test('a subgraph that keeps failing is skipped at once, then tried again and used when it is back', async () => {
  mode = 'hang';
  const fetcher = subgraphFetcher('breaking', url, logger, POLICY);
  for (let i = 0; i < POLICY.volumeThreshold; i += 1) {
    expect(reasonOf(await fetcher(url, { method: 'POST', body: '{}' }).catch((e: unknown) => e))).toBe('timeout');
  }
  expect(fetcher.breaker.opened).toBe(true);
  expect(reasonOf(await fetcher(url, { method: 'POST', body: '{}' }).catch((e: unknown) => e))).toBe('circuit-open');
  expect(await metricsOf('breaking')).toEqual({ state: 2, calls: { timeout: 3, 'circuit-open': 1 } });

  mode = 'answer';
  await new Promise((resolve) => setTimeout(resolve, POLICY.resetMs + 100));
  const response = await fetcher(url, { method: 'POST', body: '{}' });
  expect(response.status).toBe(200);
  expect(fetcher.breaker.closed).toBe(true);
  expect(await metricsOf('breaking')).toEqual({ state: 0, calls: { timeout: 3, 'circuit-open': 1, answered: 1 } });
  fetcher.breaker.shutdown();
  await fetcher.close();
});

describe('a kept-alive connection closed under a request (a replica stopping in a rollout)', () => {
  const query = JSON.stringify({ query: 'query Lists__viewing__0{myList{id}}', operationName: 'Lists__viewing__0' });
  const mutation = JSON.stringify({ query: 'mutation Save__viewing__0{saveProgress{ok}}' });

  /** A fetcher whose next request the subgraph closes the connection under. */
  function closingUnder() {
    received.requests = 0;
    received.connections.clear();
    mode = 'close-once';
    return subgraphFetcher('viewing', url, logger, POLICY);
  }

  test('a query is tried once more, on a new connection, and answered', async () => {
    const fetcher = closingUnder();
    const response = await fetcher(url, { method: 'POST', body: query });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { ok: true } });
    expect({ requests: received.requests, connections: received.connections.size }).toEqual({
      requests: 2,
      connections: 2,
    });
    fetcher.breaker.shutdown();
    await fetcher.close();
  });

  test('a mutation is not sent twice: it fails as unreachable', async () => {
    const fetcher = closingUnder();
    const error = await fetcher(url, { method: 'POST', body: mutation }).catch((e: unknown) => e);
    expect(reasonOf(error)).toBe('unreachable');
    expect(received.requests).toBe(1);
    fetcher.breaker.shutdown();
    await fetcher.close();
  });
});
