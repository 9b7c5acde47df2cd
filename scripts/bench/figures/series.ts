import { asAudience, type AudienceMember } from '../lib/audience';
import { bareServer, type LoadRequest } from '../lib/load';
import { describeLoad, describeVisits } from '../lib/report';
import { measured, measuredVisits, report, SECONDS, type Run } from './run';

/** The next-episode lookup's pace, and its peak's share of its film equivalent's (issue 59). */
const NEXT_RATE = 100;
const NEXT_TARGET_P99 = 50;
const SERIES_PEAK_SHARE = 0.8;

/** Each watcher asks for one request, `pathOf` theirs, in turn. */
const eachAsks = (members: AudienceMember[], pathOf: (index: number) => string): LoadRequest[] =>
  members.flatMap((member, index) => asAudience([member], [{ method: 'GET', path: pathOf(index) }]));

/**
 * The next-episode lookup (`GET /api/series/:id/next`), each watcher asking of the series they are
 * midway into: at NEXT_RATE (p99 ≤ 50 ms), and at its peak beside bare Node sending one watcher's
 * reply and beside its film equivalent, the member's progress (`GET /api/watch-progress`: viewing's
 * answer for films), by the same watchers in the same run.
 */
export async function nextEpisodeFigure({ url, seriesWatchers, seriesIds }: Run): Promise<void> {
  // The series each watcher is midway into (scale.ts's seriesSaves).
  const lookups = eachAsks(seriesWatchers, (index) => `/api/series/${seriesIds[(index + 1) % seriesIds.length]}/next`);
  const first = lookups[0]!;
  const reply = await (await fetch(`${url}${first.path}`, { headers: first.headers })).text();
  if (!reply.includes('"resume"')) throw new Error(`the next episode came without the watcher's place: ${reply}`);
  const bare = await bareServer(reply);
  const bareLoad = await measured({ url: bare.url, connections: 10, seconds: SECONDS });
  await bare.close();

  // Offered open loop, each lookup due at its time (as an audience's come), each a visit of its own.
  const offered = await measuredVisits({
    url,
    visits: lookups.map(({ path, headers = {} }) => [{ method: 'GET', path, headers, status: 200 }]),
    seconds: SECONDS,
    rate: NEXT_RATE,
  });
  const peak = await measured({ url, requests: lookups, connections: 10, seconds: SECONDS });
  const film = await measured({
    url,
    requests: eachAsks(seriesWatchers, () => '/api/watch-progress'),
    connections: 10,
    seconds: SECONDS,
  });
  const ofBare = peak.requestsPerSecond / bareLoad.requestsPerSecond;
  const ofFilm = peak.requestsPerSecond / film.requestsPerSecond;
  report(
    `next episode (GET /api/series/:id/next), ${seriesWatchers.length} watchers, ${NEXT_RATE} requests/s`,
    describeVisits(offered, 'req'),
    `p99 ≤ ${NEXT_TARGET_P99} ms; peak ${describeLoad(peak)}, ${(ofBare * 100).toFixed(1)} % of bare Node, same bytes: ${bareLoad.requestsPerSecond.toFixed(0)} req/s`,
    offered.p99 <= NEXT_TARGET_P99 && offered.errors === 0 && peak.errors === 0,
  );
  report(
    'next episode, peak beside the film equivalent',
    `${peak.requestsPerSecond.toFixed(0)} req/s (${(ofFilm * 100).toFixed(1)} %)`,
    `GET /api/watch-progress by the same watchers: ${film.requestsPerSecond.toFixed(0)} req/s, same run (target ≥ ${SERIES_PEAK_SHARE * 100} %)`,
    ofFilm >= SERIES_PEAK_SHARE,
  );
}
