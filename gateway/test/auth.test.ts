import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { NatsConnection } from 'nats';
import { BREACHED_PASSWORD, identityEvents, PAYMENT_LOOKUP_QUERY, streamFor } from '@cinevia/proto';
import {
  connectNats,
  contextKey,
  gatewayContextSigner,
  secretsEnvOf,
  signUserContext,
  USER_CONTEXT_HEADER,
  type UnsignedUserContext,
} from '@cinevia/service-kit';
import { eventually, unsignedTestCaller } from '@cinevia/harness';
import { ADMIN_PASSWORD, client, CONTEXT_SECRET, startTestStack, type TestStack } from './stack';

let env: TestStack;
let nats: NatsConnection;

beforeAll(async () => {
  env = await startTestStack();
  nats = await connectNats(env.infra.natsUrl, 'auth-test');
}, 120_000);

afterAll(async () => {
  await nats?.drain();
  await env?.stop();
});

const newMember = () => ({
  email: `Member-${randomUUID()}@Example.com`,
  password: 'lantern-river-1',
  firstName: 'Ann',
  lastName: 'Lee',
});

async function registeredEventsFor(email: string) {
  const jsm = await nats.jetstreamManager();
  const { state } = await jsm.streams.info(streamFor('identity').name);
  const events = [];
  for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq += 1) {
    const message = await jsm.streams.getMessage(streamFor('identity').name, { seq });
    if (message.subject !== identityEvents.userRegistered.type) continue;
    const event = identityEvents.userRegistered.parse(JSON.parse(message.string()));
    if (event.data.email === email) events.push(event);
  }
  return events;
}

describe('GET /api/auth/user', () => {
  it('answers 401 with a JSON message when signed out', async () => {
    const response = await client(env.url).get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ message: 'Unauthorized' });
  });
});

