import { eventually } from '@cinevia/harness';
import { busiest, startCpuMeter, type CpuUse } from '../lib/cpu';
import { load, type LoadOptions, type LoadResult } from '../lib/load';
import { metric, metricsOf } from '../lib/metrics';
import { describeLoad, ms } from '../lib/report';
import { filmInput } from '../lib/seed';
import { visitLoad, type VisitRequest, type VisitResult } from '../lib/visits';
import { filmLoad, searchLoad } from './requests';
import { ADMIN_ADDRESS, FILMS, JSON_HEADERS, measured, report, SEARCHES, SECONDS, SMALL, type Run } from './run';

/** Films the administrator adds in one go (issue 35, item 6), four at a time, and the figures' bounds. */
const IMPORTED_FILMS = SMALL ? 400 : 8_000;
const IMPORT_CONNECTIONS = 4;
const IMPORT_P99_TARGET = 50;
const CATCH_UP_TARGET_MS = 10_000;
/** The minute after the import, whose figures and CPU are set beside the settled stack's. */
const AFTER_SECONDS = SMALL ? 10 : 60;
/** Targets at the peak, settled and from the end of the import alike (issue 58). */
const SEARCH_TARGET = { perSecond: 3_000, p99: 20 };
const FILM_TARGET = { perSecond: 4_000, p99: 10 };

interface PeakFigure {
  name: string;
  options: Omit<LoadOptions, 'seconds'>;
  target: { perSecond: number; p99: number };
}

/** Search and film by id at their peak, spread over the audience (10 connections, as the settled figures). */
function peakFigures(run: Run): PeakFigure[] {
  return [
    { name: 'search', options: searchLoad(run), target: SEARCH_TARGET },
    { name: 'film by id', options: filmLoad(run), target: FILM_TARGET },
  ];
}

const meetsPeak = (result: LoadResult, { perSecond, p99 }: PeakFigure['target']) =>
  result.requestsPerSecond >= perSecond && result.p99 <= p99 && result.errors === 0;

/** The catalogue's outbox from its metrics: events not yet published, and the oldest one's age. */
async function catalogueOutbox(port: number): Promise<string> {
  const text = await metricsOf(port);
  const oldest = metric(text, 'cinevia_outbox_oldest_pending_seconds');
  return `${metric(text, 'cinevia_outbox_backlog_events')} events unpublished at its end, the oldest ${oldest.toFixed(1)} s`;
}

/** CPU by process in consecutive windows of `seconds` until `stop`: where the stack's time goes, and when. */
function cpuTimeline(seconds: number) {
  const windows: CpuUse[] = [];
  let meter = startCpuMeter();
  const timer = setInterval(() => {
    windows.push(meter.stop());
    meter = startCpuMeter();
  }, seconds * 1_000);
  return {
    stop(): CpuUse[] {
      clearInterval(timer);
      return windows;
    },
  };
}

/**
 * A bulk import: IMPORTED_FILMS films added through `POST /api/admin/videos` as fast as the stack
 * takes them, while the audience searches and opens films (50 a second each, from the audience's
 * addresses); then how long until search, the film by id, the newest-first list and the admin's
 * table all show the last film added.
 */
