import { eventually } from '@cinevia/harness';
import { buildWebAppIfStale } from '../stack/web-build';
import { signInAudience, type AudienceMember } from './lib/audience';
import { onBenchInfrastructure, startBenchStack } from './lib/infrastructure';
import { benchEpisodeId, EPISODES_PER_SEASON, seedScale } from './lib/seed';
import { idleFigure, settle } from './figures/idle';
import { kidsFigures } from './figures/kids';
import { bulkImport } from './figures/import';
import { pageVisits } from './figures/pages';
import {
  adminTableFigure,
  filmFigure,
  thumbsFigure,
  hopCeilings,
  pageFigure,
  searchFigure,
  sessionCheckFigure,
} from './figures/requests';
import {
  ADMIN_ADDRESS,
  adminSignIn,
  AUDIENCE,
  AUDIENCE_FIRST,
  FILMS,
  JSON_HEADERS,
  MEMBERS,
  PROFILE_DIR,
  SERIES,
  summary,
  type Run,
} from './figures/run';
import { nextEpisodeFigure } from './figures/series';
import { signInFigures } from './figures/sign-in';
import { stackMemoryFigure } from './figures/stack-memory';
import { tracingCost } from './figures/tracing';

/**
 * The catalogue and audience at scale (issue 20): 10,000 films and 10,000 members seeded into the
 * same embedded stack `npm start` runs, then one line per figure (scripts/bench/figures) with its
 * same-run baseline and whether it meets its target. BENCH_SMALL=true runs it small and short (the
 * smoke test).
 */

/** Films each member of the audience has started, so their home page has its Continue Watching. */
const STARTED_FILMS = 4;

/**
 * Each member of the audience opens the app once (its session check and its progress), unmeasured:
 * an audience's members are in use, held by every process that holds members (a member's first
 * request on a replica reads them by `_id`: the memory bench measures that miss).
 */
async function useAudience(url: string, audience: AudienceMember[]): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < audience.length) {
        const member = audience[next++]!;
        for (const path of ['/api/auth/user', '/api/watch-progress']) {
          const answer = await fetch(`${url}${path}`, {
            headers: { cookie: member.cookie, 'x-forwarded-for': member.ip },
          });
          if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
        }
      }
    }),
  );
}

type Save = { member: AudienceMember; videoId: string; progress: number };

/** Each member of the audience saves a position in each of these films, a minute or so in. */
const filmSaves = (audience: AudienceMember[], filmIds: string[]): Save[] =>
  audience.flatMap((member) => filmIds.map((videoId, index) => ({ member, videoId, progress: 60 + index })));

/**
 * Each member begins two series, a different pair by member: one whose first episode they finished
 * (Continue Watching offers the second from its start), one they are halfway into the second
 * season's first episode of.
 */
const seriesSaves = (watchers: AudienceMember[], seriesIds: string[]): Save[] =>
  watchers.flatMap((member, index) => {
    const finished = seriesIds[index % seriesIds.length]!;
    const midway = seriesIds[(index + 1) % seriesIds.length]!;
    return [
      { member, videoId: benchEpisodeId(finished, 1), progress: 3_500 },
      { member, videoId: benchEpisodeId(midway, EPISODES_PER_SEASON + 1), progress: 1_800 },
    ];
  });

/**
 * The saves, eight at a time (of an hour-long film or episode); one viewing does not know yet (its
 * event still on the way) is asked again shortly.
 */
async function saveProgress(url: string, saves: Save[]): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < saves.length) {
        const { member, videoId, progress } = saves[next++]!;
        const body = JSON.stringify({ videoId, progress, duration: 3_600 });
        const headers = { ...JSON_HEADERS, cookie: member.cookie, 'x-forwarded-for': member.ip };
        await eventually(
          async () => {
            const saved = await fetch(`${url}/api/watch-progress`, { method: 'POST', headers, body });
            if (saved.status !== 200) throw new Error(`a progress save answered ${saved.status}`);
          },
          30_000,
          200,
        );
      }
    }),
  );
}

/**
 * The figures in the order they run; BENCH_ONLY=name,name runs just those (the stack seeded and
 * started all the same), to work on one figure without waiting for the others.
 */
const FIGURES: Record<string, (run: Run) => Promise<void>> = {
  idle: idleFigure,
  pages: pageVisits,
  hops: hopCeilings,
  page: pageFigure,
  search: searchFigure,
  'session check': sessionCheckFigure,
  film: filmFigure,
  thumbs: thumbsFigure,
  'next episode': nextEpisodeFigure,
  'sign-in': signInFigures,
  'admin table': adminTableFigure,
  memory: stackMemoryFigure,
  kids: kidsFigures,
  import: bulkImport,
};
const ONLY = process.env.BENCH_ONLY?.split(',');

async function main() {
  // The page a member opens is the built app's, with the hero the gateway draws into it.
  for (const app of ['web', 'admin-web'] as const) if (buildWebAppIfStale(app)) console.log(`built ${app}`);
  await onBenchInfrastructure('bench', async (bench) => {
    const { infra, nats, logger } = bench;
    console.log(`scale: ${FILMS} films, ${SERIES} series, ${MEMBERS} members (embedded stack: ${infra.kind})`);
    const seedStarted = Date.now();
    const { filmIds, seriesIds } = await seedScale({
      mongoUrl: infra.mongoUrl,
      nats,
      films: FILMS,
      members: MEMBERS,
      series: SERIES,
      // The audience, and the households whose Kids profiles play it again (figures/kids.ts).
      subscribers: AUDIENCE_FIRST + 2 * AUDIENCE,
      logger,
    });
    console.log(`  seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

    // The audience meets none of the limits.
    const nodeArgs = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
    let stack = await startBenchStack(bench, { nodeArgs });
    try {
      const url = stack.url;
      const audience = await signInAudience(url, AUDIENCE_FIRST, AUDIENCE);
      const seriesWatchers = audience.slice(audience.length / 2);
      await saveProgress(url, [
        ...filmSaves(audience, filmIds.slice(0, STARTED_FILMS)),
        ...seriesSaves(seriesWatchers, seriesIds),
      ]);
      await useAudience(url, audience);
      // Settled from the end of this start-up work, not from the stack's start: signing the audience in
      // takes over a minute at today's password cost, and the heaps it grew are reduced after it.
      const startUpDone = Date.now();
      const run: Run = {
        url,
        ports: stack.ports,
        audience,
        seriesWatchers,
        filmIds,
        seriesIds,
        settled: await settle(startUpDone),
        someone: { cookie: audience[0]!.cookie, 'x-forwarded-for': audience[0]!.ip },
        adminCookie: await adminSignIn(url, ADMIN_ADDRESS),
        nats,
      };
      for (const [name, figure] of Object.entries(FIGURES)) if (!ONLY || ONLY.includes(name)) await figure(run);
      // Last: it starts the stack again, tracing (the audience's sessions are kept in Redis).
      if (!ONLY || ONLY.includes('tracing')) {
        await tracingCost(run, async (endpoint) => {
          await stack.stop();
          stack = await startBenchStack(bench, { nodeArgs, env: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint } });
          await useAudience(stack.url, audience);
          return stack.url;
        });
      }
    } finally {
      await stack.stop();
    }
  });
  summary();
}

void main();
