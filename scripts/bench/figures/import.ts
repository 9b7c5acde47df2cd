import { eventually } from '@cinevia/harness';
import { filmInput } from '../lib/seed';
import { busiest, startCpuMeter } from '../lib/cpu';
import { ms } from '../lib/report';
import { visitLoad, type VisitRequest, type VisitResult } from '../lib/visits';
import { ADMIN_ADDRESS, FILMS, JSON_HEADERS, report, SEARCHES, SMALL, type Run } from './run';

/** Films the administrator adds in one go (issue 35, item 6), four at a time, and the figures' bounds. */
const IMPORTED_FILMS = SMALL ? 400 : 8_000;
const IMPORT_CONNECTIONS = 4;
const IMPORT_P99_TARGET = 50;
const CATCH_UP_TARGET_MS = 10_000;

/**
 * A bulk import: IMPORTED_FILMS films added through `POST /api/admin/videos` as fast as the stack
 * takes them, while the audience searches and opens films (50 a second each, from the audience's
 * addresses); then how long until search, the film by id, the newest-first list and the admin's
 * table all show the last film added.
 */
export async function bulkImport({ url, audience, adminCookie, filmIds }: Run): Promise<void> {
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

  const someone = { cookie: audience[0]!.cookie, 'x-forwarded-for': audience[0]!.ip };
  const lastTitle = titleOf(IMPORTED_FILMS - 1);
  const shows = async (path: string, check: (body: string) => boolean, init: RequestInit = { headers: someone }) => {
    const answer = await fetch(`${url}${path}`, init);
    return answer.ok && check(await answer.text());
  };
  const adminTable = JSON.stringify({ query: '{ adminVideos(first: 1) { videos { id } } }' });
  const caughtUp = await eventually(
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
  const duringImport = (result: VisitResult) => `p99 ${ms(result.p99)}, p50 ${ms(result.p50)}, ${result.errors} errors`;
  report(
    `bulk import: ${IMPORTED_FILMS} films, ${IMPORT_CONNECTIONS} at a time`,
    `${(IMPORTED_FILMS / importSeconds).toFixed(0)} films/s, ${failed} refused; caught up ${ms(caughtUp)} after`,
    `search ${duringImport(search)}; film by id ${duringImport(film)} at 50/s each while it ran (targets ≤ ${IMPORT_P99_TARGET} ms, catch-up ≤ ${CATCH_UP_TARGET_MS / 1_000} s); CPU meanwhile: the stack ${stackCpu.total.toFixed(0)} % of one core (${busiest(stackCpu, 4)}), the bench ${ownCpu.toFixed(0)} %`,
    failed === 0 &&
      caughtUp <= CATCH_UP_TARGET_MS &&
      [search, film].every((result) => result.p99 <= IMPORT_P99_TARGET && result.errors === 0),
  );
}
