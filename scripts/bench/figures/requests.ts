import { brotliCompressSync } from 'node:zlib';
import { eventually } from '@cinevia/harness';
import { asAudience, type AudienceMember } from '../lib/audience';
import { bareServer } from '../lib/load';
import { describeLoad, describeVisits } from '../lib/report';
import {
  ADMIN_ADDRESS,
  AUDIENCE,
  FILMS,
  JSON_HEADERS,
  measured,
  measuredVisits,
  report,
  SEARCHES,
  SECONDS,
  SMALL,
  type Run,
} from './run';

/** Figures of one request at a time: the page itself, search, the session check, a film, the admin's table. */

/** The pace of the admin films table's figure (one administrator). */
const ADMIN_RATE = 40;
/** The member's part of the home page (Continue Watching and My List marks), for the hop ceilings. */
const HOME_MEMBER_QUERY = `query HomeMemberQuery {
  viewer { id continueWatching { videoId progress duration video { id title thumbnailUrl duration year rating } } myListIds }
}`;

/**
 * What each hop of a GraphQL request can carry on this machine, measured in the same run (20
 * connections): the gateway alone, one subgraph hop, the home rows (catalogue), the rows with a My
 * List mark per card (catalogue, then viewing), and the member's part (viewing alone).
 */
export async function hopCeilings({ url, audience }: Run): Promise<void> {
  const hops = [
    ['gateway alone: { __typename }', '{ __typename }'],
    ['one hop: browseGenres (catalogue)', '{ browseGenres { id } }'],
    [
      'home rows, 4 × 20 films (catalogue)',
      '{ homeRows(first: 4) { rows { id videos(first: 20) { videos { id title } } } } }',
    ],
    [
      'rows with inMyList (catalogue, viewing)',
      '{ homeRows(first: 4) { rows { id videos(first: 20) { videos { id title inMyList } } } } }',
    ],
    ['member part (viewing alone: it provides the films)', HOME_MEMBER_QUERY],
  ];
  console.log('  hop ceilings, same run:');
  for (const [name, query] of hops) {
    const result = await measured({
      url,
      requests: asAudience(audience, [
        { method: 'POST', path: '/graphql', headers: JSON_HEADERS, body: JSON.stringify({ query }) },
      ]),
      connections: 20,
      seconds: SMALL ? 1 : 5,
    });
    console.log(`    ${name!.padEnd(44)} ${describeLoad(result)}`);
  }
}

export async function pageFigure({ url, audience, someone }: Run): Promise<void> {
  // The page itself, as a member's browser asks for it: the gateway draws the hero into it in the
  // background once the catalogue has settled (later on a busy machine), so it is asked for until then.
  const pageHtml = await eventually(
    async () => {
      const html = await (await fetch(`${url}/`, { headers: someone })).text();
      if (!html.includes('id="hero-title"')) throw new Error('the home page came without its hero');
      return html;
    },
    30_000,
    250,
  );
  // fetch decodes the reply; the baseline sends it as the gateway does (sharedTextReplies): brotli at its best.
  const pageReply = brotliCompressSync(pageHtml);
  const barePage = await bareServer(pageReply);
  const barePageLoad = await measured({ url: barePage.url, connections: 20, seconds: SECONDS });
  await barePage.close();
  const pagePeak = await measured({
    url,
    requests: asAudience(audience, [{ method: 'GET', path: '/', headers: { 'accept-encoding': 'br' } }]),
    connections: 20,
    seconds: SECONDS,
  });
  const pageShare = pagePeak.requestsPerSecond / barePageLoad.requestsPerSecond;
  report(
    `the page a member opens, with its hero (${(pageReply.length / 1024).toFixed(1)} KB in brotli), peak`,
    `${describeLoad(pagePeak)} (${(pageShare * 100).toFixed(1)} %)`,
    `bare Node, same bytes: ${barePageLoad.requestsPerSecond.toFixed(0)} req/s (target ≥ 10 %, p99 ≤ 50 ms)`,
    pageShare >= 0.1 && pagePeak.p99 <= 50 && pagePeak.errors === 0,
  );
}

/** One search a visit, the queries in turn: searches are limited per member. */
export const searchesBy = (members: AudienceMember[]) =>
  members.flatMap((member, index) =>
    asAudience(
      [member],
      [{ method: 'GET', path: `/api/search?q=${encodeURIComponent(SEARCHES[index % SEARCHES.length]!)}` }],
    ),
  );

/** The search load at its peak: the audience's searches, 10 at a time (settled, and after an import). */
export const searchLoad = ({ url, audience }: Run) => ({ url, requests: searchesBy(audience), connections: 10 });

