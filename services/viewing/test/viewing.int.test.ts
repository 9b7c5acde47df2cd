import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { join } from 'node:path';
import type { Connection } from 'mongoose';
import type { KV, NatsConnection } from 'nats';
import {
  billingEvents,
  catalogueEvents,
  identityEvents,
  PROGRESS_SAVES,
  viewingEvents,
  type Video,
} from '@cinevia/proto';
import {
  auditQueries,
  connectMongo,
  connectNats,
  createOutbox,
  createSubgraphServer,
  KEPT_WHILE_USED_MS,
  OUTBOX_FIELD,
  OUTBOX_MARKERS,
  QUERY_NOT_BY_ID,
  startOutboxRelay,
  startConsumers,
  startReadModel,
  type UserContext,
} from '@cinevia/service-kit';
import {
  createHeldSubscribers,
  followSubscribers,
  type HeldSubscribers,
  type KnownFilms,
  openSubscriberStates,
  publishProgressRecord,
  readSubscriber,
  recordSubscriber,
  startKnownFilms,
  type SubscriberState,
} from '@cinevia/shared-models';
import {
  capturingLogger,
  eventually,
  startInfrastructure,
  testCaller,
  testFilm,
  testSeries,
  type Infrastructure,
} from '@cinevia/harness';
import { addedToList, MY_LIST_MAX, PROGRESS_KEPT } from '../src/domain/member';
import { deletedProfilesFeed, deletedProfileSubscriptions } from '../src/events/deleted-profiles';
import { createInsightsCounter } from '../src/events/insights-counter';
import { startProgressWriter } from '../src/events/progress-writer';
import { buildContext, type ViewingContext, type ViewingDependencies } from '../src/graphql/context';
import { resolvers } from '../src/graphql/resolvers';
import { typeDefs } from '../src/graphql/schema';
import { createInsights } from '../src/insights';
import { createListBook } from '../src/read-model/list-book';
import { listFeed } from '../src/read-model/list-feed';
import { startNewSubscribers } from '../src/read-model/new-subscribers';
import { createProgressBook } from '../src/read-model/progress-book';
import { createRatingBook } from '../src/read-model/rating-book';
import { startProgressFeed, type ProgressFeed } from '../src/read-model/progress-feed';
import { createViewers, type Viewers } from '../src/read-model/viewers';
import { createInsightsStore } from '../src/store/insights';
import { createViewing } from '../src/viewing';
import { encodeList } from '../src/store/member-codec';
import { createMemberStore, MEMBERS, type MemberStore } from '../src/store/members';
import { createProgressStore, PROGRESS } from '../src/store/progress';
import { createViewerReader } from '../src/store/viewer-documents';

let infra: Infrastructure;
let mongo: Connection;
let nats: NatsConnection;
let subscriberStates: KV;
let subscribers: HeldSubscribers;
let films: KnownFilms;
let book: Viewers;
let deps: ViewingDependencies;
let store: MemberStore;
const stops: (() => Promise<void>)[] = [];
const { logger, lines } = capturingLogger();
/** Every `find` the stores send, by collection. */
const finds: string[] = [];

const apollo = createSubgraphServer<ViewingContext>({ typeDefs, resolvers }, logger);

/** A replica's subscriptions of the accounts in use: read from billing's bucket by key, then following it. */
async function startSubscribers(most = HELD): Promise<HeldSubscribers> {
  const replica = createHeldSubscribers({ read: (userId) => readSubscriber(subscriberStates, userId), most });
  const feed = await followSubscribers({
    nc: nats,
    kv: subscriberStates,
    changed: replica.changed,
    name: 'viewing subscribers',
    logger,
  });
  stops.push(() => feed.stop());
  return replica;
}

async function startFilms(): Promise<KnownFilms> {
  const started = await startKnownFilms({ name: 'test', nc: nats, logger });
  stops.push(() => started.feed.stop());
  return started.films;
}

