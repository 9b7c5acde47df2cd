import { randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kind, OperationTypeNode, print, type DocumentNode } from 'graphql';
import { eventually } from '@cinevia/harness';
import { appOperations } from '../src/limits/app-operations';
import { SUPERGRAPH_FILE } from '../src/supergraph';
import { composeSupergraph, SUBGRAPH_NAMES } from '../src/supergraph-composition';
import { ADMIN_PASSWORD, client, startTestStack, type TestStack } from './stack';

/**
 * Partial answers: with viewing, billing or commissions stopped (or away when the gateway starts), the apps' own operations still
 * answer what the other services own, with the stopped service's fields null (and an error), and
 * its breaker opens; once the service is started again, everything is back.
 */

let env: TestStack;
let scratch: string;
/** The gateway's supergraph, a copy of gateway/supergraph.graphql that a test rewrites. */
let supergraphFile: string;
let filmId: string;
let member: ReturnType<typeof client>;

const operations = appOperations();
function operation(name: string): string {
  const document = operations.get(name);
  if (!document) throw new Error(`the apps have no operation ${name}`);
  return print(document);
}

const isQueryWithoutVariables = (document: DocumentNode) =>
  document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.operation === OperationTypeNode.QUERY &&
      !definition.variableDefinitions?.length,
  );

/** The client's reply: `json` is the parsed GraphQL reply. */
type Reply = Awaited<ReturnType<ReturnType<typeof client>['get']>>;

/** As the web app sends it: shared queries as GET (answered by the gateway's cache), the rest as POST. */
async function run(name: string, variables?: Record<string, unknown>): Promise<Reply> {
  if (name === 'HomeRouteQuery') {
    const url = `/graphql?operationName=${name}&query=${encodeURIComponent(operation(name))}`;
    return member.get(url);
  }
  return member.request('POST', '/graphql', { operationName: name, query: operation(name), variables });
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'cinevia-supergraph-'));
  supergraphFile = join(scratch, 'supergraph.graphql');
  await copyFile(SUPERGRAPH_FILE, supergraphFile);
  env = await startTestStack({ extraEnv: { SUPERGRAPH_FILE: supergraphFile } });
  const admin = client(env.url);
  await admin.post('/api/admin/auth', { password: ADMIN_PASSWORD });
  const created = await admin.post('/api/admin/videos', {
    title: 'Harbour Lights Degraded',
    youtubeId: 'dQw4w9WgXcQ',
    genre: 'Drama',
    category: 'trending',
  });
  expect(created.status).toBe(201);
  filmId = created.json.id;

  // A subscriber with a film in My List and half of it watched.
  member = client(env.url);
  await member.post('/api/auth/signup', {
    email: `degraded-${randomUUID()}@example.com`,
    password: 'lantern-river-1',
    firstName: 'De',
    lastName: 'Graded',
  });
  const { clientSecret } = (await member.post('/api/get-or-create-subscription')).json;
  await member.post('/api/payments/simulated/confirm', {
    clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  });
  await eventually(async () => expect((await member.post('/api/watchlist', { videoId: filmId })).status).toBe(201));
  await eventually(async () =>
    expect((await member.post('/api/watch-progress', { videoId: filmId, progress: 600, duration: 6000 })).status).toBe(
      200,
    ),
  );
  await eventually(async () => expect(await healthy()).toBe(true), 15_000);
}, 180_000);

afterAll(async () => {
  await env?.stop();
  await rm(scratch, { recursive: true, force: true });
});

/** Every operation answers in full, without errors (the state before and after each outage). */
async function healthy(): Promise<boolean> {
  const replies = await Promise.all([
    run('HomeRouteQuery'),
    run('HomeMemberQuery'),
    run('SearchResultsQuery', { query: 'Harbour Lights' }),
    run('WatchRouteQuery', { id: filmId }),
    run('Viewer'),
    run('MyListRouteQuery'),
    run('ProfileRouteQuery'),
    run('MyFilmRequests'),
  ]);
  if (replies.some((reply) => reply.status !== 200 || reply.json.errors?.length)) return false;
  const [home, homeMember, search, watch, viewer, myList, profile, requests] = replies.map((reply) => reply.json.data);
  return (
    home.homeRows.rows.length > 0 &&
    homeMember.viewer.continueWatching.some((entry: { videoId: string }) => entry.videoId === filmId) &&
    homeMember.viewer.myListIds.includes(filmId) &&
    search.searchVideos.some((video: { id: string }) => video.id === filmId) &&
    watch.video.progress?.progress === 600 &&
    viewer.me.isSubscribed === true &&
    myList.me.watchlist.some((entry: { videoId: string }) => entry.videoId === filmId) &&
    profile.me.subscription?.status === 'active' &&
    Array.isArray(requests.me.filmRequests)
  );
}

/** What stays the same whichever of viewing, billing and commissions is away: the catalogue's part. */
async function expectCatalogueAnswers() {
  const home = await run('HomeRouteQuery');
  expect(home.status).toBe(200);
  expect(home.json.errors).toBeUndefined();
  expect(home.json.data.homeRows.rows.length).toBeGreaterThan(0);
  expect(home.json.data.homeRows.rows[0].videos.videos.length).toBeGreaterThan(0);

  const search = await run('SearchResultsQuery', { query: 'Harbour Lights' });
  expect(search.json.errors).toBeUndefined();
  expect(search.json.data.searchVideos.map((video: { id: string }) => video.id)).toContain(filmId);

  const viewer = await run('Viewer');
  expect(viewer.json.data.me).toMatchObject({ id: expect.any(String), firstName: 'De' });
}

