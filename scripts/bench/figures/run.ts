import type { NatsConnection } from 'nats';
import { descendantsCpu } from '../lib/cpu';
import type { AudienceMember } from '../lib/audience';
import { load, type LoadOptions, type LoadResult } from '../lib/load';
import { createReport } from '../lib/report';
import { visitLoad, type VisitLoadOptions, type VisitResult } from '../lib/visits';

/**
 * What the scale bench's figures share: its size (BENCH_SMALL=true runs it small and short, the
 * smoke test), the stack and audience every figure is measured against, and how a figure is measured.
 */
export const SMALL = process.env.BENCH_SMALL === 'true';
/** BENCH_PROFILE_DIR=dir writes a CPU profile of every stack process there (node --cpu-prof). */
export const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
export const FILMS = SMALL ? 200 : 10_000;
export const MEMBERS = SMALL ? 300 : 10_000;
/** Series beside the films, each 3 seasons of 10 episodes (issue 59). */
export const SERIES = SMALL ? 20 : 1_000;
export const SECONDS = SMALL ? 2 : 10;
export const WARM_UP_SECONDS = SMALL ? 1 : 3;
/**
 * Members the figures under load spread their requests over, each signed in from an address of
 * its own (members from AUDIENCE_FIRST on; those before serve the sign-in figures).
 */
export const AUDIENCE = SMALL ? 100 : 1_000;
export const AUDIENCE_FIRST = 100;
export const ADMIN_PASSWORD = 'bench-admin-password';
/** The administrator's address (benchmarking range). */
export const ADMIN_ADDRESS = '198.19.0.1';
export const JSON_HEADERS = { 'content-type': 'application/json' };
export const SEARCHES = [
  'lantren',
  'harbour keep',
  'glass winter',
  'ember',
  'orbit machine',
  'qiuet tide',
  'signal',
  'echo 42',
  'paper moon',
  'rivr',
];

const scale = createReport('scale');
export const report = scale.figure;
export const summary = scale.summary;

/** What every figure is measured against: the stack, its audience and the seeded films. */
export interface Run {
  url: string;
  /** Each stack process's port (its metrics). */
  ports: Record<string, number>;
  audience: AudienceMember[];
  /**
   * The audience's second half, who have also begun two series each: their Continue Watching holds
   * series (one to resume, one with its next episode up). The first half has begun films only.
   */
  seriesWatchers: AudienceMember[];
  filmIds: string[];
  seriesIds: string[];
  /** Seconds the stack took to come to rest after start-up (see `settle`), before any figure. */
  settled: number;
  /** The first member of the audience, as request headers. */
  someone: Record<string, string>;
  /** The administrator's session at ADMIN_ADDRESS. */
  adminCookie: string;
  /** The bench's own connection to the stack's NATS (to announce what no page can make, such as a delivered film). */
  nats: NatsConnection;
}

/**
 * A figure is the steady state: the same load first runs unmeasured for a few seconds while V8
 * compiles the paths it takes (a cold gateway answers a fifth slower at first). Baselines alike.
 */
export async function measured(options: LoadOptions): Promise<LoadResult> {
  await load({ ...options, seconds: WARM_UP_SECONDS });
  return load(options);
}

/** A visit figure, after the same load has run unmeasured for a few seconds (as `measured`). */
export const measuredVisits = (options: VisitLoadOptions): Promise<VisitResult> =>
  visitLoad({ ...options, warmUpSeconds: WARM_UP_SECONDS });

/**
 * What each process used while a load of `seconds` runs (from its second second to its last but
 * one), `after` seconds from now, the load generator (this process) included: whether the machine
 * itself is the limit.
 */
export async function busyDuring(seconds: number, after = 0): Promise<string> {
  await new Promise((wait) => setTimeout(wait, (after + 1) * 1_000));
  const own = process.cpuUsage();
  const measured = Math.max(1, seconds - 2);
  const stack = await descendantsCpu(measured);
  const used = process.cpuUsage(own);
  const generator = ((used.user + used.system) / 1e6 / measured) * 100;
  const busiest = [...stack.byProcess].filter(([, cpu]) => cpu >= 1).sort((a, b) => b[1] - a[1]);
  return [
    ...busiest.map(([name, cpu]) => `${name.split('#')[0]} ${cpu.toFixed(0)}`),
    `load generator ${generator.toFixed(0)}`,
  ]
    .join(', ')
    .concat(` (total ${(stack.total + generator).toFixed(0)})`);
}

/** The administrator signed in from `ip`: the session cookie. */
export async function adminSignIn(url: string, ip: string): Promise<string> {
  const admin = await fetch(`${url}/api/admin/auth`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'x-forwarded-for': ip },
    body: JSON.stringify({ password: ADMIN_PASSWORD }),
  });
  if (!admin.ok) throw new Error(`the administrator's sign-in answered ${admin.status}`);
  return admin.headers.getSetCookie()[0]!.split(';')[0]!;
}
