/**
 * Two replicas of every service and of the gateway, as separate processes (two stacks on shared
 * infrastructure), on a real three-node NATS cluster with every stream at three replicas: what is
 * written through one gateway is read through the other, each event is handled once per service
 * (one welcome mail per member, though both notifications replicas consume), and a replica asked to
 * stop (SIGTERM) in the middle of writes exits cleanly within its grace period, losing nothing.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  eventually,
  startInfrastructure,
  startMailCatcher,
  type Infrastructure,
  type MailCatcher,
} from '@cinevia/harness';
import { startNatsCluster, type LocalNatsCluster } from '@cinevia/harness/local';
import { startStack, type RunningStack } from '../../scripts/stack/stack';
import { addFilm, ADMIN_PASSWORD, client, CONTEXT_SECRET, newMemberDetails, subscribe, type Client } from './stack';

let infra: Infrastructure;
let cluster: LocalNatsCluster;
let mail: MailCatcher;
let scratch: string;
/** Replica A and replica B of every process; B's NATS seed is another node than A's. */
const stacks: RunningStack[] = [];
let filmId: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'cinevia-replicas-'));
  [infra, cluster, mail] = await Promise.all([
    startInfrastructure(),
    startNatsCluster(3, join(scratch, 'nats')),
    startMailCatcher(),
  ]);
  await writeFile(join(scratch, 'index.html'), '<html><head><!--cinevia-config--></head><body></body></html>');
  for (const first of [0, 1]) {
    const seeds = [cluster.urls[first]!, ...cluster.urls.filter((_, index) => index !== first)].join(',');
    stacks.push(
      await startStack({
        // The cluster has no users: each process signs in to it as its own, with no rights to keep.
        infra: { ...infra, natsUrl: seeds, accessOf: (name) => ({ ...infra.accessOf(name), natsUrl: seeds }) },
        logDir: join(scratch, `logs-${first}`),
        adminPassword: ADMIN_PASSWORD,
        smtpUrl: mail.url,
        // Not 'test': libraries act as deployed (Apollo Server stops itself on SIGTERM outside tests).
        nodeEnv: 'development',
        // A service whose start times out while the cluster creates every stream and consumer at
        // three replicas, on two cores, is started again, as an orchestrator would.
        restartCrashed: true,
        extraEnv: {
          WEB_DIST: scratch,
          LOG_LEVEL: 'warn',
          PROGRESS_WRITE_BEHIND_MS: '500',
          RATE_LIMITS: 'off',
          USER_CONTEXT_SECRET: CONTEXT_SECRET,
          STREAM_REPLICAS: '3',
        },
      }),
    );
  }
  filmId = await addFilm(stacks[0]!.url, 'Two Harbours');
}, 240_000);

