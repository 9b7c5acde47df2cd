import type { Connection } from 'mongoose';
import type { NatsConnection } from 'nats';
import { BROWSE_GENRES, catalogueEvents, streamFor, type Envelope } from '@cinevia/proto';
import {
  connectMongo,
  connectNats,
  createOutbox,
  createSubgraphServer,
  ensureStream,
  OUTBOX_FIELD,
  startOutboxRelay,
  startReadModel,
  type UserContext,
} from '@cinevia/service-kit';
import { createCommissionedFilms } from '@cinevia/shared-models';
import { capturingLogger, eventually, startInfrastructure, testCaller, type Infrastructure } from '@cinevia/harness';
import { createFilms } from '../src/films';
import { buildContext, type CatalogueContext, type CatalogueDependencies } from '../src/graphql/context';
import { resolvers } from '../src/graphql/resolvers';
import { typeDefs } from '../src/graphql/schema';
import { createCatalogue } from '../src/read-model/catalogue';
import { catalogueFeed } from '../src/read-model/catalogue-feed';
import { createSeriesShelf } from '../src/read-model/series-shelf';
import { createSeriesWrites } from '../src/series';
import { readSeed, readSeriesSeed } from '../src/store/seed';
import { createSeriesStore } from '../src/store/series';
import { createVideoStore } from '../src/store/videos';

let infra: Infrastructure;
let mongo: Connection;
let nats: NatsConnection;
let replica: CatalogueDependencies;
const stops: (() => Promise<void>)[] = [];
const { logger } = capturingLogger();
const apollo = createSubgraphServer<CatalogueContext>({ typeDefs, resolvers }, logger);

beforeAll(async () => {
  infra = await startInfrastructure();
  mongo = await connectMongo(infra.mongoUrl, 'catalogue-test');
  nats = await connectNats(infra.natsUrl, 'catalogue-test');
  await ensureStream(await nats.jetstreamManager(), 'catalogue');
  replica = await startReplica(mongo);
});

/** One catalogue process: its store, outbox relay and in-memory catalogue fed by the events. */
async function startReplica(connection: Connection): Promise<CatalogueDependencies> {
  const outbox = createOutbox(connection);
  const relay = startOutboxRelay({ outbox, js: nats.jetstream(), logger });
  const videos = createVideoStore(connection, outbox);
  const series = createSeriesStore(connection, outbox);
  const catalogue = createCatalogue(BROWSE_GENRES);
  const shelf = createSeriesShelf();
  const feed = await startReadModel(catalogueFeed({ videos, series }, { catalogue, shelf }), { nc: nats, logger });
  stops.push(
    () => relay.stop(),
    () => feed.stop(),
  );
  return {
    catalogue,
    films: createFilms({ videos, catalogue, logger }),
    shelf,
    seriesWrites: createSeriesWrites({ store: series, shelf, logger }),
    commissioned: createCommissionedFilms(),
  };
}

afterAll(async () => {
  await apollo.stop();
  for (const stop of stops) await stop();
  await nats?.drain();
  await mongo?.close();
  await infra?.stop();
});

/** 'kids': a member watching as a Kids profile (up to 7+). */
type Caller = 'admin' | 'member' | 'visitor' | 'kids';
function callerOf(who: Caller): UserContext {
  return testCaller({
    userId: who === 'visitor' ? null : 'member-1',
    admin: who === 'admin',
    ...(who === 'kids' && { profileId: 'kid-1', maturityLevel: '7+' }),
    audience: 'catalogue',
  });
}

async function run(query: string, variables: Record<string, unknown> = {}, who: Caller = 'admin', on = replica) {
  const response = await apollo.executeOperation(
    { query, variables },
    { contextValue: buildContext(on)({ caller: callerOf(who), logger }) },
  );
  if (response.body.kind !== 'single') throw new Error('unexpected stream');
  return response.body.singleResult as {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test's query decides the shape of data
    data?: Record<string, any> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

const CREATE =
  'mutation ($input: VideoInput!) { createVideo(input: $input) { id title youtubeId thumbnailUrl year rating } }';
const filmInput = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: 'A quiet story about a lighthouse keeper',
  youtubeId: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3s',
  genre: 'Drama',
  category: 'new',
  ...extra,
});

