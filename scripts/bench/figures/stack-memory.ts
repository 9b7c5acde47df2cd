import { descendantsMemory } from '../lib/cpu';
import { metric, metricsOf } from '../lib/metrics';
import { FILMS, MEMBERS, report, type Run } from './run';

/** The whole stack `npm start` runs, every process's resident memory added up (issue 58). */
const STACK_TARGET_MB = 1_024;

/**
 * What the stack holds once the audience has used every page at its peak: each service, the gateway,
 * NATS, Redis, the database and MailDev, by process; with each Node process's V8 heap, which says how
 * much of its memory is data. (The launcher is this bench, not counted: `npm start` adds npm and its
 * launcher, two more Node processes.)
 */
export async function stackMemoryFigure({ ports }: Run): Promise<void> {
  const { totalMb, byProcess, proportionalMb } = descendantsMemory();
  const heaps = await Promise.all(
    Object.entries(ports).map(async ([name, port]) => {
      const text = await metricsOf(port);
      const mb = (metricName: string) => (metric(text, metricName) / 2 ** 20).toFixed(0);
      return `${name} ${mb('nodejs_heap_size_used_bytes')}/${mb('nodejs_heap_size_total_bytes')}/${mb('nodejs_external_memory_bytes')}`;
    }),
  );
  console.log(`  V8 heap used/total/external, MB: ${heaps.join(', ')}`);
  const each = [...byProcess]
    .sort((a, b) => b[1] - a[1])
    .map(([name, mb]) => `${name.split('#')[0]} ${mb.toFixed(0)}`)
    .join(', ');
  report(
    `the stack's memory (RSS), ${FILMS} films × ${MEMBERS} members`,
    `${totalMb.toFixed(0)} MB`,
    `by process, MB: ${each}; shared pages counted once (PSS): ${proportionalMb.toFixed(0)} MB (target ≤ ${STACK_TARGET_MB} MB of RSS)`,
    totalMb <= STACK_TARGET_MB,
  );
}
