import { join } from 'node:path';
import { RetentionPolicy, StorageType } from 'nats';
import { PROGRESS_SAVES } from '@cinevia/proto';
import { connectNats, connectRedis } from '../../packages/kit/src';
import { createSessionStore, VIEWER_SESSION_COOKIE } from '../../packages/shared-models/src';
import { capturingLogger, startInfrastructure, startMailCatcher } from '@cinevia/harness';
import { ROOT, startStack } from '../stack/stack';
import { bareServer, load, type LoadResult } from './lib/load';
import { createReport, describeLoad } from './lib/report';
import { seedScale } from './lib/seed';

/**
 * Progress saves at audience scale (issue 21): `POST /api/watch-progress` from many members, each
 * from an address of their own, over distinct films, offered at a fixed rate to the embedded stack
 * as `npm start` runs it (its NODE_ENV and log level, every limit on), beside the
 * same-run ceilings of each hop of a save; then acknowledged saves counted after `kill -9` of
 * viewing, of the gateway and of NATS in the middle of a burst. BENCH_SMALL=true runs it small.
 */
const SMALL = process.env.BENCH_SMALL === 'true';
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const MEMBERS = SMALL ? 100 : 2_000;
const RATE = SMALL ? 200 : 3_000;
/** BENCH_SECONDS=n shortens the sustained run (to find a fault quickly). */
const SECONDS = Number(process.env.BENCH_SECONDS ?? (SMALL ? 3 : 60));
const HOP_SECONDS = SMALL ? 1 : 5;
const KILL_BURST_SECONDS = SMALL ? 4 : 8;
const CONNECTIONS = 50;
const DURATION = 40_000;
const LOG_DIR = join(ROOT, '.data', 'bench-progress-logs');

const progress = createReport('progress');

/** A session per member, made as sign-in makes them (sign-in itself is the scale bench's figure). */
async function sessionCookies(redisUrl: string, memberIds: string[]): Promise<string[]> {
  const redis = await connectRedis(redisUrl);
  try {
    const sessions = createSessionStore(redis);
    return await Promise.all(
      memberIds.map(
        async (id) =>
          `${VIEWER_SESSION_COOKIE}=${await sessions.createViewerSession(id, { profileId: id, maturityLevel: '18+', isKids: false })}`,
      ),
    );
  } finally {
    await redis.quit();
  }
}

/** Member i's address (a benchmarking range): an audience, not one client. */
const addressOf = (member: number) => `198.18.${Math.floor(member / 250)}.${(member % 250) + 1}`;

interface Audience {
  cookies: string[];
  filmIds: string[];
  /** The newest position each member got a 200 for. */
  answered: number[];
}

/**
 * Saves round-robin over the members, member i always in film i: each save a later position and a
 * later `savedAt` than that member's previous one, so the newest answered position is the one the
 * member must find afterwards.
 */
function saveLoad(url: string, audience: Audience, options: { rate?: number; seconds: number }): Promise<LoadResult> {
  const startedAt = Date.now();
  let sent = 0;
  return load({
    url,
    connections: CONNECTIONS,
    seconds: options.seconds,
    rate: options.rate,
    requests: [
      {
        method: 'POST',
        path: '/api/watch-progress',
        setupRequest: (request, context) => {
          const member = sent % audience.cookies.length;
          const position = 1 + Math.floor(sent / audience.cookies.length);
          sent += 1;
          context.member = member;
          context.position = position;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              cookie: audience.cookies[member]!,
              'x-forwarded-for': addressOf(member),
            },
            body: JSON.stringify({
              videoId: audience.filmIds[member],
              progress: position,
              duration: DURATION,
              savedAt: startedAt + sent,
            }),
          };
        },
        onResponse: (status, _body, context) => {
          const member = context.member as number;
          if (status === 200)
            audience.answered[member] = Math.max(audience.answered[member]!, context.position as number);
        },
      },
    ],
  });
}