/** The film-by-id load at its peak: one film asked by the audience, 10 at a time. */
export const filmLoad = ({ url, audience, filmIds }: Run) => ({
  url,
  requests: asAudience(audience, [
    { method: 'GET' as const, path: `/api/videos/${filmIds[Math.floor(filmIds.length / 2)]}` },
  ]),
  connections: 10,
});

export async function searchFigure(run: Run): Promise<void> {
  const search = await measured({ ...searchLoad(run), seconds: SECONDS });
  report(
    `search over ${FILMS} films, ${SEARCHES.length} queries, ${AUDIENCE} members, 10 concurrent`,
    describeLoad(search),
    'p99 ≤ 20 ms',
    search.p99 <= 20 && search.errors === 0,
  );
}

export async function sessionCheckFigure({ url, audience, someone }: Run): Promise<void> {
  // The session check every page opens with (the gateway answers it from its copy of the
  // members); beside bare Node sending one member's reply.
  const checkReply = await (await fetch(`${url}/api/auth/user`, { headers: someone })).text();
  const bareCheck = await bareServer(checkReply);
  const bareCheckLoad = await measured({ url: bareCheck.url, connections: 10, seconds: SECONDS });
  await bareCheck.close();
  const sessionCheck = await measured({
    url,
    requests: asAudience(audience, [{ method: 'GET', path: '/api/auth/user' }]),
    connections: 10,
    seconds: SECONDS,
  });
  report(
    `session check (GET /api/auth/user), ${AUDIENCE} members, 10 concurrent`,
    `${describeLoad(sessionCheck)} (${((sessionCheck.requestsPerSecond / bareCheckLoad.requestsPerSecond) * 100).toFixed(1)} %)`,
    `bare Node, same bytes: ${bareCheckLoad.requestsPerSecond.toFixed(0)} req/s (target ≥ 3,000 req/s, p99 ≤ 20 ms)`,
    sessionCheck.requestsPerSecond >= 3_000 && sessionCheck.p99 <= 20 && sessionCheck.errors === 0,
  );
}

export async function filmFigure(run: Run): Promise<void> {
  const film = await measured({ ...filmLoad(run), seconds: SECONDS });
  report('film by id, signed in', describeLoad(film), 'p99 ≤ 10 ms', film.p99 <= 10 && film.errors === 0);
}

export async function adminTableFigure({ url, adminCookie }: Run): Promise<void> {
  // One administrator at one address, at a pace a person keeps (its limit is the address's), offered
  // open loop: each request due at its time.
  const search = {
    method: 'POST' as const,
    path: '/graphql',
    headers: { ...JSON_HEADERS, 'x-forwarded-for': ADMIN_ADDRESS, cookie: adminCookie },
    body: JSON.stringify({
      query:
        '{ adminVideos(search: "harbour", first: 20) { videos { id title genre category rating isFeatured createdAt } nextCursor totalCount } }',
    }),
    status: 200,
  };
  const table = await measuredVisits({ url, visits: [[search]], seconds: SECONDS, rate: ADMIN_RATE });
  report(
    `admin films table, first page, searched, ${ADMIN_RATE} requests/s`,
    describeVisits(table, 'req'),
    'p99 ≤ 50 ms',
    table.p99 <= 50 && table.errors === 0,
  );
}

/** Thumbs beside a My List add, the same run. */
const THUMBS_SHARE = 0.8;

/**
 * A profile's thumbs (issue 61): `PUT /api/ratings/:id` over the audience, each member rating one film
 * again and again, beside a My List add measured in the same run: the same hops (the gateway, then
 * viewing's mutation), the thumbs on the progress-saves path and applied in the replica before the
 * answer, My List written to its document.
 */
export async function thumbsFigure({ url, audience, filmIds }: Run): Promise<void> {
  const filmId = filmIds[1]!;
  const write = (method: 'POST' | 'PUT', path: string, body: unknown) =>
    measured({
      url,
      requests: asAudience(audience, [{ method, path, headers: JSON_HEADERS, body: JSON.stringify(body) }]),
      connections: 10,
      seconds: SECONDS,
    });
  const listAdd = await write('POST', '/api/watchlist', { videoId: filmId });
  const thumbs = await write('PUT', `/api/ratings/${filmId}`, { rating: 'up' });
  const share = thumbs.requestsPerSecond / listAdd.requestsPerSecond;
  report(
    `thumbs write (PUT /api/ratings), ${AUDIENCE} members, 10 concurrent`,
    `${describeLoad(thumbs)} (${(share * 100).toFixed(1)} %)`,
    `My List add, same run: ${describeLoad(listAdd)} (target ≥ ${THUMBS_SHARE * 100} %, p99 ≤ 50 ms)`,
    share >= THUMBS_SHARE && thumbs.p99 <= 50 && thumbs.errors === 0,
  );
}
