import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  startInfrastructure,
  startMailCatcher,
  testFilmRequest,
  type Infrastructure,
  type MailCatcher,
} from '@cinevia/harness';
import { startStack, type RunningStack } from '../../scripts/stack/stack';

export const ADMIN_PASSWORD = 'contract-admin-password';
/** Known to the tests, so they can sign a context as the gateway would and replay it elsewhere. */
export const CONTEXT_SECRET = 'contract-context-secret-'.padEnd(48, 'x');

/** A complete film request, as the create-film form sends it (add `stripePaymentIntentId`). */
export const FILM_REQUEST = { ...testFilmRequest, paymentStatus: 'paid' };

export interface TestStack {
  url: string;
  /** Each process's log, `<name>.log`. */
  logDir: string;
  infra: Infrastructure;
  /** The real SMTP server notifications sends to, holding every mail the stack sent. */
  mail: MailCatcher;
  stack: RunningStack;
  ports: Record<string, number>;
  stop(): Promise<void>;
}

/**
 * The whole stack for one test file: started before its tests, stopped after them. Call the
 * returned function inside a test for the running stack.
 */
export function useTestStack(): () => TestStack {
  let env: TestStack | undefined;
  beforeAll(async () => {
    env = await startTestStack();
  }, 120_000);
  afterAll(async () => {
    await env?.stop();
  });
  return () => {
    if (!env) throw new Error('the test stack did not start');
    return env;
  };
}

/**
 * Real infrastructure, every service and the gateway as separate processes, with a stand-in web page.
 * Rate limits are off (every suite makes its requests from one address); `extraEnv` overrides any
 * variable, as limits.test.ts turns them on.
 */
export async function startTestStack(
  options: { extraEnv?: Record<string, string>; restartCrashed?: boolean } = {},
): Promise<TestStack> {
  const infra = await startInfrastructure();
  const mail = await startMailCatcher();
  const scratch = await mkdtemp(join(tmpdir(), 'cinevia-contract-'));
  await writeFile(join(scratch, 'index.html'), '<html><head><!--cinevia-config--></head><body></body></html>');
  const stack = await startStack({
    infra,
    logDir: join(scratch, 'logs'),
    adminPassword: ADMIN_PASSWORD,
    smtpUrl: mail.url,
    nodeEnv: 'test',
    restartCrashed: options.restartCrashed,
    // Every database command that is not by `_id` is logged (see the kit's query-audit.ts).
    extraEnv: {
      WEB_DIST: scratch,
      LOG_LEVEL: 'warn',
      QUERY_AUDIT: 'true',
      PROGRESS_WRITE_BEHIND_MS: '500',
      RATE_LIMITS: 'off',
      USER_CONTEXT_SECRET: CONTEXT_SECRET,
      ...options.extraEnv,
    },
  }).catch(async (error: unknown) => {
    // A stack that cannot start must not leave its servers running (they would keep jest alive).
    await infra.stop();
    await mail.stop();
    throw error;
  });
  return {
    url: stack.url,
    logDir: join(scratch, 'logs'),
    infra,
    mail,
    stack,
    ports: stack.ports,
    async stop() {
      await stack.stop();
      await infra.stop();
      await mail.stop();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}

/**
 * A minimal cookie-keeping client, as a browser would be; `options` adds headers to every request and
 * may send them with another fetch (one trusting another certificate authority, say).
 */
export function client(baseUrl: string, options: { headers?: Record<string, string>; fetch?: typeof fetch } = {}) {
  const send = options.fetch ?? fetch;
  const jar = new Map<string, string>();
  async function request(method: string, path: string, body?: unknown, raw?: { body: string; contentType?: string }) {
    const headers: Record<string, string> = {
      ...options.headers,
      cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    };
    let payload: string | undefined;
    if (raw) {
      payload = raw.body;
      if (raw.contentType) headers['content-type'] = raw.contentType;
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const response = await send(`${baseUrl}${path}`, { method, headers, body: payload, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = pair!.split('=');
      if (!value || /Max-Age=0|Expires=Thu, 01 Jan 1970/.test(cookie)) jar.delete(name!);
      else jar.set(name!, value);
    }
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json');
    return {
      status: response.status,
      headers: response.headers,
      json: isJson ? JSON.parse(text) : undefined,
      text,
      setCookies: response.headers.getSetCookie(),
    };
  }
  return {
    jar,
    request: (method: string, path: string, body?: unknown) => request(method, path, body),
    get: (path: string) => request('GET', path),
    post: (path: string, body?: unknown) => request('POST', path, body),
    postRaw: (path: string, body: string, contentType?: string) =>
      request('POST', path, undefined, { body, contentType }),
    graphql: (query: string, variables?: unknown) => request('POST', '/graphql', { query, variables }),
  };
}

export type Client = ReturnType<typeof client>;

/** A new member's details, unique per call. */
export const newMemberDetails = (prefix = 'member') => ({
  email: `${prefix}-${randomUUID()}@example.com`,
  password: 'lantern-river-1',
  firstName: 'Test',
  lastName: 'Member',
});

/** A new member, signed up and so signed in. */
export async function signedUpMember(url: string, prefix?: string): Promise<Client> {
  const browser = client(url);
  const signedUp = await browser.post('/api/auth/signup', newMemberDetails(prefix));
  if (signedUp.status !== 201) throw new Error(`sign-up answered ${signedUp.status}`);
  return browser;
}

/** The simulated provider's succeeding test card, for a checkout's client secret. */
export const testCard = (clientSecret: string, cardNumber = '4242424242424242') => ({
  clientSecret,
  cardNumber,
  expiry: '12/34',
  cvc: '123',
});

/** Pays for Premium with the test card; the confirmation's reply. */
export async function subscribe(browser: Client) {
  const { clientSecret } = (await browser.post('/api/get-or-create-subscription')).json;
  return browser.post('/api/payments/simulated/confirm', testCard(clientSecret));
}

/** The administrator adds a film to the catalogue; its id. */
export async function addFilm(url: string, title: string): Promise<string> {
  const admin = client(url);
  await admin.post('/api/admin/auth', { password: ADMIN_PASSWORD });
  const added = await admin.post('/api/admin/videos', {
    title,
    youtubeId: 'dQw4w9WgXcQ',
    genre: 'Drama',
    category: 'new',
  });
  if (added.status !== 201) throw new Error(`adding a film answered ${added.status}`);
  return added.json.id as string;
}
