import { eventually } from '@cinevia/harness';
import { STACK_PROCESSES } from '../../scripts/stack/stack';
import {
  addFilm,
  client,
  newMemberDetails,
  startTestStack,
  subscribe,
  testCard,
  type Client,
  type TestStack,
} from './stack';

/**
 * Faults on real infrastructure: a service killed outright (SIGKILL) in the middle of a load of
 * sign-ups, progress saves, My List changes and payments comes back by itself (the stack restarts
 * it with back-off) and every write that was acknowledged is there afterwards, none twice; NATS
 * down while a member pays; the database away for a while.
 */
let env: TestStack;
let filmId: string;

beforeAll(async () => {
  env = await startTestStack({ restartCrashed: true });
  filmId = await addFilm(env.url, 'Storm Line');
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

const newMember = () => newMemberDetails('fault');

/** Signs a new member up and pays for Premium; the member once the payment was acknowledged. */
async function subscriber(): Promise<Client> {
  const browser = client(env.url);
  expect((await browser.post('/api/auth/signup', newMember())).status).toBe(201);
  expect((await subscribe(browser)).status).toBe(200);
  return browser;
}

/** What a load had acknowledged (a 2xx), to be found again afterwards. */
interface Acknowledged {
  signUps: { email: string; password: string }[];
  saves: { browser: Client; progress: number }[];
  listed: Client[];
  paid: Client[];
}

/** One loop per kind of write, each repeating until stopped; failures (a process is down) are skipped. */
function load(member: Client, listing: Client) {
  const acknowledged: Acknowledged = { signUps: [], saves: [], listed: [], paid: [] };
  let running = true;
  const pause = () => new Promise((wait) => setTimeout(wait, 100));
  const loops = [
    async () => {
      const body = newMember();
      if ((await client(env.url).post('/api/auth/signup', body)).status === 201) acknowledged.signUps.push(body);
    },
    async () => {
      const progress = 1 + acknowledged.saves.length;
      const saved = await member.post('/api/watch-progress', { videoId: filmId, progress, duration: 40_000 });
      if (saved.status === 200) acknowledged.saves.push({ browser: member, progress });
    },
    async () => {
      if ((await listing.post('/api/watchlist', { videoId: filmId })).status === 201) acknowledged.listed.push(listing);
    },
    async () => {
      const browser = client(env.url);
      if ((await browser.post('/api/auth/signup', newMember())).status !== 201) return;
      const { clientSecret } = (await browser.post('/api/get-or-create-subscription')).json ?? {};
      if (!clientSecret) return;
      const paid = await browser.post('/api/payments/simulated/confirm', testCard(clientSecret));
      if (paid.status === 200) acknowledged.paid.push(browser);
    },
  ].map(async (write) => {
    while (running) {
      await write().catch(() => undefined);
      await pause();
    }
  });
  return {
    acknowledged,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/**
 * Every acknowledged write, read back. Polled: right after a service is back, the gateway may still
 * skip it for a few seconds (its circuit breaker), answering 503.
 */
async function expectEverythingAcknowledged(acknowledged: Acknowledged) {
  const { signUps, saves, listed, paid } = acknowledged;
  await eventually(async () => {
    for (const { email, password } of signUps) {
      expect((await client(env.url).post('/api/auth/login', { email, password })).status).toBe(200);
    }
    const lastSave = saves.at(-1);
    if (lastSave) {
      const [entry] = (await lastSave.browser.get('/api/watch-progress')).json;
      expect(entry.progress).toBeGreaterThanOrEqual(lastSave.progress);
    }
    for (const browser of listed) {
      const entries = (await browser.get('/api/watchlist')).json as { videoId: string }[];
      expect(entries.map((entry) => entry.videoId)).toEqual([filmId]);
    }
    for (const browser of paid) {
      expect((await browser.get('/api/auth/user')).json.isSubscribed).toBe(true);
      // One subscription: a second checkout is refused.
      const again = await browser.post('/api/get-or-create-subscription');
      expect([again.status, again.json]).toEqual([409, { message: 'You already have an active subscription' }]);
    }
  }, 30_000);
}

describe('faults', () => {
  it('a service killed in the middle of writes comes back by itself, and loses no acknowledged write', async () => {
    const member = client(env.url);
    await member.post('/api/auth/signup', newMember());
    const listing = await subscriber();
    for (const name of STACK_PROCESSES) {
      const writes = load(member, listing);
      // Writes flowing first (a sign-up, the slowest, acknowledged), so that there is something to lose.
      await new Promise((wait) => setTimeout(wait, 1_000));
      await eventually(() => expect(writes.acknowledged.signUps.length).toBeGreaterThan(0), 30_000);
      await env.stack.crash(name);
      await eventually(
        async () => expect((await fetch(`http://127.0.0.1:${env.ports[name]}/readyz`)).status).toBe(200),
        60_000,
      );
      await new Promise((wait) => setTimeout(wait, 500));
      await writes.stop();
      expect(writes.acknowledged.signUps.length).toBeGreaterThan(0);
      await expectEverythingAcknowledged(writes.acknowledged);
      const { signUps, saves, listed, paid } = writes.acknowledged;
      console.log(
        `${name} killed: ${signUps.length} sign-ups, ${saves.length} saves, ${listed.length} My List adds and ${paid.length} payments acknowledged, all found`,
      );
    }
  }, 300_000);

  it('a payment made while NATS is down still makes the member a subscriber everywhere', async () => {
    const browser = client(env.url);
    await browser.post('/api/auth/signup', newMember());
    await env.infra.outage('nats', async () => {
      const checkout = await browser.post('/api/get-or-create-subscription');
      const { clientSecret } = checkout.json;
      expect((await browser.post('/api/payments/simulated/confirm', testCard(clientSecret))).status).toBe(200);
    });
    // My List asks viewing, which learns of the subscription only from billing's event.
    await eventually(
      async () => expect((await browser.post('/api/watchlist', { videoId: filmId })).status).toBe(201),
      60_000,
    );
  }, 120_000);

  it('answers 503 with a message while the database is away, and recovers by itself', async () => {
    const browser = client(env.url);
    const account = newMember();
    await browser.post('/api/auth/signup', account);
    await env.infra.outage('mongo', async () => {
      const refused = await client(env.url).post('/api/auth/login', {
        email: account.email,
        password: account.password,
      });
      expect(refused.status).toBe(503);
      expect(refused.json.message).toMatch(/try again/);
    });
    await eventually(async () => {
      const login = await client(env.url).post('/api/auth/login', { email: account.email, password: account.password });
      expect(login.status).toBe(200);
    }, 60_000);
  }, 120_000);
});
