import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asAudience } from '../lib/audience';
import { describeLoad } from '../lib/report';
import { JSON_HEADERS, measured, SECONDS, type Run } from './run';

/** The request that crosses the most processes: the home rows with a My List mark per card (gateway, catalogue, viewing). */
const ROWS_WITH_MARKS = JSON.stringify({
  query: '{ homeRows(first: 4) { rows { id videos(first: 20) { videos { id title inMyList } } } } }',
});

/** An OTLP/HTTP endpoint that takes every batch of spans and keeps only their count. */
async function spanSink() {
  let bytes = 0;
  let batches = 0;
  const server = createServer((req, res) => {
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      batches += 1;
      res.writeHead(200, JSON_HEADERS).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => ({ bytes, batches }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * What tracing costs: the session check and the member's rows with My List marks, measured on the
 * stack as every other figure is (tracing off), then again once the stack was started anew with
 * every span exported by OTLP to a local endpoint (tracing on, every request sampled), same run,
 * same audience. Stated, not judged: with tracing off nothing of OpenTelemetry is loaded, and every
 * other figure is that stack's.
 */
export async function tracingCost({ url, audience }: Run, restartTraced: (endpoint: string) => Promise<string>) {
  const requests = {
    'session check': asAudience(audience, [{ method: 'GET', path: '/api/auth/user' }]),
    'rows with My List marks': asAudience(audience, [
      { method: 'POST', path: '/graphql', headers: JSON_HEADERS, body: ROWS_WITH_MARKS },
    ]),
  };
  const measureAll = async (at: string) => {
    const results: Record<string, Awaited<ReturnType<typeof measured>>> = {};
    for (const [name, load] of Object.entries(requests)) {
      results[name] = await measured({ url: at, requests: load, connections: 10, seconds: SECONDS });
    }
    return results;
  };
  const off = await measureAll(url);
  const sink = await spanSink();
  try {
    const on = await measureAll(await restartTraced(sink.url));
    const { bytes, batches } = sink.received();
    console.log(
      '  tracing, same run (10 concurrent; on: every request traced, spans sent by OTLP/HTTP to a local endpoint):',
    );
    for (const name of Object.keys(off)) {
      const [untraced, traced] = [off[name]!, on[name]!];
      const share = ((traced.requestsPerSecond / untraced.requestsPerSecond) * 100).toFixed(1);
      console.log(`    ${name.padEnd(24)} off: ${describeLoad(untraced)}`);
      console.log(`    ${''.padEnd(24)} on:  ${describeLoad(traced)} (${share} % of off)`);
    }
    console.log(`    spans exported: ${batches} batches, ${(bytes / 1e6).toFixed(1)} MB`);
  } finally {
    await sink.close();
  }
}