/** Viewing's `npm run migrate` step (src/migrate.ts) on database `db`, signed in to NATS as viewing: resolves once it exits 0. */
async function runMigrations(db: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, '../src/migrate.ts')], {
    env: { ...process.env, MONGO_URL: infra.mongoUrl, MONGO_DB: db, NATS_URL: infra.accessOf('viewing').natsUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  // Its log shown when it fails.
  expect({ code, output }).toMatchObject({ code: 0 });
}

/** Profiles held by a replica before it lets the least recently used go. */
const HELD = 1_000;

/**
 * A replica: the profiles it holds, fed by the saves' stream (and, with `writeEveryMs`, writing
 * them) and by `viewing.list.changed`, its list writes published through an outbox of its own (the
 * relay a service starts at boot).
 */
async function startReplica(
  db: Connection,
  options: { writeEveryMs?: number; most?: number; now?: () => number } = {},
): Promise<{ viewers: Viewers; members: MemberStore; feed: ProgressFeed }> {
  const viewers = createViewers({
    progress: createProgressBook(),
    ratings: createRatingBook(),
    lists: createListBook(),
    load: createViewerReader(db),
    films,
    most: options.most ?? HELD,
    now: options.now,
  });
  const feed = await startProgressFeed({ nc: nats, viewers, logger });
  stops.unshift(() => feed.stop());
  if (options.writeEveryMs !== undefined) {
    const writer = await startProgressWriter({
      nc: nats,
      viewers,
      store: createProgressStore(db, createOutbox(db)),
      feed,
      countInsights: createInsightsCounter(createInsightsStore(db)),
      intervalMs: options.writeEveryMs,
      logger,
    });
    stops.unshift(() => writer.stop());
  }
  const outbox = createOutbox(db);
  const relay = startOutboxRelay({ outbox, js: nats.jetstream(), logger });
  stops.unshift(() => relay.stop());
  const members = createMemberStore({ connection: db, outbox, viewers });
  const lists = await startReadModel(listFeed(viewers), { nc: nats, logger });
  stops.unshift(() => lists.stop());
  return { viewers, members, feed };
}

beforeAll(async () => {
  infra = await startInfrastructure();
  mongo = await connectMongo(infra.mongoUrl, 'viewing-test', true);
  auditQueries(mongo, logger);
  mongo.getClient().on('commandStarted', (event) => {
    if (event.commandName === 'find') finds.push(String(event.command.find));
  });
  nats = await connectNats(infra.natsUrl, 'viewing-test');
  subscriberStates = await openSubscriberStates(nats);
  subscribers = await startSubscribers();
  films = await startFilms();
  const replica = await startReplica(mongo, { writeEveryMs: 100 });
  book = replica.viewers;
  const { members } = replica;
  const viewing = createViewing({
    members,
    publishRecord: (record) => publishProgressRecord(nats.jetstream(), record),
    applied: (sequence) => replica.feed.caughtUp(sequence),
    subscribers,
    films,
    now: () => new Date(),
  });
  const newSubscribers = await startNewSubscribers({ nc: nats, logger });
  stops.unshift(() => newSubscribers.feed.stop());
  const insights = createInsights({
    store: createInsightsStore(mongo),
    subscribers: newSubscribers.subscribers,
    films,
    now: Date.now,
  });
  deps = { viewing, viewers: book, subscribers, films, insights };
  store = members;
});

afterAll(async () => {
  await apollo.stop();
  for (const stop of stops) await stop();
  await nats?.drain();
  await mongo?.close();
  await infra?.stop();
});

afterEach(() => {
  // No request path of viewing reads by anything but `_id`.
  expect(lines.filter((line) => line.msg === QUERY_NOT_BY_ID)).toEqual([]);
});

const publish = async (event: { id: string; type: string }) => {
  await nats.jetstream().publish(event.type, JSON.stringify(event), { msgID: event.id });
};

const film = (id: string): Video =>
  testFilm(id, { title: `Film ${id.slice(0, 8)}`, createdAt: new Date().toISOString() });

/** Films added to the catalogue, once viewing knows them. */
async function catalogued(count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  for (const id of ids) await publish(catalogueEvents.videoCreated.create({ video: film(id) }, 'test'));
  await eventually(() => expect(ids.every((id) => films.exists(id))).toBe(true));
  return ids;
}

/** A subscription's state, as billing records it in its bucket of subscriber states. */
const state = (userId: string, version: number, status: 'active' | 'ended'): SubscriberState => ({
  userId,
  status,
  currentPeriodEnd: new Date('2099-01-01T00:00:00.000Z'),
  version,
});

async function subscriber(): Promise<string> {
  const userId = randomUUID();
  await recordSubscriber(subscriberStates, state(userId, 1, 'active'));
  return userId;
}

const callerOf = (userId: string | null): UserContext => testCaller({ userId, audience: 'viewing' });

async function run(userId: string | null, query: string, variables: Record<string, unknown> = {}) {
  const response = await apollo.executeOperation(
    { query, variables },
    { contextValue: await buildContext(deps)({ caller: callerOf(userId), logger }) },
  );
  if (response.body.kind !== 'single') throw new Error('unexpected stream');
  return response.body.singleResult as {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test's query decides the shape of data
    data?: Record<string, any> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

const CARDS = `query ($representations: [_Any!]!) {
  _entities(representations: $representations) { ... on Video { id inMyList progress { progress } } }
}`;
const cards = (userId: string, ids: string[]) =>
  run(userId, CARDS, { representations: ids.map((id) => ({ __typename: 'Video', id })) });

const MINE = `query ($representations: [_Any!]!) {
  _entities(representations: $representations) {
    ... on User { watchlist { videoId } watchProgress { videoId progress } continueWatching { videoId } }
  }
}`;
const MINE_RATINGS = `query ($representations: [_Any!]!) {
  _entities(representations: $representations) { ... on User { ratings { videoId rating } } }
}`;
const mine = async (userId: string) =>
  (await run(userId, MINE, { representations: [{ __typename: 'User', id: userId }] })).data?._entities[0];

const SAVE = 'mutation ($input: SaveWatchProgressInput!) { saveWatchProgress(input: $input) { videoId progress } }';
const save = (userId: string, videoId: string, progress: number, savedAt?: number) =>
  run(userId, SAVE, { input: { videoId, progress, duration: 600, savedAt } });
/** Where a replica says the member is in a film (read from the database if it does not hold them). */
async function positionIn(replica: Viewers, userId: string, videoId: string) {
  await replica.ensure(userId);
  return replica.read(userId).progress[videoId]?.seconds;
}
const ADD = 'mutation ($videoId: ID!) { addToMyList(videoId: $videoId) { videoId addedAt } }';
const REMOVE = 'mutation ($videoId: ID!) { removeFromMyList(videoId: $videoId) }';

/** What the replica holds of the member (the list as last written), deleted films included. */
async function stored(userId: string) {
  await book.ensure(userId);
  return book.read(userId);
}

describe('the subscriptions of the accounts in use', () => {
  it("reads an account's by key the first time, then follows billing's bucket while held", async () => {
    const userId = await subscriber();
    expect(subscribers.hasPremium(userId, new Date())).toBe(false);
    await subscribers.ensure(userId);
    expect(subscribers.hasPremium(userId, new Date())).toBe(true);
    await recordSubscriber(subscriberStates, state(userId, 2, 'ended'));
    await eventually(() => expect(subscribers.hasPremium(userId, new Date())).toBe(false));
  });

  it('holds none but the accounts in use: a replica started later reads the one it needs', async () => {
    const member = await subscriber();
    const replica = await startSubscribers();
    expect(replica.size).toBe(0);
    await replica.ensure(member);
    expect([replica.size, replica.hasPremium(member, new Date())]).toEqual([1, true]);
  });

  it('records only a newer state: an older one arriving late, or a duplicate, changes nothing', async () => {
    const userId = randomUUID();
    await recordSubscriber(subscriberStates, state(userId, 3, 'ended'));
    await Promise.all([
      recordSubscriber(subscriberStates, state(userId, 1, 'active')),
      recordSubscriber(subscriberStates, state(userId, 2, 'active')),
      recordSubscriber(subscriberStates, state(userId, 3, 'ended')),
    ]);
    expect(await readSubscriber(subscriberStates, userId)).toMatchObject({ status: 'ended', version: 3 });
  });

  it('keeps the newest of many states recorded at once', async () => {
    const userId = randomUUID();
    await Promise.all(
      [5, 2, 4, 1, 3].map((version) => recordSubscriber(subscriberStates, state(userId, version, 'active'))),
    );
    expect((await readSubscriber(subscriberStates, userId))?.version).toBe(5);
  });

  it('reads an account held as not subscribed again before refusing it My List (a payment seconds old)', async () => {
    const [videoId] = await catalogued(1);
    // A replica whose feed has not brought the payment yet: none at all.
    const unfed = createHeldSubscribers({ read: (id) => readSubscriber(subscriberStates, id), most: HELD });
    const viewing = createViewing({
      ...deps,
      members: store,
      publishRecord: async () => 0,
      applied: async () => {},
      subscribers: unfed,
      now: () => new Date(),
    });
    const userId = randomUUID();
    const viewer = { userId, profileId: userId };
    await unfed.ensure(userId);
    await expect(viewing.addToMyList(viewer, videoId!, 'unpaid')).rejects.toMatchObject({ code: 'PAYMENT_REQUIRED' });

    await recordSubscriber(subscriberStates, state(userId, 1, 'active'));
    expect(unfed.hasPremium(userId, new Date())).toBe(false);
    await expect(viewing.addToMyList(viewer, videoId!, 'paid')).resolves.toMatchObject({ videoId });
  });
});

describe('the films read model', () => {
  it("replays the catalogue's stream at start, then follows it; a deleted film stays gone", async () => {
    const [kept, doomed] = await catalogued(2);
    await publish(catalogueEvents.videoDeleted.create({ videoId: doomed! }, 'test'));
    await eventually(() => expect(films.isGone(doomed!)).toBe(true));

    const replica = await startFilms();
    expect([replica.exists(kept!), replica.exists(doomed!), replica.isGone(doomed!)]).toEqual([true, false, true]);
    const [later] = await catalogued(1);
    await eventually(() => expect(replica.exists(later!)).toBe(true));
    await publish(catalogueEvents.videoUpdated.create({ video: film(doomed!) }, 'late'));
    await publish(catalogueEvents.videoDeleted.create({ videoId: later! }, 'test'));
    await eventually(() => expect(replica.exists(later!)).toBe(false));
    expect(replica.exists(doomed!)).toBe(false);
  });

  it('refuses progress and My List for a film the catalogue does not have', async () => {
    const userId = await subscriber();
    expect((await save(userId, randomUUID(), 10)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const added = await run(userId, ADD, { videoId: randomUUID() });
    expect(added.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('episodes of a series', () => {
  const EPISODE = `query ($representations: [_Any!]!) {
    _entities(representations: $representations) { ... on Episode { id progress { progress } } }
  }`;
  const episodeProgress = async (userId: string, id: string) =>
    (await run(userId, EPISODE, { representations: [{ __typename: 'Episode', id }] })).data?._entities[0]?.progress;

  it("keeps each profile's place in an episode, and refuses one its series no longer has", async () => {
    const [seriesId, pilot, finale] = [randomUUID(), randomUUID(), randomUUID()];
    await publish(catalogueEvents.seriesCreated.create({ series: testSeries(seriesId, [pilot, finale]) }, 'test'));
    await eventually(() => expect(films.playable(finale)).toBe(true));
    const [one, other] = [await subscriber(), await subscriber()];
    expect((await save(one, pilot, 120)).errors).toBeUndefined();
    await eventually(async () => expect(await episodeProgress(one, pilot)).toEqual({ progress: 120 }));
    expect(await episodeProgress(other, pilot)).toBeNull();
    // Episodes are no films: they stay out of the film lists until series have their own cards.
    expect((await mine(one)).watchProgress).toEqual([]);

    await publish(catalogueEvents.seriesUpdated.create({ series: testSeries(seriesId, [finale]) }, 'test'));
    await eventually(() => expect(films.isGone(pilot)).toBe(true));
    expect((await save(one, pilot, 130)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await publish(catalogueEvents.seriesDeleted.create({ seriesId, episodeIds: [finale] }, 'test'));
    await eventually(() => expect(films.playable(finale)).toBe(false));
  });
});

describe("a member's viewing document", () => {
  it(`keeps the newest ${PROGRESS_KEPT} films watched, and answers a page of cards from memory`, async () => {
    const userId = await subscriber();
    const ids = await catalogued(PROGRESS_KEPT + 20);
    for (const [index, videoId] of ids.entries()) {
      expect((await save(userId, videoId, 30, 1e12 + index)).errors).toBeUndefined();
    }
    for (const videoId of ids.slice(-30, -10)) expect((await run(userId, ADD, { videoId })).errors).toBeUndefined();

    await eventually(async () => expect(await positionIn(book, userId, ids.at(-1)!)).toBe(30));
    const kept = await stored(userId);
    expect(Object.keys(kept.progress)).toHaveLength(PROGRESS_KEPT);
    expect(kept.progress[ids[0]!]).toBeUndefined();

    const page = ids.slice(-40);
    finds.length = 0;
    const reply = await cards(userId, page);
    expect(reply.errors).toBeUndefined();
    expect(finds).toEqual([]);
    expect(reply.data?._entities).toEqual(
      page.map((id, index) => ({
        id,
        inMyList: index >= 10 && index < 30,
        progress: { progress: 30 },
      })),
    );

    finds.length = 0;
    const own = await mine(userId);
    expect(finds).toEqual([]);
    expect(own.watchProgress).toHaveLength(PROGRESS_KEPT);
    expect(own.watchProgress[0]).toEqual({ videoId: ids.at(-1), progress: 30 });
    expect(own.watchlist.map((entry: { videoId: string }) => entry.videoId)).toEqual(ids.slice(-30, -10).reverse());
    expect(own.continueWatching).toHaveLength(PROGRESS_KEPT);
  });

  it('hides a deleted film at once and drops it on the next write', async () => {
    const userId = await subscriber();
    const [doomed, other] = await catalogued(2);
    expect((await save(userId, doomed!, 40)).data?.saveWatchProgress).toEqual({ videoId: doomed, progress: 40 });
    expect((await run(userId, ADD, { videoId: doomed })).errors).toBeUndefined();
    await eventually(async () =>
      expect((await cards(userId, [doomed!])).data?._entities).toEqual([
        { id: doomed, inMyList: true, progress: { progress: 40 } },
      ]),
    );

    await publish(catalogueEvents.videoDeleted.create({ videoId: doomed! }, 'test'));
    await eventually(() => expect(films.isGone(doomed!)).toBe(true));
    expect((await cards(userId, [doomed!])).data?._entities).toEqual([{ id: doomed, inMyList: false, progress: null }]);
    expect(await mine(userId)).toEqual({ watchlist: [], watchProgress: [], continueWatching: [] });
    expect((await save(userId, doomed!, 50)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    expect(Object.keys((await stored(userId)).list)).toEqual([doomed]);
    await save(userId, other!, 5);
    await run(userId, ADD, { videoId: other });
    await eventually(async () => {
      const after = await stored(userId);
      expect([Object.keys(after.progress), Object.keys(after.list)]).toEqual([[other], [other]]);
    });
  });

  it('adds to My List once, removes, and refuses one film too many', async () => {
    const userId = await subscriber();
    const [videoId] = await catalogued(1);
    const first = (await run(userId, ADD, { videoId })).data?.addToMyList;
    expect((await run(userId, ADD, { videoId })).data?.addToMyList).toEqual(first);
    expect((await run(userId, REMOVE, { videoId })).data?.removeFromMyList).toBe(true);
    expect((await run(userId, REMOVE, { videoId })).data?.removeFromMyList).toBe(false);

    const list = Object.fromEntries(
      Array.from({ length: MY_LIST_MAX }, (_, index) => [`f${index}`, { addedAt: new Date() }]),
    );
    // Written past the store, so only once the relay has taken the last change's event off the
    // document: FerretDB keeps one of two updates of a document made at once.
    await eventually(async () =>
      expect((await mongo.collection(MEMBERS).findOne({ _id: userId } as never))?.[OUTBOX_FIELD] ?? []).toEqual([]),
    );
    await mongo.collection(MEMBERS).updateOne({ _id: userId } as never, { $set: { list: encodeList(list) } });
    const refused = await run(userId, ADD, { videoId });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
  });

  it('reaches every replica holding the member with a change of My List, and a replica started later reads it', async () => {
    const userId = await subscriber();
    const [videoId] = await catalogued(1);
    const { viewers: other } = await startReplica(mongo);
    await other.ensure(userId);
    expect((await run(userId, ADD, { videoId })).errors).toBeUndefined();
    await eventually(() => expect(Object.keys(other.read(userId).list)).toEqual([videoId]));
    const { viewers: later } = await startReplica(mongo);
    await later.ensure(userId);
    expect(Object.keys(later.read(userId).list)).toEqual([videoId]);
    expect((await run(userId, REMOVE, { videoId })).data?.removeFromMyList).toBe(true);
    await eventually(() => expect([other.read(userId).list, later.read(userId).list]).toEqual([{}, {}]));
  });

  it('keeps My List for Premium: a member without it sees no marks and may not add', async () => {
    const userId = randomUUID();
    const [videoId] = await catalogued(1);
    expect((await run(userId, ADD, { videoId })).errors?.[0]?.extensions?.code).toBe('PAYMENT_REQUIRED');
    // A list left from before: written past the use-case, which would refuse this member.
    const entry = { userId, videoId: videoId!, addedAt: new Date() };
    await store.update({ userId, profileId: userId }, (member) => addedToList(member, entry, films), 'test');
    expect((await cards(userId, [videoId!])).data?._entities).toEqual([
      { id: videoId, inMyList: false, progress: null },
    ]);
    expect(
      (await run(null, CARDS, { representations: [{ __typename: 'Video', id: videoId }] })).data?._entities,
    ).toEqual([{ id: videoId, inMyList: false, progress: null }]);
  });
});

describe('a deleted profile', () => {
  it('loses its list and progress in every replica and in the database, the list announced empty', async () => {
    const userId = await subscriber();
    const profileId = randomUUID();
    const [videoId] = await catalogued(1);
    const viewer = { userId, profileId };
    // As a request's context would, before the use case.
    await subscribers.ensure(userId);
    await deps.viewing.addToMyList(viewer, videoId!, 'test');
    await save(profileId, videoId!, 42);
    await eventually(async () => {
      expect(await positionIn(book, profileId, videoId!)).toBe(42);
      expect(await mongo.collection(PROGRESS).findOne({ _id: profileId } as never)).not.toBeNull();
    });

    const { viewers: other } = await startReplica(mongo);
    await save(profileId, videoId!, 43);
    const feeds = [await startReadModel(deletedProfilesFeed(book), { nc: nats, logger })];
    feeds.push(await startReadModel(deletedProfilesFeed(other), { nc: nats, logger }));
    const consumers = await startConsumers({
      nc: nats,
      durable: 'viewing-test-profiles',
      subscriptions: deletedProfileSubscriptions({
        viewers: book,
        members: store,
        progress: createProgressStore(mongo, createOutbox(mongo)),
      }),
      logger,
    });
    stops.unshift(() => consumers.stop(), ...feeds.map((feed) => () => feed.stop()));
    const emptied = nats.subscribe(viewingEvents.listChanged.type);
    await publish(identityEvents.profileDeleted.create({ userId, profileId }, 'delete-profile'));

    await eventually(async () => {
      expect(await stored(profileId)).toEqual({ progress: {}, ratings: {}, list: {} });
      expect(await mongo.collection(PROGRESS).findOne({ _id: profileId } as never)).toBeNull();
      expect((await mongo.collection(MEMBERS).findOne({ _id: profileId } as never))?.list).toBe(encodeList({}));
    });
    for await (const message of emptied) {
      const event = viewingEvents.listChanged.parse(message.json());
      if (event.data.profileId !== profileId) continue;
      // The profile beside its account, as every event about a profile's things names them.
      expect(event.data).toMatchObject({ userId, profileId, entries: [] });
      break;
    }
    // A save still in flight for it is not taken.
    await save(profileId, videoId!, 44);
    const marker = randomUUID();
    await save(marker, videoId!, 1);
    await eventually(async () => expect(await positionIn(book, marker, videoId!)).toBe(1));
    expect(book.read(profileId).progress).toEqual({});
    expect(other.read(profileId).progress).toEqual({});
  });
});

describe('a replica holding only the active members', () => {
  it('lets an idle member go beyond its bound and reads them back by `_id` when they return', async () => {
    const clock = { now: Date.now() };
    const { viewers } = await startReplica(mongo, { most: 1, now: () => clock.now });
    const [userId, other] = [await subscriber(), await subscriber()];
    const [videoId] = await catalogued(1);
    await save(userId, videoId!, 61);
    expect((await run(userId, ADD, { videoId })).errors).toBeUndefined();
    await eventually(async () => {
      const doc = await mongo.collection(PROGRESS).findOne({ _id: userId } as never);
      expect(doc?.entries).toContain(`"${videoId}",61,600`);
    });
    await viewers.ensure(userId);
    expect(viewers.read(userId).progress[videoId!]?.seconds).toBe(61);

    clock.now += KEPT_WHILE_USED_MS + 1;
    await viewers.ensure(other);
    expect(viewers.size).toBe(1);
    expect(viewers.read(userId)).toEqual({ progress: {}, ratings: {}, list: {} });

    finds.length = 0;
    await viewers.ensure(userId);
    expect(finds.sort()).toEqual([MEMBERS, PROGRESS]);
    expect(viewers.read(userId).progress[videoId!]?.seconds).toBe(61);
    expect(Object.keys(viewers.read(userId).list)).toEqual([videoId]);
  });
});

describe('progress saves through JetStream', () => {
  it('keep the newest position by the player’s clock, whatever order they arrive in', async () => {
    const userId = await subscriber();
    const [videoId] = await catalogued(1);
    const at = Date.now();
    await save(userId, videoId!, 200, at);
    await save(userId, videoId!, 100, at - 10_000);
    await save(userId, videoId!, 200, at);
    const marker = randomUUID();
    await save(marker, videoId!, 1);
    await eventually(async () => expect(await positionIn(book, marker, videoId!)).toBe(1));
    expect(await positionIn(book, userId, videoId!)).toBe(200);
    expect((await mine(userId)).watchProgress).toEqual([{ videoId, progress: 200 }]);
  });

  it('reach every replica, and a replica started later reads them back', async () => {
    const { viewers: other } = await startReplica(mongo);
    const userId = randomUUID();
    const [videoId] = await catalogued(1);
    await save(userId, videoId!, 75);
    await eventually(async () => expect(await positionIn(other, userId, videoId!)).toBe(75));
    // The save may be in the stream only (written behind): the feed's start waits until it is applied.
    const { viewers: later } = await startReplica(mongo);
    expect(await positionIn(later, userId, videoId!)).toBe(75);
  });

  it('carry "Hide all" to the database too: a replica reading the profile later keeps its older saves hidden', async () => {
    const userId = randomUUID();
    const [videoId] = await catalogued(1);
    const at = Date.now();
    await save(userId, videoId!, 40, at - 5_000);
    await run(userId, 'mutation ($at: Float) { clearHistory(at: $at) }', { at: at - 1_000 });
    expect(await positionIn(book, userId, videoId!)).toBeUndefined();
    await eventually(async () => {
      const doc = await mongo.collection(PROGRESS).findOne({ _id: userId } as never);
      expect(doc?.clearedAt).toEqual(new Date(at - 1_000));
    });
    // The read model replays a minute of the stream at start: a fresh reader reads the document alone.
    const read = await createViewerReader(mongo)(userId);
    expect(read.historyClearedAt).toEqual(new Date(at - 1_000));
    const { viewers: later } = await startReplica(mongo);
    await save(userId, videoId!, 45, at - 2_000);
    const marker = randomUUID();
    await save(marker, videoId!, 1);
    await eventually(async () => expect(await positionIn(later, marker, videoId!)).toBe(1));
    expect(await positionIn(later, userId, videoId!)).toBeUndefined();
  });

  it('carry thumbs: held at once, the newest choice kept, stored beside the progress and announced', async () => {
    const userId = randomUUID();
    const [videoId] = await catalogued(1);
    const announced = nats.subscribe(viewingEvents.ratingChanged.type);
    const RATE = `mutation ($videoId: ID!, $rating: TitleRating, $at: Float) {
      rateTitle(videoId: $videoId, rating: $rating, at: $at) { videoId rating }
    }`;
    const rate = (rating: string | null, at: number) => run(userId, RATE, { videoId, rating, at });
    const ratings = async () =>
      (await run(userId, MINE_RATINGS, { representations: [{ __typename: 'User', id: userId }] })).data?._entities[0]
        .ratings;
    const at = Date.now();
    expect((await rate('love', at)).data?.rateTitle).toEqual({ videoId, rating: 'love' });
    expect(await ratings()).toEqual([{ videoId, rating: 'love' }]);
    // A choice made before it, arriving after it, changes nothing.
    await rate('down', at - 1_000);
    expect(await ratings()).toEqual([{ videoId, rating: 'love' }]);

    await eventually(async () => {
      const doc = await mongo.collection(PROGRESS).findOne({ _id: userId } as never);
      expect(doc?.ratings).toBe(JSON.stringify([[videoId, 'love', at]]));
    });
    for await (const message of announced) {
      const event = viewingEvents.ratingChanged.parse(message.json());
      if (event.data.profileId !== userId) continue;
      expect(event.data).toEqual({
        userId,
        profileId: userId,
        videoId,
        rating: 'love',
        ratedAt: new Date(at).toISOString(),
      });
      break;
    }
    // A replica reading the profile later has them.
    const { viewers: later } = await startReplica(mongo);
    await later.ensure(userId);
    expect(later.read(userId).ratings).toEqual({ [videoId!]: { rating: 'love', ratedAt: new Date(at) } });
    expect((await run(userId, RATE, { videoId: randomUUID(), rating: 'up' })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
  });

  it('are written to the database behind, and acknowledged once written', async () => {
    const userId = randomUUID();
    const [videoId] = await catalogued(1);
    for (const progress of [10, 20, 30]) await save(userId, videoId!, progress);
    await eventually(async () => {
      const doc = await mongo.collection(PROGRESS).findOne({ _id: userId } as never);
      expect(doc?.entries).toContain(`"${videoId}",30,600`);
    });
    const jsm = await nats.jetstreamManager();
    await eventually(async () => {
      const writer = await jsm.consumers.info(PROGRESS_SAVES.stream, PROGRESS_SAVES.writer);
      expect([writer.num_pending, writer.num_ack_pending]).toEqual([0, 0]);
    });
  });
});

describe("admin-web's Insights", () => {
  const INSIGHTS = `{ insights(days: 1) {
    totals { plays newSubscribers }
    perDay { day plays hoursWatched newSubscribers }
    topTitles { videoId title plays hoursWatched completionRate thumbsUp loves thumbsDown }
  } }`;
  const asAdmin = async () => {
    const response = await apollo.executeOperation(
      { query: INSIGHTS },
      { contextValue: await buildContext(deps)({ caller: testCaller({ admin: true, audience: 'viewing' }), logger }) },
    );
    if (response.body.kind !== 'single') throw new Error('unexpected stream');
    return response.body.singleResult.data?.insights as {
      totals: { plays: number; newSubscribers: number };
      topTitles: { videoId: string }[];
    };
  };

  it("count a play, its time watched, its completion and its thumbs, and a member's first Premium day", async () => {
    const userId = randomUUID();
    const [videoId] = await catalogued(1);
    const before = await asAdmin();
    await save(userId, videoId!, 100);
    await save(userId, videoId!, 110);
    await save(userId, videoId!, 560);
    await run(userId, 'mutation ($videoId: ID!) { rateTitle(videoId: $videoId, rating: love) { rating } }', {
      videoId,
    });
    const subscription = {
      userId,
      status: 'active' as const,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      version: 1,
    };
    const activated = billingEvents.subscriptionActivated.create(subscription, 'test');
    await publish(activated);
    await publish(activated);

    await eventually(async () => {
      const after = await asAdmin();
      expect(after.topTitles.find((title) => title.videoId === videoId)).toEqual({
        videoId,
        title: `Film ${videoId!.slice(0, 8)}`,
        plays: 1,
        // 10 seconds watched; the jump to 560 is a seek, yet past 90 %: the play completes.
        hoursWatched: 10 / 3600,
        completionRate: 1,
        thumbsUp: 0,
        loves: 1,
        thumbsDown: 0,
      });
      expect(after.totals.plays - before.totals.plays).toBe(1);
      expect(after.totals.newSubscribers - before.totals.newSubscribers).toBe(1);
    });
    // Counted once, in today's document, up to the last save counted.
    const today = await mongo.collection('insights').findOne({ _id: new Date().toISOString().slice(0, 10) } as never);
    expect(today?.titles[videoId!]).toMatchObject({ plays: 1, love: 1 });
  });

  it('refuses anyone but the administrator', async () => {
    const refused = await run(randomUUID(), '{ insights(days: 7) { days } }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const response = await apollo.executeOperation(
      { query: '{ insights(days: 3) { days } }' },
      { contextValue: await buildContext(deps)({ caller: testCaller({ admin: true, audience: 'viewing' }), logger }) },
    );
    expect(response.body.kind === 'single' && response.body.singleResult.errors?.[0]?.message).toBe(
      'Days must be 1, 7 or 30',
    );
  });
});

describe('the former layouts', () => {
  it('fold per-film documents into progress and members’ documents once, then drop them', async () => {
    const db = await connectMongo(infra.mongoUrl, 'viewing-legacy-test');
    try {
      const [watched, listed, gone] = await catalogued(3);
      await publish(catalogueEvents.videoDeleted.create({ videoId: gone! }, 'test'));
      await eventually(() => expect(films.isGone(gone!)).toBe(true));
      const userId = randomUUID();
      const updatedAt = new Date('2026-01-01T00:00:00.000Z');
      await db.collection('watch_progress').insertMany([
        { _id: `${userId}:${watched}`, userId, videoId: watched, seconds: 12, duration: 600, updatedAt },
        { _id: `${userId}:${gone}`, userId, videoId: gone, seconds: 12, duration: 600, updatedAt },
      ] as never[]);
      await db
        .collection('watchlist')
        .insertOne({ _id: `${userId}:${listed}`, userId, videoId: listed, addedAt: updatedAt } as never);
      await db.collection('known_videos').insertOne({ _id: watched, deleted: false } as never);

      // As an operator's `npm run migrate` runs it before replicas start: a process that ends.
      await runMigrations('viewing-legacy-test');
      const { viewers: reloaded } = await startReplica(db);
      await reloaded.ensure(userId);
      expect(reloaded.read(userId)).toEqual({
        progress: { [watched!]: { seconds: 12, duration: 600, updatedAt } },
        ratings: {},
        list: { [listed!]: { addedAt: updatedAt } },
      });
      const names = (await db.db!.listCollections({}, { nameOnly: true }).toArray()).map(({ name }) => name).sort();
      expect(names).toEqual([MEMBERS, OUTBOX_MARKERS, PROGRESS, 'viewing_migrations'].sort());
      // Nothing left to do: a second run finds no former layout and changes nothing.
      await runMigrations('viewing-legacy-test');
      const { viewers: again } = await startReplica(db);
      await again.ensure(userId);
      expect(again.read(userId)).toEqual(reloaded.read(userId));
    } finally {
      await db.close();
    }
  });

  it('move the progress members’ documents held into progress documents once', async () => {
    const db = await connectMongo(infra.mongoUrl, 'viewing-members-progress-test');
    try {
      const [videoId] = await catalogued(1);
      const userId = randomUUID();
      const updatedAt = new Date('2026-02-01T00:00:00.000Z');
      await db
        .collection(MEMBERS)
        .insertOne({ _id: userId, progress: JSON.stringify([[videoId, 33, 600, updatedAt.getTime()]]) } as never);
      const { viewers: first } = await startReplica(db);
      await createProgressStore(db, createOutbox(db)).moveOutOfMembers(first);
      expect(await positionIn(first, userId, videoId!)).toBe(33);
      await db.collection(MEMBERS).deleteOne({ _id: userId } as never);
      const { viewers: second } = await startReplica(db);
      await createProgressStore(db, createOutbox(db)).moveOutOfMembers(second);
      expect(await positionIn(second, userId, videoId!)).toBe(33);
    } finally {
      await db.close();
    }
  });
});
