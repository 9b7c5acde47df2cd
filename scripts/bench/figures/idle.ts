import { busiest, descendantsCpu, type CpuUse } from '../lib/cpu';
import { PROFILE_DIR, report, SMALL, type Run } from './run';

const IDLE_SECONDS = SMALL ? 3 : 30;
/**
 * Windows measured one after another, the figure their median (issue 58: over six runs): one window
 * may hold a process's full collection (V8's memory reducer, up to 0.3 s of CPU), which is no idle cost.
 */
const IDLE_WINDOWS = 6;
/** Every stack process together, percent of one core. */
const IDLE_TARGET = 1;
/**
 * The stack is at rest once it stays under this (percent of one core, every process): the idle
 * target, or while profiling, what the profilers' own sampling costs (about 1 % a process).
 */
const QUIET = PROFILE_DIR ? 10 : IDLE_TARGET;

/**
 * Waits until the stack's start-up is over, so that the idle figure measures the stack at rest: the
 * seed's events consumed (billing takes the members' registrations, about 30 s at 10,000) and 15 s
 * in a row within the idle target (in 5 s steps). V8 also shrinks each process's heap once after
 * start-up (its memory reducer: two or three full collections, 50-300 ms of CPU per process at this
 * size), as soon as it sees the process idle and at the latest 100 s after its last full collection,
 * which start-up takes; so the figure is measured no earlier than 110 s after the start-up work ended
 * (`busyUntil`: the stack up and, for the scale bench, its audience signed in and using it). Five
 * minutes at most. Returns the seconds it waited.
 */
export async function settle(busyUntil: number): Promise<number> {
  const started = Date.now();
  const quietNeeded = SMALL ? 5 : 15;
  const heapsReducedBy = busyUntil + (SMALL ? 0 : 110_000);
  let quiet = 0;
  while ((quiet < quietNeeded || Date.now() < heapsReducedBy) && Date.now() - started < 300_000) {
    quiet = (await descendantsCpu(5)).total <= QUIET ? quiet + 5 : 0;
  }
  return Math.round((Date.now() - started) / 1000);
}

export async function idleFigure({ settled }: Run): Promise<void> {
  const windows: CpuUse[] = [];
  for (let window = 0; window < IDLE_WINDOWS; window++) windows.push(await descendantsCpu(IDLE_SECONDS));
  const sorted = [...windows].sort((a, b) => a.total - b.total);
  // The median of an even count: the upper of the middle two, so a figure never reads better than a window did.
  const median = sorted[IDLE_WINDOWS / 2]!;
  report(
    `idle CPU of every stack process, median of ${IDLE_WINDOWS} windows of ${IDLE_SECONDS} s`,
    `${median.total.toFixed(2)} % of one core`,
    `after ${settled} s settling; busiest then: ${busiest(median, 3)}; each window: ${windows.map((window) => window.total.toFixed(2)).join(', ')} %`,
    median.total <= IDLE_TARGET,
  );
}
