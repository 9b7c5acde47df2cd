import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time and resident memory of this process's descendants (the stack and its infrastructure),
 * from /proc: what the idle and memory figures add up. Clock ticks are 100 a second on Linux; pages
 * are 4 KiB on this machine's kind.
 */
const TICKS_PER_SECOND = 100;
const PAGE_BYTES = 4_096;

interface ProcStat {
  pid: number;
  ppid: number;
  name: string;
  ticks: number;
  rssBytes: number;
}

function readStats(): ProcStat[] {
  const stats: ProcStat[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const raw = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = raw.lastIndexOf(')');
      const name = raw.slice(raw.indexOf('(') + 1, close);
      const fields = raw.slice(close + 2).split(' ');
      // After the name: state ppid ... utime (11th) stime (12th) ... rss in pages (21st), counting from state as 0.
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean);
      // A node process is named by its bundle (services/catalogue/dist/main.js → catalogue).
      const entryFile = command.find((arg) => arg.endsWith('dist/main.js'));
      const label = entryFile ? entryFile.split('/').slice(-3)[0]! : name;
      stats.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        name: label,
        ticks: Number(fields[11]) + Number(fields[12]),
        rssBytes: Number(fields[21]) * PAGE_BYTES,
      });
    } catch {
      // the process ended while we looked
    }
  }
  return stats;
}

/** The stack's processes: every descendant but the bench's own (tsx's esbuild service). */
function descendants(root: number): Map<number, ProcStat> {
  const stats = readStats().filter((stat) => !(stat.ppid === root && stat.name === 'esbuild'));
  const found = new Map<number, ProcStat>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const stat of stats) {
      if (!found.has(stat.pid) && (stat.ppid === root || found.has(stat.ppid))) {
        found.set(stat.pid, stat);
        grew = true;
      }
    }
  }
  return found;
}

export interface CpuUse {
  /** Percent of one core, every descendant together. */
  total: number;
  /** Percent of one core, by process (`name#pid`). */
  byProcess: Map<string, number>;
}

/** Starts counting the descendants' CPU; `stop` gives what each used since, as a share of the time passed. */
export function startCpuMeter(): { stop(): CpuUse } {
  const before = descendants(process.pid);
  const started = performance.now();
  return {
    stop() {
      const seconds = (performance.now() - started) / 1_000;
      const after = descendants(process.pid);
      const byProcess = new Map<string, number>();
      let total = 0;
      for (const [pid, stat] of after) {
        const used = (stat.ticks - (before.get(pid)?.ticks ?? stat.ticks)) / TICKS_PER_SECOND / seconds;
        total += used;
        byProcess.set(`${stat.name}#${pid}`, used * 100);
      }
      return { total: total * 100, byProcess };
    },
  };
}

/** Percent of one core each descendant process used over `seconds`, and their sum. */
export async function descendantsCpu(seconds: number): Promise<CpuUse> {
  const meter = startCpuMeter();
  await new Promise((done) => setTimeout(done, seconds * 1_000));
  return meter.stop();
}

/** The busiest processes of a measure, for a report: `name#pid 12.34 %, …`. */
export const busiest = ({ byProcess }: CpuUse, count: number) =>
  [...byProcess]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, cpu]) => `${name} ${cpu.toFixed(2)} %`)
    .join(', ');

/** A process's proportional set size in MB: its resident pages, each shared one divided among its sharers. */
function pssMb(pid: number): number {
  let rollup: string;
  try {
    rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  } catch {
    return 0; // gone since it was listed
  }
  return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) / 1024;
}

/**
 * Resident memory of each descendant process now, in MB (`name#pid`), and their sum; and the sum of
 * their proportional set sizes, which counts the pages they share (the Node binary's, some 50 MB in
 * each Node process) once rather than once a process.
 */
export function descendantsMemory(): { totalMb: number; byProcess: Map<string, number>; proportionalMb: number } {
  const byProcess = new Map<string, number>();
  let totalMb = 0;
  let proportionalMb = 0;
  for (const [pid, stat] of descendants(process.pid)) {
    const mb = stat.rssBytes / 2 ** 20;
    totalMb += mb;
    proportionalMb += pssMb(pid);
    byProcess.set(`${stat.name}#${pid}`, mb);
  }
  return { totalMb, byProcess, proportionalMb };
}