function expectNullWithError(reply: Reply, read: (data: Reply['json']['data']) => unknown) {
  expect(reply.status).toBe(200);
  expect(reply.json.data).not.toBeNull();
  expect(read(reply.json.data)).toBeNull();
  expect(reply.json.errors?.length).toBeGreaterThan(0);
}

const EXPECTATIONS: Record<string, () => Promise<void>> = {
  async viewing() {
    const homeMember = await run('HomeMemberQuery');
    expectNullWithError(homeMember, (data) => data.viewer);

    const watch = await run('WatchRouteQuery', { id: filmId });
    expectNullWithError(watch, (data) => data.video.progress);
    expect(watch.json.data.video).toMatchObject({ id: filmId, title: 'Harbour Lights Degraded' });

    const myList = await run('MyListRouteQuery');
    expectNullWithError(myList, (data) => data.me.watchlist);
    expect(myList.json.data.me.id).toEqual(expect.any(String));

    expect((await run('Viewer')).json.data.me.isSubscribed).toBe(true);
    expect((await run('ProfileRouteQuery')).json.data.me.subscription.status).toBe('active');
  },
  async billing() {
    const viewer = await run('Viewer');
    expectNullWithError(viewer, (data) => data.me.isSubscribed);
    expect(viewer.json.data.me.email).toContain('degraded-');

    const profile = await run('ProfileRouteQuery');
    expectNullWithError(profile, (data) => data.me.subscription);
    expect(profile.json.data.me.id).toEqual(expect.any(String));

    const homeMember = await run('HomeMemberQuery');
    expect(homeMember.json.errors).toBeUndefined();
    expect(homeMember.json.data.viewer.myListIds).toContain(filmId);
    const watch = await run('WatchRouteQuery', { id: filmId });
    expect(watch.json.errors).toBeUndefined();
    expect(watch.json.data.video.progress.progress).toBe(600);
  },
  async commissions() {
    const requests = await run('MyFilmRequests');
    expectNullWithError(requests, (data) => data.me.filmRequests);
    expect(requests.json.data.me.id).toEqual(expect.any(String));

    const homeMember = await run('HomeMemberQuery');
    expect(homeMember.json.errors).toBeUndefined();
    expect(homeMember.json.data.viewer.continueWatching.map((entry: { videoId: string }) => entry.videoId)).toContain(
      filmId,
    );
    expect((await run('WatchRouteQuery', { id: filmId })).json.errors).toBeUndefined();
    expect((await run('Viewer')).json.data.me.isSubscribed).toBe(true);
  },
};

it('answers each of the apps’ queries without variables the same when one subgraph answers it directly', async () => {
  const member = [...operations]
    .filter(([name, document]) => name !== 'HomeRouteQuery' && isQueryWithoutVariables(document))
    .map(([name]) => name);
  expect(member).toContain('HomeMemberQuery');
  for (const name of member) {
    // The first is planned; from the second on, a query one subgraph answers alone is asked of it.
    const planned = await run(name);
    const direct = await run(name);
    expect({ name, status: direct.status, json: direct.json }).toEqual({
      name,
      status: planned.status,
      json: planned.json,
    });
  }
});

/** How many times the gateway's breaker for `service` has opened so far (subgraph-fetch.ts logs each). */
async function breakerOpenings(service: string): Promise<number> {
  const log = await readFile(join(env.logDir, 'gateway.log'), 'utf8');
  return log
    .split('\n')
    .filter(
      (line) =>
        line.includes('subgraph failing: its requests fail at once') && line.includes(`"subgraph":"${service}"`),
    ).length;
}

describe.each(['viewing', 'billing', 'commissions'])('with %s stopped', (service) => {
  it("answers the catalogue and every other service's fields, with its own null, then everything again once it is back", async () => {
    const openedBefore = await breakerOpenings(service);
    await env.stack.kill(service);
    try {
      await expectCatalogueAnswers();
      await EXPECTATIONS[service]!();

      // Its failures are not waited for: the gateway's breaker for it opens, and from then on a
      // request needing it fails at once (how fast is the bench's to say).
      await eventually(async () => {
        await EXPECTATIONS[service]!();
        expect(await breakerOpenings(service)).toBeGreaterThan(openedBefore);
      }, 10_000);
    } finally {
      await env.stack.start(service);
    }
    await eventually(async () => expect(await healthy()).toBe(true), 30_000, 250);
  }, 90_000);
});

describe('the supergraph composed at build time', () => {
  it('lets the gateway start with a subgraph down, answer for the others, and for it once it is back', async () => {
    await env.stack.kill('viewing');
    try {
      await env.stack.restart('gateway');
      await expectCatalogueAnswers();
      await EXPECTATIONS.viewing!();
    } finally {
      await env.stack.start('viewing');
    }
    await eventually(async () => expect(await healthy()).toBe(true), 30_000, 250);
  }, 90_000);

  it('is served anew when its file changes, without a restart', async () => {
    const served = await readFile(supergraphFile, 'utf8');
    const { supergraphSdl: withoutCommissions } = composeSupergraph(
      SUBGRAPH_NAMES.filter((name) => name !== 'commissions'),
    );
    try {
      await writeFile(supergraphFile, withoutCommissions);
      await eventually(async () => {
        const reply = await run('MyFilmRequests');
        expect(reply.json.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      }, 15_000);
    } finally {
      await writeFile(supergraphFile, served);
    }
    await eventually(async () => expect(await healthy()).toBe(true), 15_000, 250);
  }, 60_000);
});