/** Every event on the catalogue stream whose data names this film or series. */
async function catalogueEventsFor(titleId: string): Promise<Envelope[]> {
  const jsm = await nats.jetstreamManager();
  const stream = streamFor('catalogue').name;
  const { state } = await jsm.streams.info(stream);
  const found: Envelope[] = [];
  for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq += 1) {
    const event = JSON.parse((await jsm.streams.getMessage(stream, { seq })).string()) as Envelope<{
      video?: { id: string };
      videoId?: string;
      series?: { id: string };
      seriesId?: string;
    }>;
    const { video, videoId, series, seriesId } = event.data;
    if ([video?.id, videoId, series?.id, seriesId].includes(titleId)) found.push(event);
  }
  return found;
}

describe('the catalogue subgraph on a real database', () => {
  it('adds a film from a full YouTube link, derives its thumbnail and announces it', async () => {
    const result = await run(CREATE, { input: filmInput('Lantern Keeper', { year: 2024, rating: '8.4' }) });
    const film = result.data?.createVideo;
    expect(film).toMatchObject({ title: 'Lantern Keeper', youtubeId: 'dQw4w9WgXcQ', year: 2024, rating: '8.4' });
    expect(film.thumbnailUrl).toBe('https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    const events = await eventually(async () => {
      const found = await catalogueEventsFor(film.id);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(catalogueEvents.videoCreated.parse(events[0]).data.video.title).toBe('Lantern Keeper');
  });

  it('lets only the administrator change the catalogue', async () => {
    const asMember = await run(CREATE, { input: filmInput('Not Allowed') }, 'member');
    const asVisitor = await run(CREATE, { input: filmInput('Not Allowed') }, 'visitor');
    expect(asMember.errors?.[0]).toMatchObject({ message: 'Admin access required', extensions: { code: 'FORBIDDEN' } });
    expect(asVisitor.errors?.[0]).toMatchObject({
      message: 'Admin sign-in required',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect((await run('{ searchVideos(query: "allowed") { id } }')).data?.searchVideos).toEqual([]);
  });

  it('refuses an invalid film with the field message and stores nothing', async () => {
    const result = await run(CREATE, { input: filmInput('Bad Rating', { rating: '12' }) });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Rating must be a number from 0 to 10, like 8.5',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await run('{ searchVideos(query: "bad rating") { id } }')).data?.searchVideos).toEqual([]);
  });

  it('searches titles, descriptions and genres case-insensitively, title matches first', async () => {
    await run(CREATE, {
      input: filmInput('Harbour Ghosts', { description: 'Whispers under the pier', genre: 'Horror' }),
    });
    await run(CREATE, {
      input: filmInput('Salt Roads', { description: 'Smugglers chase ghosts of the harbour', genre: 'Crime' }),
    });
    const found = await run('query ($q: String!) { searchVideos(query: $q) { title } }', { q: '  HARB gho ' });
    expect(found.data?.searchVideos.map((film: { title: string }) => film.title)).toEqual([
      'Harbour Ghosts',
      'Salt Roads',
    ]);
    expect((await run('{ searchVideos(query: "horror") { title } }')).data?.searchVideos).toContainEqual({
      title: 'Harbour Ghosts',
    });
    expect((await run('{ searchVideos(query: "   ") { title } }')).data?.searchVideos).toEqual([]);
    expect((await run('{ searchVideos(query: ".*") { title } }')).data?.searchVideos).toEqual([]);
  });

  it('edits a film and announces only real changes', async () => {
    const film = (await run(CREATE, { input: filmInput('First Cut') })).data?.createVideo;
    const UPDATE = 'mutation ($id: ID!, $input: VideoInput!) { updateVideo(id: $id, input: $input) { title } }';
    expect((await run(UPDATE, { id: film.id, input: filmInput('Final Cut') })).data?.updateVideo).toEqual({
      title: 'Final Cut',
    });
    await run(UPDATE, { id: film.id, input: filmInput('Final Cut') });
    await eventually(async () =>
      expect((await catalogueEventsFor(film.id)).map((event) => event.type)).toEqual([
        'catalogue.video.created',
        'catalogue.video.updated',
      ]),
    );
    expect((await run('{ searchVideos(query: "final") { title } }')).data?.searchVideos).toEqual([
      { title: 'Final Cut' },
    ]);
    expect((await run('{ searchVideos(query: "first") { title } }')).data?.searchVideos).toEqual([]);
  });

  it('deletes a film: gone from every read, announced once, and a second delete is a 404', async () => {
    const film = (await run(CREATE, { input: filmInput('Short Lived') })).data?.createVideo;
    const DELETE = 'mutation ($id: ID!) { deleteVideo(id: $id) { deletedVideoId } }';
    expect((await run(DELETE, { id: film.id })).data?.deleteVideo).toEqual({ deletedVideoId: film.id });
    expect((await run(DELETE, { id: film.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await run('query ($id: ID!) { video(id: $id) { id } }', { id: film.id })).data?.video).toBeNull();
    expect((await run('{ videos { id } }')).data?.videos).not.toContainEqual({ id: film.id });
    await eventually(async () =>
      expect((await catalogueEventsFor(film.id)).map((event) => event.type)).toEqual([
        'catalogue.video.created',
        'catalogue.video.deleted',
      ]),
    );
  });
});

describe('two catalogue replicas', () => {
  it('serve an edit made through either, and both drop a deleted film', async () => {
    const other = await startReplica(mongo);
    const film = (await run(CREATE, { input: filmInput('Twin Lights') })).data?.createVideo;
    const BY_ID = 'query ($id: ID!) { video(id: $id) { title } }';
    await eventually(async () =>
      expect((await run(BY_ID, { id: film.id }, 'member', other)).data?.video).toEqual({ title: 'Twin Lights' }),
    );

    const UPDATE = 'mutation ($id: ID!, $input: VideoInput!) { updateVideo(id: $id, input: $input) { title } }';
    await run(UPDATE, { id: film.id, input: filmInput('Twin Lights Redux') }, 'admin', other);
    await eventually(async () =>
      expect((await run(BY_ID, { id: film.id })).data?.video).toEqual({ title: 'Twin Lights Redux' }),
    );
    expect((await run('{ searchVideos(query: "redux") { title } }')).data?.searchVideos).toEqual([
      { title: 'Twin Lights Redux' },
    ]);

    await run('mutation ($id: ID!) { deleteVideo(id: $id) { deletedVideoId } }', { id: film.id });
    await eventually(async () => expect((await run(BY_ID, { id: film.id }, 'member', other)).data?.video).toBeNull());
    expect((await run(BY_ID, { id: film.id })).data?.video).toBeNull();
  });

  it('loads at start what an earlier replica wrote', async () => {
    const film = (await run(CREATE, { input: filmInput('Late Arrival') })).data?.createVideo;
    const late = await startReplica(mongo);
    expect(
      (await run('query ($id: ID!) { video(id: $id) { title } }', { id: film.id }, 'member', late)).data?.video,
    ).toEqual({ title: 'Late Arrival' });
  });
});

describe('maturity ratings', () => {
  it('rates a film stored before ratings existed 13+ until the admin edits it', async () => {
    const film = (await run(CREATE, { input: filmInput('Older Reel', { maturityRating: 'All' }) })).data?.createVideo;
    // Its creation published first: a replica started before that would apply the event's rating.
    await eventually(async () =>
      expect((await mongo.collection('videos').findOne({ _id: film.id }))?.[OUTBOX_FIELD] ?? []).toEqual([]),
    );
    await mongo.collection('videos').updateOne({ _id: film.id }, { $unset: { maturityRating: '' } });
    const late = await startReplica(mongo);
    const rating = async () =>
      (await run('query ($id: ID!) { video(id: $id) { maturityRating } }', { id: film.id }, 'member', late)).data
        ?.video;
    expect(await rating()).toEqual({ maturityRating: '13+' });

    await run('mutation ($id: ID!, $input: VideoInput!) { updateVideo(id: $id, input: $input) { id } }', {
      id: film.id,
      input: filmInput('Older Reel', { maturityRating: '7+' }),
    });
    await eventually(async () => expect(await rating()).toEqual({ maturityRating: '7+' }));
  });

  it("answers a Kids profile's every field without a film above 7+: rows, counts, search, by id", async () => {
    const cartoon = (
      await run(CREATE, { input: filmInput('Puddle Parade', { genre: 'Animation', maturityRating: 'All' }) })
    ).data?.createVideo;
    const horror = (
      await run(CREATE, { input: filmInput('Puddle Terror', { genre: 'Horror', maturityRating: '18+' }) })
    ).data?.createVideo;
    const KIDS_VIEW = `query ($horror: ID!, $cartoon: ID!) {
      horror: video(id: $horror) { id }
      cartoon: video(id: $cartoon) { id }
      searchVideos(query: "puddle") { id }
      browseGenres { id videoCount }
      homeRows(first: 50) { rows { videos(first: 100) { videos { id } } } }
      browseVideos(filter: { kind: "all" }, first: 100) { videos { id } totalCount }
    }`;
    const asKids = (await run(KIDS_VIEW, { horror: horror.id, cartoon: cartoon.id }, 'kids')).data!;
    const asAdult = (await run(KIDS_VIEW, { horror: horror.id, cartoon: cartoon.id }, 'member')).data!;
    expect(asKids.horror).toBeNull();
    expect(asKids.cartoon).toEqual({ id: cartoon.id });
    expect(asKids.searchVideos).toEqual([{ id: cartoon.id }]);
    const rowIds = (data: typeof asKids) =>
      data.homeRows.rows.flatMap((row: { videos: { videos: { id: string }[] } }) => row.videos.videos.map((v) => v.id));
    expect(rowIds(asKids)).not.toContain(horror.id);
    expect(rowIds(asAdult)).toContain(horror.id);
    const horrorCount = (data: typeof asKids) =>
      data.browseGenres.find((genre: { id: string }) => genre.id === 'horror').videoCount;
    expect(horrorCount(asAdult)).toBeGreaterThan(0);
    expect(horrorCount(asKids)).toBe(0);
    expect(asKids.browseVideos.totalCount).toBeLessThan(asAdult.browseVideos.totalCount);
  });
});

describe('pages', () => {
  it('pages the admin table newest first, with a search, and refuses a forged cursor', async () => {
    for (const title of ['Page One', 'Page Two', 'Page Three']) await run(CREATE, { input: filmInput(title) });
    const ADMIN =
      'query ($s: String, $after: String) { adminVideos(search: $s, first: 2, after: $after) { videos { title } nextCursor totalCount } }';
    const first = (await run(ADMIN, { s: 'page' })).data?.adminVideos;
    expect(first).toMatchObject({ videos: [{ title: 'Page Three' }, { title: 'Page Two' }], totalCount: 3 });
    const second = (await run(ADMIN, { s: 'page', after: first.nextCursor })).data?.adminVideos;
    expect(second).toEqual({ videos: [{ title: 'Page One' }], nextCursor: null, totalCount: 3 });
    expect((await run(ADMIN, { s: 'page', after: 'forged' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await run(ADMIN, { s: 'page' }, 'member')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('gives the home rows a few at a time, each with its first page of films', async () => {
    const ROWS =
      '{ homeRows(first: 2) { rows { id title videos(first: 1) { videos { id } nextCursor totalCount } } nextCursor } }';
    const page = (await run(ROWS, {}, 'member')).data?.homeRows;
    expect(page.rows).toHaveLength(2);
    expect(page.nextCursor).not.toBeNull();
    for (const row of page.rows) expect(row.videos.videos).toHaveLength(1);
  });
});

describe('the starter catalogue', () => {
  it('fills every home row and loads only into an empty catalogue, once', async () => {
    const seed = readSeed();
    expect(seed.length).toBeGreaterThanOrEqual(60);
    const connection = await connectMongo(infra.mongoUrl, 'catalogue-seed-test');
    const store = createVideoStore(connection, createOutbox(connection));
    const catalogue = createCatalogue(BROWSE_GENRES);
    const films = createFilms({ videos: store, catalogue, logger });
    expect(await films.seedWhenEmpty(seed)).toBe(seed.length);
    expect(await films.seedWhenEmpty(seed)).toBe(0);
    const stored = (await store.loadAll()).live;
    expect(stored).toHaveLength(seed.length);
    expect(catalogue.size).toBe(seed.length);
    for (const genre of [
      'Drama',
      'Comedy',
      'Action',
      'Thriller',
      'Horror',
      'Romance',
      'Sci-Fi',
      'Documentary',
      'Animation',
      'Family',
      'Fantasy',
      'Crime',
      'Adventure',
      'Mystery',
    ]) {
      expect(stored.filter((film) => film.genre === genre).length).toBeGreaterThan(0);
    }
    expect(stored.some((film) => film.category === 'trending')).toBe(true);
    expect(stored.some((film) => film.category === 'popular')).toBe(true);
    expect(stored.some((film) => film.isFeatured)).toBe(true);
    expect(stored.some((film) => Number(film.rating) >= 8)).toBe(true);
    expect(stored.some((film) => Number(film.rating) < 8)).toBe(true);
    expect(new Set(stored.map((film) => film.maturityRating))).toEqual(new Set(['All', '7+', '13+', '16+', '18+']));
    await connection.close();
  });

  it('puts the starter series on an empty shelf once, with the same episode ids on every replica', async () => {
    const seed = readSeriesSeed();
    const [first, second] = await Promise.all(
      ['a', 'b'].map(async () => {
        const connection = await connectMongo(infra.mongoUrl, 'catalogue-series-seed');
        const shelf = createSeriesShelf();
        const writes = createSeriesWrites({
          store: createSeriesStore(connection, createOutbox(connection)),
          shelf,
          logger,
        });
        return { connection, shelf, writes };
      }),
    );
    expect(await first!.writes.seedWhenEmpty(seed)).toBe(seed.length);
    // A second replica seeding the same database (its shelf still empty) is refused whole.
    expect(await second!.writes.seedWhenEmpty(seed)).toBe(0);
    expect(await first!.writes.seedWhenEmpty(seed)).toBe(0);
    const lighthouse = first!.shelf.get(seed[0]!.id)!;
    expect(lighthouse.seasons[0]!.episodes[0]!.id).toBe(`${seed[0]!.id}-e1`);
    expect(new Set(seed.map((series) => series.maturityRating)).size).toBeGreaterThanOrEqual(3);
    expect(seed.some((series) => series.seasons.length > 1)).toBe(true);
    for (const { connection } of [first!, second!]) await connection.close();
  });
});

describe('series', () => {
  const SERIES_FIELDS =
    'id title maturityRating seasonCount episodeCount seasons { number episodes { id number title youtubeId } }';
  const CREATE_SERIES = `mutation ($input: SeriesInput!) { createSeries(input: $input) { ${SERIES_FIELDS} } }`;
  const UPDATE_SERIES = `mutation ($id: ID!, $input: SeriesInput!) { updateSeries(id: $id, input: $input) { ${SERIES_FIELDS} } }`;
  const BY_ID = `query ($id: ID!) { series(id: $id) { ${SERIES_FIELDS} } }`;
  const EPISODE =
    'query ($id: ID!) { episode(id: $id) { title seasonNumber number series { title } next { title seasonNumber } } }';
  const DELETE = 'mutation ($id: ID!) { deleteSeries(id: $id) { deletedSeriesId } }';
  const seriesFor = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    genre: 'Mystery',
    maturityRating: '13+',
    seasons: [
      {
        episodes: [
          { title: 'The Letter', youtubeId: 'https://youtu.be/dQw4w9WgXcQ' },
          { title: 'The Reply', youtubeId: 'aaaaaaaaaaa' },
        ],
      },
      { episodes: [{ title: 'Homecoming', youtubeId: 'bbbbbbbbbbb' }] },
    ],
    ...extra,
  });
  type Created = { id: string; seasons: { episodes: { id: string; title: string; youtubeId: string }[] }[] };
  /** The seasons as sent back unchanged: every episode with its id. */
  const keptSeasons = (series: Created) =>
    series.seasons.map((season) => ({
      episodes: season.episodes.map(({ id, title, youtubeId }) => ({ id, title, youtubeId })),
    }));

  it('adds a series with its seasons, serves it on every replica, its episodes by id, and pages it by genre', async () => {
    const other = await startReplica(mongo);
    const created = (await run(CREATE_SERIES, { input: seriesFor('Tidewater') })).data?.createSeries;
    expect(created).toMatchObject({ title: 'Tidewater', seasonCount: 2, episodeCount: 3 });
    expect(created.seasons[0].episodes[0]).toMatchObject({ number: 1, title: 'The Letter', youtubeId: 'dQw4w9WgXcQ' });
    await eventually(async () =>
      expect((await run(BY_ID, { id: created.id }, 'member', other)).data?.series).toEqual(created),
    );
    const homecoming = created.seasons[1].episodes[0].id;
    expect((await run(EPISODE, { id: homecoming }, 'member', other)).data?.episode).toEqual({
      title: 'Homecoming',
      seasonNumber: 2,
      number: 1,
      series: { title: 'Tidewater' },
      next: null,
    });
    const reply = created.seasons[0].episodes[1].id;
    expect((await run(EPISODE, { id: reply })).data?.episode.next).toEqual({ title: 'Homecoming', seasonNumber: 2 });
    const PAGE = 'query ($genre: String) { seriesPage(genre: $genre, first: 5) { series { title } totalCount } }';
    expect((await run(PAGE, { genre: 'Mystery' }, 'member')).data?.seriesPage.series).toContainEqual({
      title: 'Tidewater',
    });
    expect((await run(PAGE, { genre: 'Comedy' }, 'member')).data?.seriesPage.series).not.toContainEqual({
      title: 'Tidewater',
    });
    expect((await run(PAGE, { genre: 'Jazz' }, 'member')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('reorders episodes keeping their ids, announces it, and refuses a bad series changing nothing', async () => {
    const created = (await run(CREATE_SERIES, { input: seriesFor('Reordered') })).data?.createSeries;
    const [letter, reply] = created.seasons[0].episodes;
    const swapped = seriesFor('Reordered', {
      seasons: [
        {
          episodes: [
            { id: reply.id, title: 'The Reply', youtubeId: 'aaaaaaaaaaa' },
            { id: letter.id, title: 'The Letter', youtubeId: 'dQw4w9WgXcQ' },
          ],
        },
      ],
    });
    const updated = (await run(UPDATE_SERIES, { id: created.id, input: swapped })).data?.updateSeries;
    expect(updated.seasons[0].episodes.map((e: { id: string; number: number }) => [e.number, e.id])).toEqual([
      [1, reply.id],
      [2, letter.id],
    ]);
    expect(updated).toMatchObject({ seasonCount: 1, episodeCount: 2 });
    await eventually(async () => {
      const types = (await catalogueEventsFor(created.id)).map((event) => event.type);
      expect(types).toEqual(['catalogue.series.created', 'catalogue.series.updated']);
    });

    const refused = await run(UPDATE_SERIES, { id: created.id, input: seriesFor('Reordered', { seasons: [] }) });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'A series needs at least one season',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const asMember = await run(CREATE_SERIES, { input: seriesFor('Not Allowed') }, 'member');
    expect(asMember.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await run(BY_ID, { id: created.id })).data?.series).toEqual(updated);
  });

  it("hides a series above a Kids profile's level, episodes included, until its rating comes down", async () => {
    const input = seriesFor('Night Ward', { maturityRating: '16+' });
    const created = (await run(CREATE_SERIES, { input })).data?.createSeries;
    const pilot = created.seasons[0].episodes[0].id;
    expect((await run(BY_ID, { id: created.id }, 'kids')).data?.series).toBeNull();
    expect((await run(EPISODE, { id: pilot }, 'kids')).data?.episode).toBeNull();
    const kidsList = await run('{ seriesPage(first: 100) { series { id } } }', {}, 'kids');
    expect(kidsList.data?.seriesPage.series).not.toContainEqual({ id: created.id });
    const lowered = seriesFor('Night Ward', { maturityRating: '7+', seasons: keptSeasons(created) });
    await run(UPDATE_SERIES, { id: created.id, input: lowered });
    expect((await run(EPISODE, { id: pilot }, 'kids')).data?.episode).toMatchObject({ title: 'The Letter' });
  });

  it('deletes a series: gone from every read and replica, its episode ids announced, a second delete a 404', async () => {
    const other = await startReplica(mongo);
    const created = (await run(CREATE_SERIES, { input: seriesFor('Short Run') })).data?.createSeries;
    expect((await run(DELETE, { id: created.id })).data?.deleteSeries).toEqual({ deletedSeriesId: created.id });
    await eventually(async () =>
      expect((await run(BY_ID, { id: created.id }, 'member', other)).data?.series).toBeNull(),
    );
    expect((await run(EPISODE, { id: created.seasons[0].episodes[0].id })).data?.episode).toBeNull();
    const deleted = await eventually(async () => {
      const found = (await catalogueEventsFor(created.id)).filter((event) => event.type === 'catalogue.series.deleted');
      expect(found).toHaveLength(1);
      return found[0]!;
    });
    expect(catalogueEvents.seriesDeleted.parse(deleted).data.episodeIds).toHaveLength(3);
    expect((await run(DELETE, { id: created.id })).errors?.[0]).toMatchObject({
      message: 'Series not found',
      extensions: { code: 'NOT_FOUND' },
    });
    const late = await startReplica(mongo);
    expect((await run(BY_ID, { id: created.id }, 'admin', late)).data?.series).toBeNull();
  });
});
