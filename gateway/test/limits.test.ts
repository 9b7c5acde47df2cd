import { randomUUID } from 'node:crypto';
import { RATE_LIMITS, OPERATION_BOUNDS } from '../src/limits/limits';
import { ADMIN_PASSWORD, FILM_REQUEST, startTestStack, type TestStack } from './stack';

/**
 * The gateway's limits with RATE_LIMITS=on, at their real numbers, against the whole stack. The
 * gateway trusts loopback proxies (`trust proxy: loopback`), so a request from this test that names
 * an address in X-Forwarded-For is counted as that address: each case uses addresses of its own.
 */
let env: TestStack;

beforeAll(async () => {
  env = await startTestStack({ extraEnv: { RATE_LIMITS: 'on' } });
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

let lastAddress = 0;
/** A fresh client address (TEST-NET-3), never used by another case. */
const newAddress = () => `203.0.113.${++lastAddress}`;

interface Call {
  ip: string;
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

async function call(method: string, path: string, { ip, cookie, body, headers: extra }: Call) {
  const headers: Record<string, string> = { ...extra, 'x-forwarded-for': ip };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${env.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const json = response.headers.get('content-type')?.includes('json') ? JSON.parse(bytes.toString()) : undefined;
  return { status: response.status, headers: response.headers, json, bytes: bytes.length, response };
}

const graphql = (ip: string, query: string, variables?: unknown, cookie?: string) =>
  call('POST', '/graphql', { ip, cookie, body: { query, variables } });

/** `count` calls, `concurrency` at a time; their statuses in order. */
async function repeat(count: number, attempt: (i: number) => Promise<{ status: number }>, concurrency = 8) {
  const statuses: number[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        statuses[i] = (await attempt(i)).status;
      }
    }),
  );
  return statuses;
}

function expectRefusal(reply: Awaited<ReturnType<typeof call>>, message: string, windowSeconds: number) {
  expect([reply.status, reply.json]).toEqual([429, { message }]);
  const retryAfter = Number(reply.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

async function signUp(ip: string) {
  const reply = await call('POST', '/api/auth/signup', {
    ip,
    body: {
      email: `limits-${randomUUID()}@example.com`,
      password: 'lantern-river-1',
      firstName: 'Li',
      lastName: 'Mit',
    },
  });
  const cookie = reply.response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { status: reply.status, cookie, reply };
}

/** `cinevia_security_events_total{event}` of a stack process, from its Prometheus metrics. */
async function securityEvents(process: string, event: string): Promise<number> {
  const metrics = await (await fetch(`http://127.0.0.1:${env.ports[process]}/metrics`)).text();
  const line = metrics.split('\n').find((one) => one.startsWith(`cinevia_security_events_total{event="${event}"`));
  return Number(line?.split(' ').pop() ?? NaN);
}

/** How many requests the catalogue subgraph has served on /graphql, from its Prometheus metrics. */
async function catalogueGraphqlRequests(): Promise<number> {
  const metrics = await (await fetch(`http://127.0.0.1:${env.ports.catalogue}/metrics`)).text();
  return metrics
    .split('\n')
    .filter((line) => line.includes('_count{') && line.includes('route="/graphql"'))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

describe('rate limits (429, Retry-After, a message)', () => {
  it(`sign-up: ${RATE_LIMITS.signUp.points} an hour per address; other addresses unaffected`, async () => {
    const ip = newAddress();
    for (let i = 0; i < RATE_LIMITS.signUp.points; i += 1) expect((await signUp(ip)).status).toBe(201);
    expectRefusal((await signUp(ip)).reply, RATE_LIMITS.signUp.message, RATE_LIMITS.signUp.windowSeconds);
    expect((await signUp(newAddress())).status).toBe(201);
  });

  it('sign-up from many addresses of one IPv6 /64 is counted as one address; a mapped IPv4 address as itself', async () => {
    const refusedBefore = await securityEvents('gateway', 'rate-limited');
    const network = `2001:db8:${++lastAddress}:7`;
    const addresses = Array.from(
      { length: RATE_LIMITS.signUp.points + 1 },
      (_, i) => `${network}::${(i + 1).toString(16)}`,
    );
    for (const ip of addresses.slice(0, -1)) expect((await signUp(ip)).status).toBe(201);
    expectRefusal(
      (await signUp(addresses.at(-1)!)).reply,
      RATE_LIMITS.signUp.message,
      RATE_LIMITS.signUp.windowSeconds,
    );
    // The refusal is a security event, counted on the gateway's /metrics.
    expect(await securityEvents('gateway', 'rate-limited')).toBe(refusedBefore + 1);
    expect((await signUp(`2001:db8:${lastAddress}:8::1`)).status).toBe(201);

    const ipv4 = newAddress();
    for (let i = 0; i < RATE_LIMITS.signUp.points; i += 1) expect((await signUp(ipv4)).status).toBe(201);
    expect((await signUp(`::ffff:${ipv4}`)).status).toBe(429);
  });

  it(`forgot password: ${RATE_LIMITS.forgotPasswordEmail.points} an hour per email, with an account or without`, async () => {
    const { forgotPasswordEmail: perEmail } = RATE_LIMITS;
    const ask = (email: string) => call('POST', '/api/auth/forgot-password', { ip: newAddress(), body: { email } });
    const member = `limits-${randomUUID()}@example.com`;
    await call('POST', '/api/auth/signup', {
      ip: newAddress(),
      body: { email: member, password: 'lantern-river-1', firstName: 'Li', lastName: 'Mit' },
    });
    for (const email of [member, `nobody-${randomUUID()}@example.com`]) {
      expect(await repeat(perEmail.points, () => ask(email), 1)).toEqual(new Array(perEmail.points).fill(202));
      // The same address in another case and with spaces is the same email.
      expectRefusal(await ask(` ${email.toUpperCase()} `), perEmail.message, perEmail.windowSeconds);
    }
    expect((await ask(`other-${randomUUID()}@example.com`)).status).toBe(202);
    // The body is read before the limit counts it: a malformed one is still answered in JSON.
    const malformed = await fetch(`${env.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newAddress() },
      body: '{"email":',
    });
    expect([malformed.status, await malformed.json()]).toEqual([400, { message: 'Request body must be valid JSON' }]);
  });

  it(`forgot password: ${RATE_LIMITS.forgotPasswordAddress.points} an hour per address, whatever the emails`, async () => {
    const { forgotPasswordAddress: perAddress } = RATE_LIMITS;
    const ip = newAddress();
    const ask = () =>
      call('POST', '/api/auth/forgot-password', { ip, body: { email: `nobody-${randomUUID()}@example.com` } });
    expect(await repeat(perAddress.points, ask, 4)).toEqual(new Array(perAddress.points).fill(202));
    expectRefusal(await ask(), perAddress.message, perAddress.windowSeconds);
  });

  it(`verification mails and email changes: ${RATE_LIMITS.resendVerification.points} an hour per member`, async () => {
    const { cookie } = await signUp(newAddress());
    const resend = () => call('POST', '/api/account/verification', { ip: newAddress(), cookie });
    const points = RATE_LIMITS.resendVerification.points;
    expect(await repeat(points, resend, 1)).toEqual(new Array(points).fill(202));
    expectRefusal(await resend(), RATE_LIMITS.resendVerification.message, RATE_LIMITS.resendVerification.windowSeconds);

    const change = () =>
      call('POST', '/api/account/email', {
        ip: newAddress(),
        cookie,
        body: { newEmail: `moved-${randomUUID()}@example.com`, password: 'lantern-river-1' },
      });
    const changes = RATE_LIMITS.emailChange.points;
    expect(await repeat(changes, change, 1)).toEqual(new Array(changes).fill(202));
    expectRefusal(await change(), RATE_LIMITS.emailChange.message, RATE_LIMITS.emailChange.windowSeconds);
  });

  it('sign-in: still limited by identity (failures per account)', async () => {
    const ip = newAddress();
    const email = `limits-${randomUUID()}@example.com`;
    await call('POST', '/api/auth/signup', {
      ip,
      body: { email, password: 'lantern-river-1', firstName: 'Li', lastName: 'Mit' },
    });
    const wrong = () => call('POST', '/api/auth/login', { ip: newAddress(), body: { email, password: 'wrong-one' } });
    const refusedBefore = await securityEvents('identity', 'sign-in-refused');
    expect(await repeat(5, wrong, 1)).toEqual([401, 401, 401, 401, 401]);
    expect((await wrong()).status).toBe(429);
    // Each wrong password is a security event, counted on identity's /metrics.
    expect(await securityEvents('identity', 'sign-in-refused')).toBe(refusedBefore + 5);
  });

  it(`sign-in: ${RATE_LIMITS.signIn.points} in 15 minutes per address, right or wrong; the admin's ${RATE_LIMITS.adminSignIn.points}`, async () => {
    const email = `limits-${randomUUID()}@example.com`;
    await call('POST', '/api/auth/signup', {
      ip: newAddress(),
      body: { email, password: 'lantern-river-1', firstName: 'Li', lastName: 'Mit' },
    });
    const ip = newAddress();
    const signIn = () => call('POST', '/api/auth/login', { ip, body: { email, password: 'lantern-river-1' } });
    const signIns = RATE_LIMITS.signIn.points;
    expect(await repeat(signIns, signIn, 4)).toEqual(new Array(signIns).fill(200));
    expectRefusal(await signIn(), RATE_LIMITS.signIn.message, RATE_LIMITS.signIn.windowSeconds);

    const adminIp = newAddress();
    const adminSignIn = () => call('POST', '/api/admin/auth', { ip: adminIp, body: { password: ADMIN_PASSWORD } });
    const adminSignIns = RATE_LIMITS.adminSignIn.points;
    expect(await repeat(adminSignIns, adminSignIn, 1)).toEqual(new Array(adminSignIns).fill(200));
    expectRefusal(await adminSignIn(), RATE_LIMITS.adminSignIn.message, RATE_LIMITS.adminSignIn.windowSeconds);
  });

  it(`progress saves: ${RATE_LIMITS.progressSave.points} a minute per member`, async () => {
    const { cookie } = await signUp(newAddress());
    const save = () =>
      call('POST', '/api/watch-progress', {
        ip: newAddress(),
        cookie,
        body: { videoId: 'no-such-film', progress: 5, duration: 60 },
      });
    const saves = RATE_LIMITS.progressSave.points;
    expect((await repeat(saves, save)).filter((status) => status === 429)).toEqual([]);
    expectRefusal(await save(), RATE_LIMITS.progressSave.message, RATE_LIMITS.progressSave.windowSeconds);
  });

  it(`thumbs and removals from Viewing Activity: ${RATE_LIMITS.viewingChoice.points} a minute per member`, async () => {
    const { cookie } = await signUp(newAddress());
    const choices = RATE_LIMITS.viewingChoice.points;
    const choose = (index: number) =>
      index % 2 === 0
        ? call('PUT', '/api/ratings/no-such-film', { ip: newAddress(), cookie, body: { rating: 'up' } })
        : call('DELETE', '/api/history/no-such-film', { ip: newAddress(), cookie });
    expect((await repeat(choices, choose)).filter((status) => status === 429)).toEqual([]);
    const refused = await call('DELETE', '/api/history', { ip: newAddress(), cookie });
    expectRefusal(refused, RATE_LIMITS.viewingChoice.message, RATE_LIMITS.viewingChoice.windowSeconds);
  });

  it(`Stripe's webhook: ${RATE_LIMITS.stripeWebhook.points} deliveries a minute per address`, async () => {
    const ip = newAddress();
    const deliver = () =>
      call('POST', '/api/webhooks/stripe', {
        ip,
        body: { id: 'evt_forged', type: 'invoice.paid' },
        headers: { 'stripe-signature': 't=1,v1=forged' },
      });
    const deliveries = RATE_LIMITS.stripeWebhook.points;
    // Forged, so each is refused by billing's signature check (400) until the limit refuses them first.
    expect((await repeat(deliveries, deliver, 8)).filter((status) => status === 429)).toEqual([]);
    expectRefusal(await deliver(), RATE_LIMITS.stripeWebhook.message, RATE_LIMITS.stripeWebhook.windowSeconds);
  });

  it(`film requests, payments and checkouts: ${RATE_LIMITS.filmRequest.points} an hour per member`, async () => {
    const ip = newAddress();
    const first = await signUp(ip);
    const second = await signUp(ip);
    const filmFee = { amount: 100, description: `Film Creation: ${FILM_REQUEST.title}` };
    const cases = [
      { path: '/api/create-payment-intent', body: filmFee, allowed: 200, limit: RATE_LIMITS.payment },
      { path: '/api/get-or-create-subscription', body: undefined, allowed: 200, limit: RATE_LIMITS.subscription },
      // Unpaid: each answered 402 by commissions, and counted all the same.
      {
        path: '/api/film-requests',
        body: { ...FILM_REQUEST, stripePaymentIntentId: 'pi_never_paid' },
        allowed: 402,
        limit: RATE_LIMITS.filmRequest,
      },
    ];
    for (const { path, body, allowed, limit } of cases) {
      // The member moves between addresses: the count is theirs.
      const attempt = () => call('POST', path, { ip: newAddress(), cookie: first.cookie, body });
      expect(await repeat(limit.points, attempt, 2)).toEqual(new Array(limit.points).fill(allowed));
      expectRefusal(await attempt(), limit.message, limit.windowSeconds);
      // Another member on the very same address is not affected.
      expect((await call('POST', path, { ip, cookie: second.cookie, body })).status).toBe(allowed);
    }
  });

  it('speed test: 100 MiB a minute per address', async () => {
    const ip = newAddress();
    const MAX = 20 * 1024 * 1024;
    expect(RATE_LIMITS.speedTestBytes.points).toBe(5 * MAX);
    for (let i = 0; i < 5; i += 1) {
      const reply = await call('GET', `/api/speed-test?bytes=${MAX}`, { ip });
      expect([reply.status, reply.bytes]).toEqual([200, MAX]);
    }
    expectRefusal(
      await call('GET', '/api/speed-test?bytes=1024', { ip }),
      RATE_LIMITS.speedTestBytes.message,
      RATE_LIMITS.speedTestBytes.windowSeconds,
    );
    expect((await call('GET', `/api/speed-test?bytes=${MAX}`, { ip: newAddress() })).status).toBe(200);
  }, 60_000);

  /**
   * Signed in, a member is counted alone, so hundreds of members behind one address (a campus, a
   * mobile carrier) never share a budget; signed out, an address is, against a higher ceiling.
   */
  const callers = [
    ['signed out, per address', 'signedOutPoints'],
    ['a member, per member', 'points'],
  ] as const;
  /** A member's session (signed up from an address of their own) when the case is a member's. */
  async function callerOf(who: (typeof callers)[number][0]) {
    return who.startsWith('a member') ? (await signUp(newAddress())).cookie : undefined;
  }

  it.each(callers)(
    'search: %s, REST and GraphQL counted together',
    async (who, ceiling) => {
      const points = RATE_LIMITS.search[ceiling];
      const ip = newAddress();
      const cookie = await callerOf(who);
      const search = () => call('GET', '/api/search?q=light', { ip, cookie });
      const half = points / 2;
      expect(await repeat(half, search)).toEqual(new Array(half).fill(200));
      // Two searchVideos fields per request: each counts.
      const twice = '{ a: searchVideos(query: "sea") { id } b: searchVideos(query: "light") { id } }';
      const viaGraphql = await repeat(half / 2, () => graphql(ip, twice, undefined, cookie));
      expect(viaGraphql).toEqual(new Array(half / 2).fill(200));

      expectRefusal(await search(), RATE_LIMITS.search.message, RATE_LIMITS.search.windowSeconds);
      const refused = await graphql(ip, '{ searchVideos(query: "sea") { id } }', undefined, cookie);
      expect(refused.status).toBe(429);
      expect(refused.json.errors).toEqual([
        expect.objectContaining({ message: RATE_LIMITS.search.message, extensions: { code: 'RATE_LIMITED' } }),
      ]);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Other fields of the same caller still run; another member at the same address, or another address, still searches.
      expect((await graphql(ip, '{ browseGenres { id } }', undefined, cookie)).status).toBe(200);
      const other = cookie ? { ip, cookie: await callerOf(who) } : { ip: newAddress() };
      expect((await call('GET', '/api/search?q=light', other)).status).toBe(200);
    },
    60_000,
  );

  it.each(callers)(
    'GraphQL requests, GET and POST: %s',
    async (who, ceiling) => {
      const points = RATE_LIMITS.graphql[ceiling];
      const ip = newAddress();
      const cookie = await callerOf(who);
      const statuses = await repeat(points, (i) =>
        i % 2
          ? graphql(ip, '{ browseGenres { id } }', undefined, cookie)
          : call('GET', '/graphql?query=%7B__typename%7D', {
              ip,
              cookie,
              headers: { 'apollo-require-preflight': 'true' },
            }),
      );
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      const refused = await graphql(ip, '{ browseGenres { id } }', undefined, cookie);
      expect(refused.status).toBe(429);
      expect(refused.json).toEqual({
        errors: [{ message: RATE_LIMITS.graphql.message, extensions: { code: 'RATE_LIMITED' } }],
      });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.graphql.windowSeconds);
      const other = cookie ? { ip, cookie: await callerOf(who) } : { ip: newAddress() };
      expect((await graphql(other.ip, '{ browseGenres { id } }', undefined, other.cookie)).status).toBe(200);
    },
    120_000,
  );
});

describe('GraphQL operations bounded before they run', () => {
  it('a misspelt field is refused without naming the fields it might have meant', async () => {
    const reply = await graphql(newAddress(), '{ browseGenre { id } }');
    expect(reply.status).toBe(400);
    expect(reply.json.errors[0].message).toBe('Cannot query field "browseGenre" on type "Query".');
  });

  it('a thousand aliases of videos or searchVideos: a 400 with a clear message, no subgraph asked', async () => {
    const before = await catalogueGraphqlRequests();
    for (const field of ['videos(first: 1) { id }', 'searchVideos(query: "a") { id }']) {
      const query = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
      const reply = await graphql(newAddress(), query);
      expect(reply.status).toBe(400);
      expect(reply.json.errors).toEqual([
        expect.objectContaining({
          message: `Aliases limit of ${OPERATION_BOUNDS.maxAliases} exceeded, found 1000.`,
          extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED' }),
        }),
      ]);
    }
    expect(await catalogueGraphqlRequests()).toBe(before);
  });

  it('an operation estimated over the cost bound: a 400 coded OPERATION_TOO_COSTLY, no subgraph asked', async () => {
    const before = await catalogueGraphqlRequests();
    for (const query of ['{ videos { id title } }', '{ videoPage(first: 100000) { videos { id } } }']) {
      const reply = await graphql(newAddress(), query);
      expect(reply.status).toBe(400);
      expect(reply.json.errors).toEqual([
        expect.objectContaining({
          message: expect.stringMatching(/^Operation too costly: estimated cost \d+ is over the limit of 5000\./),
          extensions: { code: 'OPERATION_TOO_COSTLY' },
        }),
      ]);
    }
    expect(await catalogueGraphqlRequests()).toBe(before);
    // A page the apps ask for runs (and reaches the catalogue: the count above is live).
    expect((await graphql(newAddress(), '{ videoPage(first: 20) { videos { id title } } }')).status).toBe(200);
    expect(await catalogueGraphqlRequests()).toBeGreaterThan(before);
  });
});
