import { pino } from 'pino';
import { requestIdOf } from './access-log';
import { createHttpApp, listen } from './http';

/** A process's HTTP app on a free port, its log lines captured. */
async function serve(options: { callerTrust?: 'any' | 'proxy'; trustProxy?: string } = {}) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const app = createHttpApp({ service: 'test', logger, readiness: {}, ...options });
  app.get('/api/things/:id', (req, res) => {
    res.json({ requestId: requestIdOf(req) });
  });
  app.get('/api/broken', () => {
    throw new Error('the handler failed');
  });
  const http = await listen(app, '127.0.0.1', 0);
  const url = (path: string) => `http://127.0.0.1:${http.port}${path}`;
  return { lines, url, close: () => http.close() };
}

describe('the access log', () => {
  it('writes one line per request, with the id its reply carries and the route, never the raw path', async () => {
    const { lines, url, close } = await serve();
    try {
      const reply = await fetch(url('/api/things/member-42?token=secret-token'));
      const id = reply.headers.get('x-request-id');
      expect(((await reply.json()) as { requestId: string }).requestId).toBe(id);
      const logged = lines.filter((line) => line.requestId === id);
      expect(logged).toEqual([
        expect.objectContaining({
          msg: 'request',
          method: 'GET',
          route: '/api/things/:id',
          status: 200,
          durationMs: expect.any(Number),
          bytes: expect.any(Number),
        }),
      ]);
      expect(logged[0]!.bytes).toBeGreaterThan(0);
      expect(JSON.stringify(logged)).not.toMatch(/member-42|secret-token|cookie/);

      // A failure is found by the id its reply carried.
      const failed = await fetch(url('/api/broken'), { headers: { cookie: 'cinevia_session=abc' } });
      const failedId = failed.headers.get('x-request-id');
      expect(lines.filter((line) => line.requestId === failedId)).toEqual([
        expect.objectContaining({ msg: 'request failed', level: 50, route: '/api/broken', status: 500 }),
      ]);
      expect(JSON.stringify(lines)).not.toContain('cinevia_session');

      // Probes every few seconds make no lines.
      const before = lines.length;
      await fetch(url('/healthz'));
      expect(lines.length).toBe(before);
    } finally {
      await close();
    }
  });

  it("takes a caller's id only from a hop it trusts", async () => {
    const given = { headers: { 'x-request-id': 'support-ticket-1234' } };
    const subgraph = await serve();
    const entry = await serve({ callerTrust: 'proxy', trustProxy: '10.0.0.1' });
    try {
      expect((await fetch(subgraph.url('/api/things/1'), given)).headers.get('x-request-id')).toBe(
        'support-ticket-1234',
      );
      const made = (await fetch(entry.url('/api/things/1'), given)).headers.get('x-request-id');
      expect(made).not.toBe('support-ticket-1234');
      expect(made).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await Promise.all([subgraph.close(), entry.close()]);
    }
  });
});