afterAll(async () => {
  for (const stack of stacks) await stack.stop();
  await mail?.stop();
  for (const node of cluster?.nodes ?? []) await node.stop();
  await infra?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

const [A, B] = [0, 1];
/** Compose's default stop grace period (the chart gives 30 s). */
const GRACE_MS = 10_000;
const url = (replica: number) => stacks[replica]!.url;
const welcomesTo = (email: string) =>
  mail.received().filter((caught) => caught.to.includes(email) && /welcome/i.test(caught.subject)).length;

/** A Premium member signed up through one replica's gateway and signed in through the other's. */
async function memberOnBoth(): Promise<{ email: string; on: [Client, Client] }> {
  const details = newMemberDetails('replicas');
  const first = client(url(A));
  expect((await first.post('/api/auth/signup', details)).status).toBe(201);
  expect((await subscribe(first)).status).toBe(200);
  const second = client(url(B));
  expect((await second.post('/api/auth/login', details)).status).toBe(200);
  return { email: details.email, on: [first, second] };
}

it('serves through either gateway what was written through the other, each event handled once per service', async () => {
  // The admin's film, added through A, in B's catalogue and B's gateway.
  await eventually(async () => expect((await client(url(B)).get(`/api/videos/${filmId}`)).status).toBe(200), 20_000);

  const members = await Promise.all(Array.from({ length: 6 }, memberOnBoth));
  for (const [index, { on }] of members.entries()) {
    const [writer, reader] = index % 2 === 0 ? on : [on[1], on[0]];
    // Premium paid through A reaches B's replicas by event, within moments.
    await eventually(async () => expect((await writer.post('/api/watchlist', { videoId: filmId })).status).toBe(201));
    const progress = 100 + index;
    expect((await writer.post('/api/watch-progress', { videoId: filmId, progress, duration: 5_000 })).status).toBe(200);
    await eventually(async () => {
      expect(
        ((await reader.get('/api/watchlist')).json as { videoId: string }[]).map((entry) => entry.videoId),
      ).toEqual([filmId]);
      expect(((await reader.get('/api/watch-progress')).json as { progress: number }[])[0]?.progress).toBe(progress);
    }, 20_000);
  }
  // Both notifications replicas share one durable consumer: one welcome each, never two.
  await eventually(() => expect(members.map(({ email }) => welcomesTo(email))).toEqual(members.map(() => 1)), 20_000);
  await new Promise((settle) => setTimeout(settle, 1_000));
  expect(members.map(({ email }) => welcomesTo(email))).toEqual(members.map(() => 1));
}, 120_000);

it('a replica asked to stop in the middle of writes exits cleanly in its grace period, and loses nothing', async () => {
  const acknowledged = { signUps: [] as { email: string; password: string }[], saves: [] as number[] };
  const saverDetails = newMemberDetails('replicas');
  const saver = client(url(B));
  expect((await saver.post('/api/auth/signup', saverDetails)).status).toBe(201);
  expect((await subscribe(saver)).status).toBe(200);
  let running = true;
  // Writes through B's gateway, to the replicas being stopped, until they are down.
  const loops = [
    async () => {
      const details = newMemberDetails('replicas');
      if ((await client(url(B)).post('/api/auth/signup', details)).status === 201) acknowledged.signUps.push(details);
    },
    async () => {
      const progress = 1 + acknowledged.saves.length;
      const saved = await saver.post('/api/watch-progress', { videoId: filmId, progress, duration: 40_000 });
      if (saved.status === 200) acknowledged.saves.push(progress);
    },
  ].map(async (write) => {
    while (running) {
      await write().catch(() => undefined);
      await new Promise((pause) => setTimeout(pause, 100));
    }
  });
  await new Promise((wait) => setTimeout(wait, 1_500));
  const exits = [];
  // The gateway last, its writers still sending: each part it started closes in turn (app.ts).
  const stopped = ['notifications', 'viewing', 'identity', 'gateway'];
  for (const name of stopped) {
    const started = Date.now();
    exits.push({ name, ...(await stacks[B]!.terminate(name)), withinGrace: Date.now() - started < GRACE_MS });
  }
  running = false;
  await Promise.all(loops);

  expect(exits).toEqual(stopped.map((name) => ({ name, code: 0, signal: null, withinGrace: true })));
  expect(acknowledged.signUps.length).toBeGreaterThan(0);
  expect(acknowledged.saves.length).toBeGreaterThan(0);
  // Read through A: every sign-up B acknowledged, its one welcome, and the last save B's viewing took.
  await eventually(async () => {
    for (const { email, password } of acknowledged.signUps) {
      expect((await client(url(A)).post('/api/auth/login', { email, password })).status).toBe(200);
      expect(welcomesTo(email)).toBe(1);
    }
  }, 30_000);
  const reader = client(url(A));
  expect((await reader.post('/api/auth/login', saverDetails)).status).toBe(200);
  await eventually(async () => {
    const [entry] = (await reader.get('/api/watch-progress')).json as { progress: number }[];
    expect(entry?.progress).toBeGreaterThanOrEqual(acknowledged.saves.at(-1)!);
  }, 20_000);
}, 120_000);
