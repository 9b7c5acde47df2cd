/**
 * One trace from a member's REST call through the gateway, the subgraph that handled it, the event
 * it raised and the consumer that handled that event. The stack exports its spans by OTLP (HTTP,
 * JSON) to a collector this test runs, which keeps them in memory.
 */
import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { identityEvents } from '@cinevia/proto';
import { eventually } from '@cinevia/harness';
import { useTracedStack, type ExportedSpan } from './collector';
import { addFilm, client, newMemberDetails, subscribe } from './stack';

jest.setTimeout(60_000);

// The gateway trusts one proxy, on 127.0.0.1; a browser here calls from 127.0.0.2.
const traced = useTracedStack({ TRUST_PROXY: '127.0.0.1' });
const traceparent = (traceId: string) => `00-${traceId}-${randomBytes(8).toString('hex')}-01`;

it("follows a sign-up from the gateway through identity to the event's consumers, in one trace", async () => {
  const { env, collector } = traced();
  // The trace starts at a proxy the gateway trusts (the test, from 127.0.0.1), so the test knows its id.
  const traceId = randomBytes(16).toString('hex');
  const browser = client(env.url, { headers: { traceparent: traceparent(traceId) } });
  expect((await browser.post('/api/auth/signup', newMemberDetails('traced'))).status).toBe(201);
  const registered = identityEvents.userRegistered.type;

  const trace = await eventually(() => {
    const spans = collector.spans.filter((span) => span.traceId === traceId);
    // Notifications mails the new member, billing opens their account: both handle the event.
    const consumers = spans.filter((span) => span.name === `process ${registered}`);
    expect(consumers.map((span) => span.service).sort()).toEqual(expect.arrayContaining(['billing', 'notifications']));
    // The gateway's own span ends last, once its reply is sent.
    expect(spans.filter((span) => span.service === 'gateway' && span.kind === 2)).toHaveLength(1);
    return spans;
  }, 20_000);
  const one = (predicate: (span: ExportedSpan) => boolean, what: string) => {
    const found = trace.find(predicate);
    if (!found)
      throw new Error(`no ${what} in ${JSON.stringify(trace.map(({ service, name }) => `${service}: ${name}`))}`);
    return found;
  };
  const byId = new Map(trace.map((span) => [span.spanId, span]));
  /** The services a span's ancestors ran in, nearest first. */
  const ancestry = (span: ExportedSpan): string[] => {
    const parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined;
    return parent ? [`${parent.service}: ${parent.name}`, ...ancestry(parent)] : [];
  };

  const gateway = one((span) => span.service === 'gateway' && span.kind === 2, "the gateway's server span");
  expect(gateway.attributes['http.route']).toBe('/api/auth/signup');
  const identity = one((span) => span.service === 'identity' && span.kind === 2, "identity's server span");
  expect(ancestry(identity).some((name) => name.startsWith('gateway:'))).toBe(true);
  const database = (span: ExportedSpan) =>
    (span.attributes['db.system.name'] ?? span.attributes['db.system']) === 'mongodb';
  const insert = one(
    (span) => span.service === 'identity' && database(span) && span.name === 'insert users',
    'a database span',
  );
  expect(ancestry(insert)).toContain('identity: POST /graphql');
  one(
    (span) => span.service === 'identity' && span.attributes['db.system.name'] === 'redis',
    'a Redis span (the session)',
  );
  const published = one((span) => span.name === `publish ${registered}` && span.kind === 4, 'the publish span');
  expect(published.service).toBe('identity');
  const consumed = one(
    (span) => span.service === 'notifications' && span.name === `process ${registered}`,
    'the consumer',
  );
  expect(consumed.parentSpanId).toBe(published.spanId);
  // The whole way back to the caller's request at the gateway.
  expect(ancestry(consumed)).toEqual(
    expect.arrayContaining([`identity: publish ${registered}`, expect.stringMatching(/^gateway:/)]),
  );
});

it("starts a trace of its own for a browser's request, whatever trace the browser names", async () => {
  const { env, collector } = traced();
  const named = randomBytes(16).toString('hex');
  // From 127.0.0.2: a browser, not the proxy the gateway trusts.
  const status = await new Promise((resolve, reject) => {
    const headers = { traceparent: traceparent(named) };
    get(`${env.url}/api/videos/featured`, { localAddress: '127.0.0.2', headers }, (reply) => {
      reply.resume();
      resolve(reply.statusCode);
    }).on('error', reject);
  });
  expect(status).toBe(200);
  const served = await eventually(() => {
    const span = collector.spans.find(
      (candidate) =>
        candidate.service === 'gateway' &&
        candidate.kind === 2 &&
        candidate.attributes['http.route'] === '/api/videos/featured',
    );
    expect(span).toBeDefined();
    return span!;
  }, 20_000);
  expect(served.traceId).not.toBe(named);
  expect(served.parentSpanId).toBeUndefined();
  expect(collector.spans.filter((span) => span.traceId === named)).toEqual([]);
});

it("links the progress writer's batch to the request of each save in it", async () => {
  const { env, collector } = traced();
  const traceId = randomBytes(16).toString('hex');
  const browser = client(env.url, { headers: { traceparent: traceparent(traceId) } });
  expect((await browser.post('/api/auth/signup', newMemberDetails('saver'))).status).toBe(201);
  expect((await subscribe(browser)).status).toBe(200);
  const videoId = await addFilm(env.url, 'Traced Tide');
  // Once viewing knows the new film (its catalogue events).
  await eventually(async () => {
    const saved = await browser.post('/api/watch-progress', { videoId, progress: 42, duration: 600 });
    expect(saved.status).toBe(200);
  }, 20_000);

  // The save is written behind the request, in a batch of its own trace that points to the save's.
  const write = await eventually(() => {
    const span = collector.spans.find(
      (candidate) =>
        candidate.service === 'viewing' &&
        candidate.name === 'write progress' &&
        candidate.links?.some((link) => link.traceId === traceId),
    );
    expect(span).toBeDefined();
    return span!;
  }, 20_000);
  expect(write.traceId).not.toBe(traceId);
  const linked = write.links!.find((link) => link.traceId === traceId)!;
  // The gateway takes a save itself, straight into the stream (gateway/src/app.ts): the link is its request's.
  await eventually(() => {
    const request = collector.spans.find((span) => span.spanId === linked.spanId);
    expect([request?.service, request?.attributes['http.route']]).toEqual(['gateway', '/api/watch-progress']);
  }, 20_000);
  await eventually(() => {
    const stored = collector.spans.filter((span) => span.parentSpanId === write.spanId);
    expect(stored.map((span) => span.name)).toContain('update progress');
  }, 20_000);
});
