import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { NatsConnection } from 'nats';
import { commissionsEvents } from '@cinevia/proto';
import { eventually, testFilm } from '@cinevia/harness';
import { ROOT } from '../../stack/stack';
import type { AudienceMember } from '../lib/audience';
import { asSession, captureVisits, describeVisit, type PageToVisit, type Session, type Visitor } from '../lib/pages';
import { describeVisits } from '../lib/report';
import { bareVisitServer, recordAnswers, type VisitResult } from '../lib/visits';
import { adminSignIn, busyDuring, measuredVisits, report, SECONDS, WARM_UP_SECONDS, type Run } from './run';

/**
 * The pages a member or visitor opens, each measured as a whole visit at its offered rate (visits a
 * second) and at its peak beside bare Node. The admin's table is opened by a team of administrators
 * at addresses of their own: its rate is more than one address's limit allows.
 */
const PAGES: (PageToVisit & { rate: number; filmEquivalent?: string; share?: number })[] = [
  { name: 'landing', path: '/', as: 'visitor', rate: 50 },
  { name: 'home', path: '/', as: 'member', rate: 100 },
  // Members with a commissioned film each: its "Your Films" row first (issue 61).
  { name: 'home with Your Films', path: '/', as: 'film owner', rate: 100, filmEquivalent: 'home', share: 0.9 },
  { name: 'home, series in Continue Watching', path: '/', as: 'series watcher', rate: 100, filmEquivalent: 'home' },
  { name: 'categories', path: '/categories', as: 'member', rate: 50 },
  { name: 'TV Shows', path: '/series', as: 'member', rate: 100, filmEquivalent: 'categories' },
  { name: 'watch', path: '/watch/:film', as: 'member', rate: 50 },
  { name: 'series page', path: '/series/:series', as: 'series watcher', rate: 100, filmEquivalent: 'watch' },
  { name: 'my list', path: '/watchlist', as: 'member', rate: 50 },
  { name: 'viewing activity', path: '/history', as: 'member', rate: 50, filmEquivalent: 'my list' },
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
/** A page's peak beside its equivalent's, measured in the same run, unless it names its own share (issue 59). */
const EQUIVALENT_PEAK_SHARE = 0.8;

/**
 * One commissioned film for each of `owners`, announced as commissions announces a delivery (no page
 * makes one without the studio), and waited for until the catalogue shows the last to its owner.
 */
async function deliverFilms(url: string, nats: NatsConnection, owners: AudienceMember[]): Promise<void> {
  const js = nats.jetstream();
  let last: { owner: AudienceMember; filmId: string } | undefined;
  for (const [index, owner] of owners.entries()) {
    const headers = { cookie: owner.cookie, 'x-forwarded-for': owner.ip };
    const { id: userId } = (await (await fetch(`${url}/api/auth/user`, { headers })).json()) as { id: string };
    const film = testFilm(randomUUID(), {
      title: `Made for Member ${index + 1}`,
      category: 'other',
      isFeatured: false,
    });
    const event = commissionsEvents.filmRequestDelivered.create(
      { requestId: `pi_bench_${index}`, userId, from: 'in_production', film, version: 1 },
      'bench',
    );
    await js.publish(event.type, JSON.stringify(event), { msgID: event.id });
    last = { owner, filmId: film.id };
  }
  if (!last) return;
  const headers = { cookie: last.owner.cookie, 'x-forwarded-for': last.owner.ip };
  await eventually(
    async () => {
      const answered = await fetch(`${url}/api/videos/${last.filmId}`, { headers });
      if (answered.status !== 200) throw new Error(`a delivered film answered ${answered.status}`);
    },
    30_000,
    200,
  );
}

/**
 * Every page of PAGES as its browser opens it (captured once in Chromium), replayed as whole visits
 * spread over the audience: at its offered rate (p99 ≤ 50 ms), and at its peak beside a bare Node
 * server sending the same bytes. The home page's peak must reach 60 % of bare Node's, each series
 * page's peak 80 % of its film equivalent's, Viewing Activity's 80 % of My List's, and the home
 * page with a Your Films row 90 % of the plain home page's.
 */
export async function pageVisits({ url, audience, seriesWatchers, filmIds, seriesIds, nats }: Run): Promise<void> {
  const filmId = filmIds[0]!;
  // A series a watcher is in: its page shows their place in it.
  const seriesId = seriesIds[1]!;
  const filmWatchers = audience.filter((member) => !seriesWatchers.includes(member));
  // Half the film watchers have a commissioned film of their own; the other half are the home's baseline.
  const members = filmWatchers.slice(0, filmWatchers.length / 2);
  const filmOwners = filmWatchers.slice(filmWatchers.length / 2);
  await deliverFilms(url, nats, filmOwners);
  const admins = await Promise.all(
    Array.from({ length: ADMIN_TEAM }, async (_, index) => {
      const ip = `198.19.1.${index + 1}`;
      return { ip, cookie: await adminSignIn(url, ip) };
    }),
  );
  const sessionsOf: Record<Visitor, Session[]> = {
    visitor: audience.map(({ ip }) => ({ ip })),
    member: members,
    'series watcher': seriesWatchers,
    'film owner': filmOwners,
    admin: admins,
  };
  const screenshots = join(ROOT, '.data', 'bench-pages');
  mkdirSync(screenshots, { recursive: true });
  const captured = await captureVisits(
    url,
    PAGES_RUN.map((page) => ({ ...page, path: page.path.replace(':film', filmId).replace(':series', seriesId) })),
    {
      visitor: sessionsOf.visitor[0]!,
      member: members[0]!,
      'series watcher': seriesWatchers[0]!,
      'film owner': filmOwners[0]!,
      admin: admins[0]!,
    },
    screenshots,
  );
  console.log(`  pages as Chromium opened them (screenshots in ${screenshots}):`);
  for (const visit of captured) console.log(`    ${visit.name.padEnd(18)} ${describeVisit(visit)}`);

  const peaks = new Map<string, VisitResult>();
  for (const [index, visit] of captured.entries()) {
    const { rate, filmEquivalent, share: equivalentShare = EQUIVALENT_PEAK_SHARE } = PAGES_RUN[index]!;
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
        `${filmEquivalent}: ${film.visitsPerSecond.toFixed(0)} visits/s, same run (target ≥ ${equivalentShare * 100} %)`,
        ofFilm >= equivalentShare,
      );
    }
  }
}
