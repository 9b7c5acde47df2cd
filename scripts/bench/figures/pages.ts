import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../stack';
import { asSession, captureVisits, describeVisit, type PageToVisit, type Session, type Visitor } from '../lib/pages';
import { ms } from '../lib/report';
import { bareVisitServer, recordAnswers, type VisitResult } from '../lib/visits';
import { adminSignIn, busyDuring, measuredVisits, report, SECONDS, WARM_UP_SECONDS, type Run } from './run';

/**
 * The pages a member or visitor opens, each measured as a whole visit at its offered rate (visits a
 * second) and at its peak beside bare Node. The admin's table is opened by a team of administrators
 * at addresses of their own: its rate is more than one address's limit allows.
 */
const PAGES: (PageToVisit & { rate: number; filmEquivalent?: string })[] = [
  { name: 'landing', path: '/', as: 'visitor', rate: 50 },
  { name: 'home', path: '/', as: 'member', rate: 100 },
  { name: 'home, series in Continue Watching', path: '/', as: 'series watcher', rate: 100, filmEquivalent: 'home' },
  { name: 'categories', path: '/categories', as: 'member', rate: 50 },
  { name: 'TV Shows', path: '/series', as: 'member', rate: 100, filmEquivalent: 'categories' },
  { name: 'watch', path: '/watch/:film', as: 'member', rate: 50 },
  { name: 'series page', path: '/series/:series', as: 'series watcher', rate: 100, filmEquivalent: 'watch' },
  { name: 'my list', path: '/watchlist', as: 'member', rate: 50 },
  { name: 'profile', path: '/profile', as: 'member', rate: 50 },
  { name: 'create film', path: '/create-film', as: 'member', rate: 50 },
  { name: 'admin films table', path: '/admin', as: 'admin', rate: 50 },
];
/** BENCH_PAGES=name,name measures just those pages (name a film equivalent too to compare with it). */
const ONLY_PAGES = process.env.BENCH_PAGES?.split(',');
const PAGES_RUN = ONLY_PAGES ? PAGES.filter((page) => ONLY_PAGES.includes(page.name)) : PAGES;
const ADMIN_TEAM = 10;
const PAGE_TARGET_P99 = 50;
/** The home visit's share of bare Node at its peak (issue 58). */
const HOME_PEAK_SHARE = 0.6;
/** A series page's peak beside its film equivalent's, measured in the same run (issue 59). */
const SERIES_PEAK_SHARE = 0.8;

const describeVisits = (result: VisitResult) =>
  `${result.visitsPerSecond.toFixed(0)} visits/s, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, ${result.errors} errors`;

/**
 * Every page of PAGES as its browser opens it (captured once in Chromium), replayed as whole visits
 * spread over the audience: at its offered rate (p99 ≤ 50 ms), and at its peak beside a bare Node
 * server sending the same bytes. The home page's peak must reach 60 % of bare Node's, and each
 * series page's peak 80 % of its film equivalent's.
 */
export async function pageVisits({ url, audience, seriesWatchers, filmIds, seriesIds }: Run): Promise<void> {
  const filmId = filmIds[0]!;
  // A series a watcher is in: its page shows their place in it.
  const seriesId = seriesIds[1]!;
  const filmWatchers = audience.filter((member) => !seriesWatchers.includes(member));
  const admins = await Promise.all(
    Array.from({ length: ADMIN_TEAM }, async (_, index) => {
      const ip = `198.19.1.${index + 1}`;
      return { ip, cookie: await adminSignIn(url, ip) };
    }),
  );
  const sessionsOf: Record<Visitor, Session[]> = {
    visitor: audience.map(({ ip }) => ({ ip })),
    member: filmWatchers,
    'series watcher': seriesWatchers,
    admin: admins,
  };
  const screenshots = join(ROOT, '.data', 'bench-pages');
  mkdirSync(screenshots, { recursive: true });
  const captured = await captureVisits(
    url,
    PAGES_RUN.map((page) => ({ ...page, path: page.path.replace(':film', filmId).replace(':series', seriesId) })),
    {
      visitor: sessionsOf.visitor[0]!,
      member: filmWatchers[0]!,
      'series watcher': seriesWatchers[0]!,
      admin: admins[0]!,
    },
    screenshots,
  );
  console.log(`  pages as Chromium opened them (screenshots in ${screenshots}):`);
  for (const visit of captured) console.log(`    ${visit.name.padEnd(18)} ${describeVisit(visit)}`);

  const peaks = new Map<string, VisitResult>();
  for (const [index, visit] of captured.entries()) {
    const { rate, filmEquivalent } = PAGES_RUN[index]!;
    const visits = sessionsOf[visit.as].map((session) => asSession(visit.requests, session));
    const bare = await bareVisitServer(await recordAnswers(url, visits.slice(0, 1)));
    const bareLoad = await measuredVisits({ url: bare.url, visits, seconds: SECONDS, concurrency: 10 });
    await bare.close();
    const offered = await measuredVisits({ url, visits, seconds: SECONDS, rate });
    const [peak, peakCpu] = await Promise.all([
      measuredVisits({ url, visits, seconds: SECONDS, concurrency: 10 }),
      busyDuring(SECONDS, WARM_UP_SECONDS),
    ]);
    peaks.set(visit.name, peak);
    const share = peak.visitsPerSecond / bareLoad.visitsPerSecond;
    const sameBytes = `bare Node, same bytes: ${bareLoad.visitsPerSecond.toFixed(0)} visits/s`;
    report(
      `${visit.name} visit (${visit.requests.length} request${visit.requests.length === 1 ? '' : 's'}), ${rate} visits/s`,
      describeVisits(offered),
      `p99 ≤ ${PAGE_TARGET_P99} ms; peak ${describeVisits(peak)}, ${(share * 100).toFixed(1)} % of ${sameBytes}`,
      offered.p99 <= PAGE_TARGET_P99 && offered.errors === 0 && peak.errors === 0,
    );
    if (visit.name === 'home') {
      report(
        'home visit, peak',
        `${describeVisits(peak)} (${(share * 100).toFixed(1)} %)`,
        `${sameBytes} (target ≥ ${HOME_PEAK_SHARE * 100} %)`,
        share >= HOME_PEAK_SHARE,
      );
      console.log(`  CPU during the home peak, % of one core (2 cores in all): ${peakCpu}`);
    }
    const film = filmEquivalent && peaks.get(filmEquivalent);
    if (film) {
      const ofFilm = peak.visitsPerSecond / film.visitsPerSecond;
      report(
        `${visit.name}, peak beside ${filmEquivalent}`,
        `${peak.visitsPerSecond.toFixed(0)} visits/s (${(ofFilm * 100).toFixed(1)} %)`,
        `${filmEquivalent}: ${film.visitsPerSecond.toFixed(0)} visits/s, same run (target ≥ ${SERIES_PEAK_SHARE * 100} %)`,
        ofFilm >= SERIES_PEAK_SHARE,
      );
    }
  }
}