describe('POST /api/auth/signup', () => {
  it('creates the account, signs it in with an HttpOnly cookie and announces it once', async () => {
    const member = newMember();
    const browser = client(env.url);
    const response = await browser.post('/api/auth/signup', member);

    expect(response.status).toBe(201);
    const email = member.email.toLowerCase();
    expect(response.json).toEqual({
      id: expect.any(String),
      email,
      firstName: 'Ann',
      lastName: 'Lee',
      createdAt: expect.any(String),
      isSubscribed: false,
    });
    expect(response.setCookies[0]).toMatch(
      /^cinevia_session=[\w-]{43}; Max-Age=\d+; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/,
    );
    expect((await browser.get('/api/auth/user')).json).toEqual(response.json);
    const events = await eventually(async () => {
      const found = await registeredEventsFor(email);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(events[0]!.data).toMatchObject({ userId: response.json.id, email });
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const member = newMember();
    await client(env.url).post('/api/auth/signup', member);
    const again = await client(env.url).post('/api/auth/signup', { ...member, email: member.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: 'An account with this email already exists' });
  });
});

describe('POST /api/auth/login and /api/auth/logout', () => {
  it('signs in with a new session id every time, and signs out', async () => {
    const member = newMember();
    const browser = client(env.url);
    await browser.post('/api/auth/signup', member);
    const firstSession = browser.jar.get('cinevia_session');

    const login = await browser.post('/api/auth/login', { email: member.email, password: member.password });
    expect(login.status).toBe(200);
    expect(login.json.email).toBe(member.email.toLowerCase());
    const secondSession = browser.jar.get('cinevia_session');
    expect(secondSession).not.toBe(firstSession);

    const stale = client(env.url);
    stale.jar.set('cinevia_session', firstSession!);
    expect((await stale.get('/api/auth/user')).status).toBe(401);

    const logout = await browser.post('/api/auth/logout');
    expect(logout.status).toBe(204);
    expect(browser.jar.has('cinevia_session')).toBe(false);
    const replay = client(env.url);
    replay.jar.set('cinevia_session', secondSession!);
    expect((await replay.get('/api/auth/user')).status).toBe(401);
  });

  it('answers a wrong password or unknown email with the same 401 message', async () => {
    const member = newMember();
    await client(env.url).post('/api/auth/signup', member);
    const wrong = await client(env.url).post('/api/auth/login', { email: member.email, password: 'wrong-password' });
    const unknown = await client(env.url).post('/api/auth/login', {
      email: `nobody-${randomUUID()}@example.com`,
      password: 'lantern-river-1',
    });
    expect([wrong.status, wrong.json]).toEqual([401, { message: 'Invalid email or password' }]);
    expect([unknown.status, unknown.json]).toEqual([401, { message: 'Invalid email or password' }]);
  });

  it("lets support find a member's failed request in the access log by the id its reply carried", async () => {
    const member = newMember();
    await client(env.url).post('/api/auth/signup', member);
    const refused = await client(env.url).post('/api/auth/login', { email: member.email, password: 'not-my-password' });
    const id = refused.headers.get('x-request-id');
    expect([refused.status, id]).toEqual([401, expect.stringMatching(/^[0-9a-f-]{36}$/)]);

    const lines = await eventually(async () => {
      const log = await readFile(join(env.logDir, 'gateway.log'), 'utf8');
      const found = log
        .split('\n')
        .filter((line) => line.includes(id!))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(lines[0]).toMatchObject({ requestId: id, method: 'POST', route: '/api/auth/login', status: 401 });
    expect(JSON.stringify(lines)).not.toContain('not-my-password');

    // Every reply carries its id, /graphql's too.
    const graphql = await client(env.url).post('/graphql', { query: '{ isAdmin }' });
    expect(graphql.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('counts 20 wrong passwords sent at once as 20: 5 checked, 15 refused', async () => {
    const member = newMember();
    await client(env.url).post('/api/auth/signup', member);
    const attacker = client(env.url, { headers: { 'x-forwarded-for': '198.51.100.20' } });
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        attacker.post('/api/auth/login', { email: member.email, password: `guess-${index}` }),
      ),
    );
    const statuses = guesses.map((guess) => guess.status);
    expect([
      statuses.filter((status) => status === 401).length,
      statuses.filter((status) => status === 429).length,
    ]).toEqual([5, 15]);
  });

  it('cannot lock the owner out from an address they signed in from, whatever is guessed elsewhere', async () => {
    const member = newMember();
    await client(env.url).post('/api/auth/signup', member);
    const from = (address: string) => client(env.url, { headers: { 'x-forwarded-for': address } });
    expect((await from('198.51.100.30').post('/api/auth/login', member)).status).toBe(200);
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await from(`198.51.100.${31 + attempt}`).post('/api/auth/login', { email: member.email, password: 'guess' });
    }
    // Elsewhere the account is closed for the window; at home, the owner is let in.
    expect((await from('198.51.100.50').post('/api/auth/login', member)).status).toBe(429);
    expect((await from('198.51.100.30').post('/api/auth/login', member)).status).toBe(200);
  });

  it('rate-limits failed sign-ins to one account, even with the right password afterwards', async () => {
    const member = newMember();
    await client(env.url).post('/api/auth/signup', member);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await client(env.url).post('/api/auth/login', { email: member.email, password: 'guess-' + attempt })).status,
      ).toBe(401);
    }
    const blocked = await client(env.url).post('/api/auth/login', { email: member.email, password: member.password });
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/Too many sign-in attempts/);
  });
});

