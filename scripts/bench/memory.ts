import { STACK_PROCESSES } from '../stack';
import { onBenchInfrastructure, startBenchStack } from './lib/infrastructure';
import { seedScale, seedViewing } from './lib/seed';
import { SMALL } from './figures/run';
import { settle } from './figures/idle';

/**
 * Memory per replica (issue 37): every process's heap in use and resident memory on an empty stack
 * (the baseline), then with as many members as films at two sizes, each member with progress in
 * four films and two on My List, as viewing keeps them. One replica of each process; each holds
 * its read models whole, so its memory is what any replica of it needs. The cost per member and
 * film is the growth between the two sizes over what was added.
 */
const SIZES = SMALL ? [200, 2_000] : [10_000, 100_000];
const FILMS_EACH = 4;
/** Samples of each process's memory, 2 s apart; the least heap is the nearest to what is live. */
const SAMPLES = SMALL ? 2 : 5;

type Memory = { heapMb: number; rssMb: number };

/** A metric's value, whatever its labels (each process labels its own with its name). */
const metric = (text: string, name: string) =>
  Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);

async function memoryOf(ports: Record<string, number>): Promise<Record<string, Memory>> {
  const least: Record<string, Memory> = {};
  for (let sample = 0; sample < SAMPLES; sample++) {
    for (const name of STACK_PROCESSES) {
      const text = await (await fetch(`http://127.0.0.1:${ports[name]}/metrics`)).text();
      const heapMb = metric(text, 'nodejs_heap_size_used_bytes') / 2 ** 20;
      const rssMb = metric(text, 'process_resident_memory_bytes') / 2 ** 20;
      const kept = least[name];
      if (!kept || heapMb < kept.heapMb) least[name] = { heapMb, rssMb };
    }
    await new Promise((wait) => setTimeout(wait, 2_000));
  }
  return least;
}

async function main() {
  const measured: { size: number; memory: Record<string, Memory>; startedInS: number }[] = [];
  await onBenchInfrastructure('bench-memory', async (bench) => {
    const { infra, nats, logger } = bench;
    let seeded = 0;
    for (const size of [0, ...SIZES]) {
      if (size > seeded) {
        const started = Date.now();
        await seedScale({ mongoUrl: infra.mongoUrl, nats, films: size, members: size, from: seeded, logger });
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
      const stack = await startBenchStack(bench);
      try {
        const startedInS = (Date.now() - startedAt) / 1000;
        await settle(Date.now());
        measured.push({ size, memory: await memoryOf(stack.ports), startedInS });
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
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