/** Members whose newest answered save is not (yet) what they read back. */
async function missingSaves(url: string, audience: Audience): Promise<number> {
  let missing = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < audience.cookies.length) {
        const member = next++;
        if (audience.answered[member] === 0) continue;
        const response = await fetch(`${url}/api/watch-progress`, {
          headers: { cookie: audience.cookies[member]!, 'x-forwarded-for': addressOf(member) },
        });
        const entries = response.ok ? ((await response.json()) as { videoId: string; progress: number }[]) : [];
        const entry = entries.find((item) => item.videoId === audience.filmIds[member]);
        if (!entry || entry.progress < audience.answered[member]!) missing += 1;
      }
    }),
  );
  return missing;
}

/** Polls until every answered save reads back, or 60 s pass; the count still missing. */
async function missingAfterRecovery(url: string, audience: Audience): Promise<number> {
  const deadline = Date.now() + 60_000;
  let missing = await missingSaves(url, audience).catch(() => audience.cookies.length);
  while (missing > 0 && Date.now() < deadline) {
    await new Promise((wait) => setTimeout(wait, 1_000));
    missing = await missingSaves(url, audience).catch(() => audience.cookies.length);
  }
  return missing;
}

/** Members the progress writer has stored since viewing started (its metric). */
async function membersWritten(viewingPort: number): Promise<number> {
  const metrics = await (await fetch(`http://127.0.0.1:${viewingPort}/metrics`)).text();
  const line = metrics.split('\n').find((row) => row.startsWith('cinevia_progress_members_written_total'));
  if (!line) throw new Error("viewing's metrics have no cinevia_progress_members_written_total");
  return Number(line.split(' ').at(-1));
}

/** What one publish with ack costs, alone: the bench publishing to a stream of its own. */
async function publishCeiling(natsUrl: string, payload: string): Promise<string> {
  const nc = await connectNats(natsUrl, 'bench-publish');
  try {
    const jsm = await nc.jetstreamManager();
    await jsm.streams.add({
      name: 'BENCH_PUBLISH',
      subjects: ['bench.publish'],
      storage: StorageType.File,
      retention: RetentionPolicy.Limits,
    });
    const js = nc.jetstream();
    let published = 0;
    const until = Date.now() + HOP_SECONDS * 1_000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < until) {
          await js.publish('bench.publish', payload);
          published += 1;
        }
      }),
    );
    await jsm.streams.delete('BENCH_PUBLISH');
    return `${(published / HOP_SECONDS).toFixed(0)} publishes/s, ${CONNECTIONS} in flight`;
  } finally {
    await nc.drain();
  }
}

/** A burst of saves with one process killed (SIGKILL) and started again 2 s in; the saves then missing. */
async function killDuringBurst(restart: () => Promise<void>, url: string, audience: Audience): Promise<number> {
  audience.answered.fill(0);
  const burst = saveLoad(url, audience, { rate: RATE, seconds: KILL_BURST_SECONDS });
  await new Promise((wait) => setTimeout(wait, 2_000));
  await restart();
  await burst;
  return missingAfterRecovery(url, audience);
}