describe('bad input on every auth path', () => {
  const paths = ['/api/auth/signup', '/api/auth/login', '/api/admin/auth'];
  const bodies: [string, string, string | undefined][] = [
    ['not JSON', '{"email": ', 'application/json'],
    ['a JSON array', '[]', 'application/json'],
    [
      'operator objects',
      JSON.stringify({ email: { $gt: '' }, password: { $gt: '' }, firstName: { $ne: 1 }, lastName: 'x' }),
      'application/json',
    ],
    ['wrong types', JSON.stringify({ email: 42, password: true, firstName: [], lastName: null }), 'application/json'],
    [
      'a megabyte string',
      JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_000_000), firstName: 'A', lastName: 'B' }),
      'application/json',
    ],
    ['form encoding', 'email=a%40b.co&password=lantern-river-1', 'application/x-www-form-urlencoded'],
    ['no body', '', undefined],
  ];

  it.each(paths.flatMap((path) => bodies.map(([name, body, type]) => [path, name, body, type] as const)))(
    '%s answers %s with a 4xx and a message',
    async (path, _name, body, contentType) => {
      const response = await client(env.url).postRaw(path, body, contentType);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.json).toEqual({ message: expect.any(String) });
      expect(response.setCookies).toEqual([]);
    },
  );

  it('creates no account from a refused sign-up', async () => {
    const member = newMember();
    const refused = await client(env.url).post('/api/auth/signup', { ...member, password: '12345' });
    expect(refused.json).toEqual({ message: 'Password must be at least 12 characters long' });
    const login = await client(env.url).post('/api/auth/login', { email: member.email, password: '12345' });
    expect(login.status).toBe(401);
  });

  it('refuses a password from the breached list and creates no account', async () => {
    const member = newMember();
    const refused = await client(env.url).post('/api/auth/signup', { ...member, password: '1qaz2wsx3edc' });
    expect([refused.status, refused.json]).toEqual([400, { message: BREACHED_PASSWORD }]);
    const login = await client(env.url).post('/api/auth/login', { email: member.email, password: '1qaz2wsx3edc' });
    expect(login.status).toBe(401);
  });
});

describe('administrator session', () => {
  it('opens with the admin password, verifies, and ends on logout', async () => {
    const admin = client(env.url);
    expect((await admin.get('/api/admin/verify')).status).toBe(401);

    const wrong = await admin.post('/api/admin/auth', { password: 'not-the-password' });
    expect([wrong.status, wrong.json]).toEqual([401, { message: 'Invalid admin password' }]);

    const granted = await admin.post('/api/admin/auth', { password: ADMIN_PASSWORD });
    expect([granted.status, granted.json]).toEqual([200, { authenticated: true }]);
    expect(granted.setCookies[0]).toMatch(/^cinevia_admin=[\w-]{43};.*HttpOnly; SameSite=Lax$/);
    expect((await admin.get('/api/admin/verify')).json).toEqual({ authenticated: true });

    expect((await admin.post('/api/admin/logout')).status).toBe(204);
    expect((await admin.get('/api/admin/verify')).status).toBe(401);
  });

  it('is not granted by a member session', async () => {
    const browser = client(env.url);
    await browser.post('/api/auth/signup', newMember());
    expect((await browser.get('/api/admin/verify')).status).toBe(401);
  });
});

