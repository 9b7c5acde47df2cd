import { PROGRESS_SAVES } from '@cinevia/proto';
import { connectNats } from '@cinevia/service-kit';
import { eventually } from '@cinevia/harness';
import { addFilm, signedUpMember, startTestStack, type Client, type TestStack } from './stack';

/**
 * A progress save answered 200 is in JetStream: killing (SIGKILL) viewing, the gateway or NATS in
 * the middle of a burst of saves loses none of them, and none moves a position backwards.
 */
let env: TestStack;
let filmId: string;
const MEMBERS = 8;

beforeAll(async () => {
  env = await startTestStack();
  filmId = await addFilm(env.url, 'Long Night');
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

/**
 * Each member saves an ever later position (second n at savedAt start + n) as fast as answers
 * come, until stopped; remembers the latest position each got a 200 for. Failed or refused saves
 * (a process is down) are simply not counted, as a player would retry at its next save.
 */
function burst(browsers: Client[]) {
  const start = Date.now();
  const answered = browsers.map(() => 0);
  let running = true;
  const loops = browsers.map(async (browser, index) => {
    for (let second = 1; running; second += 1) {
      const body = { videoId: filmId, progress: second, duration: 40_000, savedAt: start + second };
      const response = await browser.post('/api/watch-progress', body).catch(() => null);
      if (response?.status === 200) answered[index] = second;
      else await new Promise((wait) => setTimeout(wait, 50));
    }
  });
  return {
    answered,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** MEMBERS new members, once the gateway knows the film (its catalogue feed is a few ms behind). */
async function savingMembers(): Promise<Client[]> {
  const browsers = await Promise.all(Array.from({ length: MEMBERS }, () => signedUpMember(env.url, 'burst')));
  const first = { videoId: filmId, progress: 0, duration: 40_000 };
  await eventually(async () => expect((await browsers[0]!.post('/api/watch-progress', first)).status).toBe(200));
  return browsers;
}

const pause = (ms: number) => new Promise((wait) => setTimeout(wait, ms));

async function expectNoAnsweredSaveLost(browsers: Client[], answered: number[]) {
  expect(Math.min(...answered)).toBeGreaterThan(0);
  for (const [index, browser] of browsers.entries()) {
    await eventually(async () => {
      const [entry] = (await browser.get('/api/watch-progress')).json;
      expect(entry?.progress).toBeGreaterThanOrEqual(answered[index]!);
    }, 30_000);
  }
}

describe('progress saves under failure', () => {
  it.each(['viewing', 'gateway'])(
    'lose none answered when %s is killed in the middle of a burst',
    async (name) => {
      const browsers = await savingMembers();
      const saving = burst(browsers);
      await pause(1_000);
      await env.stack.kill(name);
      await pause(500);
      await env.stack.start(name);
      await pause(1_000);
      await saving.stop();
      await expectNoAnsweredSaveLost(browsers, saving.answered);
    },
    120_000,
  );

  it('lose none answered when NATS is killed in the middle of a burst', async () => {
    const browsers = await savingMembers();
    const saving = burst(browsers);
    await pause(1_000);
    await env.infra.restartNats();
    await pause(3_000);
    await saving.stop();
    await expectNoAnsweredSaveLost(browsers, saving.answered);
    // The writer took up again: every save is stored and acknowledged.
    const nats = await connectNats(env.infra.natsUrl, 'durability-test');
    try {
      const jsm = await nats.jetstreamManager();
      await eventually(async () => {
        const writer = await jsm.consumers.info(PROGRESS_SAVES.stream, PROGRESS_SAVES.writer);
        expect([writer.num_pending, writer.num_ack_pending]).toEqual([0, 0]);
      }, 75_000);
    } finally {
      await nats.drain();
    }
    // And viewing, started again, reads them all back from its database.
    await env.stack.restart('viewing');
    await expectNoAnsweredSaveLost(browsers, saving.answered);
  }, 120_000);
});
