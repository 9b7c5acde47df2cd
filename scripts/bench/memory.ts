import { randomBytes } from 'node:crypto';
import { KEPT_WHILE_USED_MS } from '@cinevia/service-kit';
import { STACK_PROCESSES } from '../stack/stack';
import { connectRedis } from '../../packages/kit/src';
import { metric, metricsOf } from './lib/metrics';
import { latencyOf, sessionsOf, visitSessionCheck, visitViewing } from './lib/held-members';
import { onBenchInfrastructure, startBenchStack } from './lib/infrastructure';
import { seedScale, seedViewing } from './lib/seed';
import { SMALL } from './figures/run';
import { settle } from './figures/idle';

/**
 * Memory per replica (issue 37): every process's heap in use and resident memory on an empty stack
 * (the baseline), then with as many members as films at two sizes, each member subscribed, with
 * progress in four films and two on My List, as viewing keeps them. One replica of each process;
 * none holds a member until asked for them (identity, viewing, the gateway) or holds what it holds
 * whole, so its memory is what any replica of it needs. The cost per member and film is the growth
 * between the two sizes over what was added.
 *
 * Then, at the larger size, the members in use held: HELD members ask viewing for their part of the
 * home page, and the gateway for the session check (identity, billing and the gateway hold them); each read
 * from the database by `_id` the first time (the miss), then again (held, the hit); the memory with
 * them held; and once they have been idle past KEPT_WHILE_USED_MS, HELD others ask: the first are
 * let go, so memory stays where it was.
 */
const SIZES = SMALL ? [200, 2_000] : [10_000, 100_000];
const FILMS_EACH = 4;
/** Samples of each process's memory, 2 s apart; the least heap is the nearest to what is live. */
const SAMPLES = SMALL ? 2 : 5;
/** Profiles viewing holds, and members identity and the gateway hold (their `…_HELD` settings). */
const HELD = SMALL ? 500 : 10_000;
/** The processes that hold members in use, measured holding them. */
const HOLDERS = ['viewing', 'identity', 'billing', 'gateway'] as const;
/** The user-context secret the stack runs with: the bench asks viewing as the gateway does. */
const SECRET = randomBytes(32).toString('hex');

type Memory = { heapMb: number; rssMb: number };

async function memoryOf(ports: Record<string, number>): Promise<Record<string, Memory>> {
  const least: Record<string, Memory> = {};
  for (let sample = 0; sample < SAMPLES; sample++) {
    for (const name of STACK_PROCESSES) {
      const text = await metricsOf(ports[name]!);
      const heapMb = metric(text, 'nodejs_heap_size_used_bytes') / 2 ** 20;
      const rssMb = metric(text, 'process_resident_memory_bytes') / 2 ** 20;
      const kept = least[name];
      if (!kept || heapMb < kept.heapMb) least[name] = { heapMb, rssMb };
    }
    await new Promise((wait) => setTimeout(wait, 2_000));
  }
  return least;
}

/** The members in use held (HELD, then HELD others once the first are idle: see above). */
async function holdingMembers(ports: Record<string, number>, redisUrl: string) {
  const redis = await connectRedis(redisUrl);
  try {
    const sessions = await sessionsOf(redis, 0, 2 * HELD);
    const visit = async (from: number, to: number) => ({
      viewing: await visitViewing({ viewingPort: ports.viewing!, secret: SECRET, from, to }),
      sessionCheck: await visitSessionCheck({ gatewayPort: ports.gateway!, sessions, from, to }),
    });
    const misses = await visit(0, HELD);
    const hits = await visit(0, HELD);
    await settle(Date.now());
    const full = await memoryOf(ports);
    await new Promise((wait) => setTimeout(wait, KEPT_WHILE_USED_MS + 5_000));
    await visit(HELD, 2 * HELD);
    await settle(Date.now());
    const turnedOver = await memoryOf(ports);
    return { misses, hits, full, turnedOver };
  } finally {
    redis.disconnect();
  }
}