async function main() {
  const infra = await startInfrastructure('local'); // the bench measures the processes it starts
  // The stack's mail (welcomes, resets) goes to a catcher in this process.
  const mail = await startMailCatcher();
  const nats = await connectNats(infra.natsUrl, 'bench');
  const { logger } = capturingLogger();
  try {
    console.log(`progress saves: ${MEMBERS} members over ${MEMBERS} films (embedded stack: ${infra.kind})`);
    const { filmIds, memberIds } = await seedScale({
      mongoUrl: infra.mongoUrl,
      nats,
      films: MEMBERS,
      members: MEMBERS,
      logger,
    });
    const stack = await startStack({
      smtpUrl: mail.url,
      infra,
      logDir: LOG_DIR,
      adminPassword: 'bench-admin-password',
      // As `npm start` runs it: its NODE_ENV and log level, the limits on (the audience meets none).
      nodeEnv: 'development',
      extraEnv: { LOG_LEVEL: 'warn' },
      nodeArgs: PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
    });
    try {
      const url = stack.url;
      const audience: Audience = {
        cookies: await sessionCookies(infra.redisUrl, memberIds),
        filmIds,
        answered: memberIds.map(() => 0),
      };
      // Until the gateway's catalogue feed has every film, a save is refused as for an unknown film.
      for (let tries = 0; tries < 100; tries += 1) {
        const first = await fetch(`${url}/api/watch-progress`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: audience.cookies.at(-1)! },
          body: JSON.stringify({ videoId: filmIds.at(-1), progress: 0, duration: DURATION }),
        });
        if (first.status === 200) break;
        await new Promise((wait) => setTimeout(wait, 200));
      }
      const reply = JSON.stringify({ videoId: filmIds[0], progress: 1, duration: DURATION, updatedAt: new Date() });

      const bare = await bareServer(reply);
      const bareLoad = await load({
        url: bare.url,
        method: 'POST',
        body: reply,
        connections: CONNECTIONS,
        seconds: HOP_SECONDS,
      });
      await bare.close();
      const health = await load({ url: `${url}/healthz`, connections: CONNECTIONS, seconds: HOP_SECONDS });

      const writtenBefore = await membersWritten(stack.ports.viewing!);
      const sustained = await saveLoad(url, audience, { rate: RATE, seconds: SECONDS });
      progress.figure(
        `saves, ${RATE}/s offered for ${SECONDS} s, ${MEMBERS} members`,
        describeLoad(sustained),
        `bare Node ${bareLoad.requestsPerSecond.toFixed(0)} req/s, gateway /healthz ${health.requestsPerSecond.toFixed(0)} req/s (target ≥ ${RATE}/s, p99 ≤ 50 ms, 0 errors)`,
        sustained.requestsPerSecond >= RATE * 0.98 && sustained.p99 <= 50 && sustained.errors === 0,
      );
      // The writer writes behind the saves every 10 s; its last write comes up to one pass after the load.
      await new Promise((wait) => setTimeout(wait, 11_000));
      const writes = ((await membersWritten(stack.ports.viewing!)) - writtenBefore) / SECONDS;
      console.log(`        database writes behind them: ${writes.toFixed(0)} member documents/s`);

      console.log('  hop ceilings, same run:');
      console.log(`    ${'bare Node, same reply'.padEnd(44)} ${describeLoad(bareLoad)}`);
      console.log(`    ${'gateway /healthz'.padEnd(44)} ${describeLoad(health)}`);
      const unknownFilm = JSON.stringify({ videoId: 'no-such-film', progress: 1, duration: DURATION });
      // Spread over the audience, each member from their own address: one member alone would meet the
      // gateway's limit on progress saves (120 a minute), and then be refused in the bursts that follow.
      const express = await load({
        url,
        requests: audience.cookies.map((cookie, member) => ({
          method: 'POST' as const,
          path: '/api/watch-progress',
          headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': addressOf(member) },
          body: unknownFilm,
        })),
        connections: CONNECTIONS,
        seconds: HOP_SECONDS,
      });
      console.log(
        `    ${'gateway: session, validation (404 reply)'.padEnd(44)} ${describeLoad({ ...express, errors: 0 })}`,
      );
      console.log(
        `    ${'JetStream publish with ack, alone'.padEnd(44)} ${await publishCeiling(infra.natsUrl, reply)}`,
      );
      const peak = await saveLoad(url, audience, { seconds: HOP_SECONDS });
      console.log(`    ${'full path, as fast as answered'.padEnd(44)} ${describeLoad(peak)}`);

      const kills = [
        ['viewing', () => stack.restart('viewing')],
        ['gateway', () => stack.restart('gateway')],
        ['NATS', () => infra.restartNats()],
      ] as const;
      // A process killed outright writes no profile: profiling, the load's profiles are kept instead.
      if (PROFILE_DIR) console.log('  kill -9 figures left out: profiling (BENCH_PROFILE_DIR)');
      for (const [name, restart] of PROFILE_DIR ? [] : kills) {
        const missing = await killDuringBurst(restart, url, audience);
        progress.figure(
          `answered saves missing after kill -9 of ${name}`,
          `${missing} of ${audience.answered.filter((position) => position > 0).length} members`,
          'target 0',
          missing === 0,
        );
      }
      const writer = await (await nats.jetstreamManager()).consumers.info(PROGRESS_SAVES.stream, PROGRESS_SAVES.writer);
      console.log(`  saves not yet stored by the writer at the end: ${writer.num_pending + writer.num_ack_pending}`);
    } finally {
      await stack.stop();
    }
  } finally {
    await nats.drain().catch(() => undefined);
    await infra.stop();
    await mail.stop();
  }
  progress.summary();
}

void main();