describe('trust between gateway and subgraphs', () => {
  /** Straight to a subgraph, past the gateway, with `header` as the request's user context. */
  const ask = (subgraph: string, header: string | undefined, body: { query: string; variables?: unknown }) =>
    fetch(`http://127.0.0.1:${env.ports[subgraph]}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(header ? { [USER_CONTEXT_HEADER]: header } : {}) },
      body: JSON.stringify(body),
    });
  const caller = unsignedTestCaller();

  it('a subgraph refuses a request without the gateway signature', async () => {
    expect((await ask('identity', undefined, { query: '{ me { id email } }' })).status).toBe(401);
  });

  it("a subgraph refuses a context signed with the wrong secret, or with another service's key", async () => {
    const target = { audience: 'identity', query: '{ me { id email } }' };
    const asRest = { ...caller, channel: 'rest' } as const;
    const byAnotherGateway = gatewayContextSigner('x'.repeat(32))(asRest, target);
    expect((await ask('identity', byAnotherGateway, target)).status).toBe(401);
    // Catalogue's own key (all a compromised catalogue holds), and commissions' keys.
    for (const process of ['catalogue', 'commissions']) {
      for (const key of Object.values(secretsEnvOf(process, CONTEXT_SECRET))) {
        for (const issuer of ['gateway', 'commissions']) {
          const forged = signUserContext(asRest, target, contextKey(key, issuer));
          expect((await ask('identity', forged, target)).status).toBe(401);
        }
      }
    }
  });

  it("billing takes commissions' key as commissions' word: a member's, never the administrator's, for the payment lookup alone", async () => {
    const key = contextKey(secretsEnvOf('commissions', CONTEXT_SECRET).COMMISSIONS_BILLING_KEY!, 'commissions');
    const lookup = { query: PAYMENT_LOOKUP_QUERY, variables: { id: 'pi_none' } };
    const asCommissions = (who: UnsignedUserContext, request: { query: string; variables?: unknown } = lookup) =>
      ask('billing', signUserContext(who, { audience: 'billing', ...request }, key), request);
    expect((await asCommissions(caller)).status).toBe(200);
    expect((await asCommissions({ ...caller, adminSessionId: 'stolen' })).status).toBe(401);
    expect((await asCommissions({ ...caller, channel: 'rest' })).status).toBe(401);
    // Anything else billing answers, even another way of asking for the same payment.
    expect(
      (await asCommissions(caller, { query: 'mutation { getOrCreateSubscription { clientSecret } }' })).status,
    ).toBe(401);
    const sameField = { query: 'query ($id: ID!) { payment(id: $id) { status } }', variables: { id: 'pi_none' } };
    expect((await asCommissions(caller, sameField)).status).toBe(401);
  });

  it('a context is good for its one request, once: not for another subgraph, another query, again, or once expired', async () => {
    const request = { query: '{ browseGenres { id } }' };
    const sign = gatewayContextSigner(CONTEXT_SECRET);
    const signed = sign(caller, { audience: 'catalogue', ...request });
    expect((await ask('billing', signed, request)).status).toBe(401);
    expect((await ask('catalogue', signed, { query: '{ browseGenres { id videoCount } }' })).status).toBe(401);
    expect((await ask('catalogue', signed, request)).status).toBe(200);
    // The very same request again, within its seconds: a replay, refused.
    expect((await ask('catalogue', signed, request)).status).toBe(401);
    expect((await ask('catalogue', sign(caller, { audience: 'catalogue', ...request }), request)).status).toBe(200);
    const stale = sign(caller, { audience: 'catalogue', ...request }, Date.now() - 10_000);
    expect((await ask('catalogue', stale, request)).status).toBe(401);
  });

  it('the public GraphQL endpoint never hands out session ids', async () => {
    const member = newMember();
    await client(env.url).post('/api/auth/signup', member);
    const response = await client(env.url).graphql(
      'mutation ($input: LogInInput!) { logIn(input: $input) { sessionId } }',
      {
        input: { email: member.email, password: member.password },
      },
    );
    expect(response.json.data).toBeNull();
    expect(response.json.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('the public GraphQL endpoint answers me for the signed-in member', async () => {
    const browser = client(env.url);
    const member = newMember();
    await browser.post('/api/auth/signup', member);
    const response = await browser.graphql('{ me { email firstName } }');
    expect(response.json).toEqual({ data: { me: { email: member.email.toLowerCase(), firstName: 'Ann' } } });
  });
});

describe('other paths', () => {
  it('navigation to /api/login redirects to the sign-in page', async () => {
    const response = await client(env.url).get('/api/login');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login');
  });

  it('an unknown API path is a JSON 404', async () => {
    const response = await client(env.url).get('/api/nothing-here');
    expect([response.status, response.json]).toEqual([404, { message: 'No such API path' }]);
  });

  it('publishes the OpenAPI document of every REST path', async () => {
    const response = await client(env.url).get('/api/openapi.json');
    expect(Object.keys(response.json.paths).sort()).toEqual([
      '/api/account/email',
      '/api/account/email/confirm',
      '/api/account/export',
      '/api/account/password',
      '/api/account/profile',
      '/api/account/verification',
      '/api/account/verify-email',
      '/api/admin/auth',
      '/api/admin/film-requests',
      '/api/admin/film-requests/{id}/deliver',
      '/api/admin/film-requests/{id}/status',
      '/api/admin/insights',
      '/api/admin/logout',
      '/api/admin/series',
      '/api/admin/series/{id}',
      '/api/admin/sessions',
      '/api/admin/sessions/{id}',
      '/api/admin/verify',
      '/api/admin/videos',
      '/api/admin/videos/{id}',
      '/api/auth/forgot-password',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/reset-password',
      '/api/auth/signup',
      '/api/auth/user',
      '/api/create-payment-intent',
      '/api/film-requests',
      '/api/get-or-create-subscription',
      '/api/history',
      '/api/history/{videoId}',
      '/api/login',
      '/api/my-films',
      '/api/payments/simulated/confirm',
      '/api/profiles',
      '/api/profiles/{id}',
      '/api/profiles/{id}/lock',
      '/api/profiles/{id}/switch',
      '/api/ratings/{videoId}',
      '/api/search',
      '/api/series',
      '/api/series/{id}',
      '/api/series/{id}/next',
      '/api/sessions',
      '/api/sessions/{id}',
      '/api/speed-test',
      '/api/subscription/cancel',
      '/api/subscription/resume',
      '/api/videos',
      '/api/videos/category/{category}',
      '/api/videos/featured',
      '/api/videos/{id}',
      '/api/watch-progress',
      '/api/watchlist',
      '/api/watchlist/{videoId}',
      '/api/webhooks/stripe',
    ]);
  });

  it('serves the apps with a content security policy', async () => {
    const response = await client(env.url).get('/');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers the API with the same security headers', async () => {
    const response = await client(env.url).get('/api/videos/featured');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('refuses a write a browser sends from another site, and takes one from ours or from no browser', async () => {
    const write = (path: string, headers: Record<string, string>, body: unknown = {}) =>
      fetch(`${env.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const mutation = { query: 'mutation { logout }' };
    const foreigners: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const foreign of foreigners) {
      const refused = await write('/api/auth/logout', foreign);
      expect([refused.status, await refused.json()]).toEqual([
        403,
        { message: 'Requests from other sites are not accepted.' },
      ]);
      expect((await write('/graphql', foreign, mutation)).status).toBe(403);
    }
    const ours: Record<string, string>[] = [{ origin: env.url }, { 'sec-fetch-site': 'same-origin' }, {}];
    for (const headers of ours) {
      expect((await write('/api/auth/logout', headers)).status).not.toBe(403);
    }
  });

  it('serves the web app with the public configuration inlined', async () => {
    const response = await client(env.url).get('/some/deep/link');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<script id="cinevia-config" type="application/json">{"companyName":');
  });
});

describe('restarts', () => {
  it('keeps accounts and sessions when identity is killed and started again', async () => {
    const member = newMember();
    const browser = client(env.url);
    await browser.post('/api/auth/signup', member);

    await env.stack.restart('identity');

    expect((await browser.get('/api/auth/user')).json.email).toBe(member.email.toLowerCase());
    expect(
      (await client(env.url).post('/api/auth/login', { email: member.email, password: member.password })).status,
    ).toBe(200);
  });
});

describe('GET /api/speed-test', () => {
  it('streams exactly the bytes asked for, uncached', async () => {
    const response = await fetch(`${env.url}/api/speed-test?bytes=300000`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.arrayBuffer()).byteLength).toBe(300_000);
  });

  it.each(['', '12', '999999999', 'lots'])('refuses bytes=%j with a message', async (bytes) => {
    const response = await client(env.url).get(`/api/speed-test?bytes=${bytes}`);
    expect(response.status).toBe(400);
    expect(response.json.message).toMatch(/bytes must be a whole number/);
  });
});