async function main() {
  const measured: { size: number; memory: Record<string, Memory>; startedInS: number }[] = [];
  const holding: { held?: Awaited<ReturnType<typeof holdingMembers>> } = {};
  await onBenchInfrastructure('bench-memory', async (bench) => {
    const { infra, nats, logger } = bench;
    let seeded = 0;
    for (const size of [0, ...SIZES]) {
      if (size > seeded) {
        const started = Date.now();
        await seedScale({
          mongoUrl: infra.mongoUrl,
          nats,
          films: size,
          members: size,
          subscribers: size,
          from: seeded,
          logger,
        });
        await seedViewing({
          mongoUrl: infra.mongoUrl,
          from: seeded,
          members: size,
          films: size,
          filmsEach: FILMS_EACH,
        });
        console.log(
          `memory: seeded up to ${size} members and films in ${((Date.now() - started) / 1000).toFixed(0)} s`,
        );
        seeded = size;
      }
      const startedAt = Date.now();
      const stack = await startBenchStack(bench, {
        env: {
          USER_CONTEXT_SECRET: SECRET,
          VIEWING_PROFILES_HELD: String(HELD),
          IDENTITY_MEMBERS_HELD: String(HELD),
          GATEWAY_MEMBERS_HELD: String(HELD),
          BILLING_MEMBERS_HELD: String(HELD),
        },
      });
      try {
        const startedInS = (Date.now() - startedAt) / 1000;
        await settle(Date.now());
        measured.push({ size, memory: await memoryOf(stack.ports), startedInS });
        if (size === SIZES.at(-1)) holding.held = await holdingMembers(stack.ports, infra.redisUrl);
      } finally {
        await stack.stop();
      }
    }
  });

  const [empty, small, large] = measured as [
    (typeof measured)[number],
    (typeof measured)[number],
    (typeof measured)[number],
  ];
  const added = large.size - small.size;
  console.log(
    `memory per process, heap in use / resident (MB), after settling; started in ${measured.map((m) => `${m.startedInS.toFixed(0)} s`).join(', ')}`,
  );
  console.log(
    `${'process'.padEnd(14)}${'empty (baseline)'.padEnd(20)}${`${small.size}`.padEnd(20)}${`${large.size}`.padEnd(20)}heap per member+film`,
  );
  for (const name of STACK_PROCESSES) {
    const cell = (at: (typeof measured)[number]) =>
      `${at.memory[name]!.heapMb.toFixed(1)} / ${at.memory[name]!.rssMb.toFixed(0)}`.padEnd(20);
    const perEach = ((large.memory[name]!.heapMb - small.memory[name]!.heapMb) * 2 ** 20) / added;
    console.log(`${name.padEnd(14)}${cell(empty)}${cell(small)}${cell(large)}${perEach.toFixed(0)} bytes`);
  }

  const held = holding.held;
  if (!held) throw new Error('the members in use were not measured');
  const mb = ({ heapMb, rssMb }: Memory) => `${heapMb.toFixed(1)} / ${rssMb.toFixed(0)} MB`;
  console.log(`holding the members in use (each process's …_HELD=${HELD}, ${large.size} members stored):`);
  for (const name of HOLDERS) {
    const none = large.memory[name]!;
    const perMember = ((held.full[name]!.heapMb - none.heapMb) * 2 ** 20) / HELD;
    console.log(`  ${name}`);
    console.log(`    none held (baseline)          ${mb(none)}`);
    console.log(
      `    ${`${HELD} held`.padEnd(30)}${mb(held.full[name]!)}: ${perMember.toFixed(0)} bytes per member held`,
    );
    console.log(
      `    ${`${HELD} others after them`.padEnd(30)}${mb(held.turnedOver[name]!)} (the first idle over ${KEPT_WHILE_USED_MS / 1000} s, let go)`,
    );
  }
  console.log(
    `  viewing, member's part: first request (read by _id) ${latencyOf(held.misses.viewing)}; held (baseline) ${latencyOf(held.hits.viewing)}`,
  );
  console.log(
    `  session check through the gateway: first request (identity and billing read by _id) ${latencyOf(held.misses.sessionCheck)}; held (baseline) ${latencyOf(held.hits.sessionCheck)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