export async function bulkImport(run: Run): Promise<void> {
  const { url, audience, adminCookie, filmIds } = run;
  const peaks = peakFigures(run);
  // The settled figures, just before the import: the baselines of the same figures after it.
  const settled: LoadResult[] = [];
  for (const { options } of peaks) settled.push(await measured({ ...options, seconds: SECONDS }));
  const filmId = filmIds[Math.floor(filmIds.length / 2)]!;
  const admin = { ...JSON_HEADERS, cookie: adminCookie, 'x-forwarded-for': ADMIN_ADDRESS };
  const titleOf = (index: number) => `Imported Reel ${index}`;
  let next = 0;
  let failed = 0;
  let lastId = '';
  let importing = true;
  const add = async (index: number) => {
    const body = JSON.stringify({ ...filmInput(FILMS + index), title: titleOf(index), isFeatured: false });
    const created = await fetch(`${url}/api/admin/videos`, { method: 'POST', headers: admin, body });
    if (created.status !== 201) failed += 1;
    return created.status === 201 ? ((await created.json()) as { id: string }).id : '';
  };
  const started = performance.now();
  const cpu = startCpuMeter();
  const benchCpu = process.cpuUsage();
  // The last film is added alone once all the others are in: the newest, which the catch-up looks for.
  const imported = Promise.all(
    Array.from({ length: IMPORT_CONNECTIONS }, async () => {
      while (next < IMPORTED_FILMS - 1) await add(next++);
    }),
  )
    .then(async () => {
      lastId = await add(IMPORTED_FILMS - 1);
    })
    .finally(() => {
      importing = false;
    });
  const asVisits = (path: (index: number) => string) =>
    audience.map((member, index): VisitRequest[] => [
      {
        method: 'GET',
        path: path(index),
        headers: { cookie: member.cookie, 'x-forwarded-for': member.ip },
        status: 200,
      },
    ]);
  const whileImporting = { url, seconds: 3_600, rate: 50, stopWhen: () => !importing };
  const [search, film] = await Promise.all([
    visitLoad({
      ...whileImporting,
      visits: asVisits((index) => `/api/search?q=${encodeURIComponent(SEARCHES[index % SEARCHES.length]!)}`),
    }),
    visitLoad({ ...whileImporting, visits: asVisits(() => `/api/videos/${filmId}`) }),
    imported,
  ]);
  const importSeconds = (performance.now() - started) / 1_000;
  const stackCpu = cpu.stop();
  const { user, system } = process.cpuUsage(benchCpu);
  const ownCpu = (user + system) / 1e4 / importSeconds;
  const endedAt = performance.now();
  const afterImport = startCpuMeter();
  // What the catalogue has written and not yet published: every other process learns of those late.
  const unpublished = await catalogueOutbox(run.ports.catalogue!);
  const timeline = cpuTimeline(10);

  const someone = { cookie: audience[0]!.cookie, 'x-forwarded-for': audience[0]!.ip };
  const lastTitle = titleOf(IMPORTED_FILMS - 1);
  const shows = async (path: string, check: (body: string) => boolean, init: RequestInit = { headers: someone }) => {
    const answer = await fetch(`${url}${path}`, init);
    return answer.ok && check(await answer.text());
  };
  const adminTable = JSON.stringify({ query: '{ adminVideos(first: 1) { videos { id } } }' });
  const caughtUpAt = eventually(
    async () => {
      const all = await Promise.all([
        shows(`/api/search?q=${encodeURIComponent(lastTitle)}`, (body) => body.includes(lastId)),
        shows(`/api/videos/${lastId}`, (body) => body.includes(lastTitle)),
        shows('/api/videos?limit=1', (body) => body.includes(lastId)),
        shows('/graphql', (body) => body.includes(lastId), { method: 'POST', headers: admin, body: adminTable }),
      ]);
      if (!all.every(Boolean)) throw new Error('the stack has not caught up with the import yet');
      return performance.now() - endedAt;
    },
    120_000,
    100,
  );
  // From the moment the import ends, no warm-up: what an audience meets then.
  const after: LoadResult[] = [];
  for (const { options } of peaks) after.push(await load({ ...options, seconds: SECONDS }));
  const caughtUp = await caughtUpAt;
  await new Promise((wait) => setTimeout(wait, Math.max(0, AFTER_SECONDS * 1_000 - (performance.now() - endedAt))));
  const afterCpu = afterImport.stop();
  const windows = timeline.stop();
  const duringImport = (result: VisitResult) => `p99 ${ms(result.p99)}, p50 ${ms(result.p50)}, ${result.errors} errors`;
  report(
    `bulk import: ${IMPORTED_FILMS} films, ${IMPORT_CONNECTIONS} at a time`,
    `${(IMPORTED_FILMS / importSeconds).toFixed(0)} films/s, ${failed} refused; caught up ${ms(caughtUp)} after; ${unpublished}`,
    `search ${duringImport(search)}; film by id ${duringImport(film)} at 50/s each while it ran (targets ≤ ${IMPORT_P99_TARGET} ms, catch-up ≤ ${CATCH_UP_TARGET_MS / 1_000} s); CPU meanwhile: the stack ${stackCpu.total.toFixed(0)} % of one core (${busiest(stackCpu, 4)}), the bench ${ownCpu.toFixed(0)} %`,
    failed === 0 &&
      caughtUp <= CATCH_UP_TARGET_MS &&
      [search, film].every((result) => result.p99 <= IMPORT_P99_TARGET && result.errors === 0),
  );
  for (const [index, { name, target }] of peaks.entries()) {
    report(
      `${name} at its peak, from the end of the import`,
      describeLoad(after[index]!),
      `settled just before: ${describeLoad(settled[index]!)} (target ≥ ${target.perSecond} req/s, p99 ≤ ${target.p99} ms, both)`,
      meetsPeak(after[index]!, target) && meetsPeak(settled[index]!, target),
    );
  }
  console.log(
    `  CPU in the ${AFTER_SECONDS} s after the import (the figures above running), % of one core: the stack ${afterCpu.total.toFixed(0)} (${busiest(afterCpu, 5)})`,
  );
  for (const [index, window] of windows.entries())
    console.log(`    ${index * 10}-${index * 10 + 10} s: ${window.total.toFixed(0)} (${busiest(window, 4)})`);
}
