import {
  HOME_GENRE_ROWS,
  MATURITY_RATINGS,
  type ValidSeriesInput,
  type ValidVideoInput,
  type VideoGenre,
} from '@cinevia/proto';
import { connectMongo, createOutbox, ensureStream, startOutboxRelay, type Logger } from '../../../packages/kit/src';
import type { NatsConnection } from 'nats';
import { createSeries } from '../../../services/catalogue/src/domain/series';
import { createVideo } from '../../../services/catalogue/src/domain/video';
import { createSeriesStore } from '../../../services/catalogue/src/store/series';
import { createVideoStore } from '../../../services/catalogue/src/store/videos';
import { aNewSubscription, applyPayment } from '../../../services/billing/src/domain/subscription';
import { createDueHourStore } from '../../../services/billing/src/store/due-hours';
import { createSubscriptionStore } from '../../../services/billing/src/store/subscriptions';
import { hashPassword } from '../../../services/identity/src/domain/password';
import { registerUser } from '../../../services/identity/src/domain/user';
import { encodeList, encodeProgress } from '../../../services/viewing/src/store/member-codec';
import { MEMBERS } from '../../../services/viewing/src/store/members';
import { PROGRESS } from '../../../services/viewing/src/store/progress';
import { createUserStore } from '../../../services/identity/src/store/users';

/**
 * Fills the embedded stack's databases the way the services would (their domain functions and
 * stores' bulk paths, events through the outbox), in batches, before the services start: 10,000
 * films and 10,000 members in seconds rather than hours of REST calls.
 */
const BATCH = 1_000;
const WORDS = ['Lantern', 'Harbour', 'Echo', 'Paper', 'Moon', 'Salt', 'Glass', 'River', 'Ember', 'Orbit', 'Quiet'];
const MORE = ['Keeper', 'Roads', 'Signal', 'Garden', 'Tide', 'Machine', 'Letters', 'Winter', 'Atlas', 'Choir'];
const GENRES: VideoGenre[] = [...HOME_GENRE_ROWS.map((row) => row.genre), 'Other'];
const CATEGORIES = ['trending', 'popular', 'new', 'other'] as const;

export const BENCH_PASSWORD = 'bench-secret-1';
export const benchEmail = (index: number) => `member-${index}@bench.example`;

export function filmInput(index: number): ValidVideoInput {
  const title = `${WORDS[index % WORDS.length]} ${MORE[Math.floor(index / WORDS.length) % MORE.length]} ${index}`;
  return {
    title,
    description: `Film ${index} of the bench catalogue: a ${GENRES[index % GENRES.length]} about ${title.toLowerCase()}.`,
    youtubeId: 'dQw4w9WgXcQ',
    duration: `${1 + (index % 2)}h ${index % 60}m`,
    year: 1990 + (index % 36),
    rating: ((index % 100) / 10).toFixed(1),
    genre: GENRES[index % GENRES.length]!,
    category: CATEGORIES[index % CATEGORIES.length]!,
    maturityRating: MATURITY_RATINGS[index % MATURITY_RATINGS.length]!,
    isFeatured: index % 100 === 0,
  };
}

/** A bench series' shape: 3 seasons of 10 episodes (issue 59). */
export const SEASONS_PER_SERIES = 3;
export const EPISODES_PER_SEASON = 10;

/** Episode `number` (from 1, in watching order) of bench series `seriesId`. */
export const benchEpisodeId = (seriesId: string, number: number) => `${seriesId}-e${number}`;

export function seriesInput(index: number): ValidSeriesInput {
  const title = `${MORE[index % MORE.length]} of ${WORDS[Math.floor(index / MORE.length) % WORDS.length]} ${index}`;
  return {
    title,
    description: `Series ${index} of the bench catalogue: ${title.toLowerCase()}, a season at a time.`,
    genre: GENRES[index % GENRES.length]!,
    // Every other one for all ages, so a Kids profile has series too.
    maturityRating: index % 2 === 0 ? 'All' : MATURITY_RATINGS[index % MATURITY_RATINGS.length]!,
    artworkUrl: null,
    isFeatured: false,
    seasons: Array.from({ length: SEASONS_PER_SERIES }, (_, season) => ({
      episodes: Array.from({ length: EPISODES_PER_SEASON }, (_, episode) => ({
        title: `Chapter ${season * EPISODES_PER_SEASON + episode + 1}`,
        synopsis: '',
        duration: '42m',
        youtubeId: 'dQw4w9WgXcQ',
      })),
    })),
  };
}

/** Makes items `from` to `count - 1`, and writes them a batch at a time. */
async function inBatches<T>(
  from: number,
  count: number,
  make: (index: number) => T,
  write: (items: T[]) => Promise<void>,
) {
  for (let start = from; start < count; start += BATCH) {
    await write(Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => make(start + offset)));
  }
}

export async function seedScale(options: {
  mongoUrl: string;
  nats: NatsConnection;
  films: number;
  members: number;
  /** Series beside the films, each of SEASONS_PER_SERIES × EPISODES_PER_SEASON (none unless asked). */
  series?: number;
  /** Members 0 to `subscribers - 1` hold Premium, paid this month (none unless asked). */
  subscribers?: number;
  /** Films and members below this were seeded by an earlier call: only the rest are added. */
  from?: number;
  logger: Logger;
}): Promise<{ filmIds: string[]; memberIds: string[]; seriesIds: string[] }> {
  const { mongoUrl, nats, films, members, series = 0, subscribers = 0, from = 0, logger } = options;
  const jsm = await nats.jetstreamManager();
  await Promise.all((['catalogue', 'identity', 'billing'] as const).map((service) => ensureStream(jsm, service)));
  const catalogueDb = await connectMongo(mongoUrl, 'cinevia-catalogue');
  const identityDb = await connectMongo(mongoUrl, 'cinevia-identity');
  const billingDb = await connectMongo(mongoUrl, 'cinevia-billing');
  const outboxes = [createOutbox(catalogueDb), createOutbox(identityDb), createOutbox(billingDb)];
  const relays = outboxes.map((outbox) => startOutboxRelay({ outbox, js: nats.jetstream(), logger }));
  try {
    const videos = createVideoStore(catalogueDb, outboxes[0]!);
    const filmIds: string[] = [];
    const epoch = Date.UTC(2025, 0, 1);
    await inBatches(
      from,
      films,
      (index) =>
        createVideo(filmInput(index), `film-${index}`, {
          now: new Date(epoch + index * 60_000),
          correlationId: 'bench',
        }),
      async (batch) => {
        await videos.insertMany(batch.map(({ video, events }) => ({ title: video, events })));
        filmIds.push(...batch.map(({ video }) => video.id));
      },
    );

    const seriesStore = createSeriesStore(catalogueDb, outboxes[0]!);
    const seriesIds: string[] = [];
    await inBatches(
      0,
      series,
      (index) => {
        const id = `series-${index}`;
        let episodes = 0;
        return createSeries(seriesInput(index), id, () => benchEpisodeId(id, ++episodes), {
          now: new Date(epoch + index * 60_000),
          correlationId: 'bench',
        });
      },
      async (batch) => {
        await seriesStore.insertMany(batch.map(({ series: made, events }) => ({ title: made, events })));
        seriesIds.push(...batch.map(({ series: made }) => made.id));
      },
    );

    const users = createUserStore(identityDb, outboxes[1]!);
    // One hash for every member: the seed measures the stack, not 10,000 deliberate slow hashes.
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const memberIds: string[] = [];
    await inBatches(
      from,
      members,
      (index) =>
        registerUser(
          { email: benchEmail(index), firstName: 'Bench', lastName: `Member ${index}`, passwordHash },
          { id: `member-${index}`, now: new Date(epoch + index * 1_000), correlationId: 'bench' },
        ),
      async (batch) => {
        await users.insertMany(batch);
        memberIds.push(...batch.map(({ user }) => user.id));
      },
    );

    const subscriptions = createSubscriptionStore(billingDb, outboxes[2]!, createDueHourStore(billingDb));
    // Paid over the last 29 days, an hour apart in turn, as an audience pays: every period runs
    // on, and each hour's due list holds a few members rather than all of them.
    const paidAt = (member: number) => ({
      now: new Date(Date.now() - (member % (29 * 24)) * 3_600_000),
      correlationId: 'bench',
    });
    const paying = memberIds.slice(0, Math.max(0, subscribers - from)).map((userId, index) => ({
      userId,
      member: from + index,
    }));
    // Sixteen at a time: the memory bench subscribes 100,000.
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let next = paying.pop(); next !== undefined; next = paying.pop()) {
          const { userId, member } = next;
          const { state, events } = applyPayment(aNewSubscription(userId), `bench-payment-${userId}`, paidAt(member));
          await subscriptions.save(state, 0, events);
        }
      }),
    );
    for (const relay of relays) await relay.flush();
    return { filmIds, memberIds, seriesIds };
  } finally {
    for (const relay of relays) await relay.stop();
    await Promise.all([catalogueDb, identityDb, billingDb].map((db) => db.close()));
  }
}

/**
 * What viewing keeps per member, written as viewing's stores keep it: progress in `filmsEach` films
 * and half as many on My List, for members `from` to `members - 1`, films picked from `films`.
 */
export async function seedViewing(options: {
  mongoUrl: string;
  from: number;
  members: number;
  films: number;
  filmsEach: number;
}): Promise<void> {
  const { from, members, films, filmsEach } = options;
  const viewingDb = await connectMongo(options.mongoUrl, 'cinevia-viewing');
  const now = Date.now();
  const filmOf = (member: number, nth: number) => `film-${(member * 7 + nth * 13) % films}`;
  try {
    await inBatches(
      from,
      members,
      (index) => ({
        _id: `member-${index}`,
        entries: encodeProgress(
          Object.fromEntries(
            Array.from({ length: filmsEach }, (_, nth) => [
              filmOf(index, nth),
              { seconds: 60 + nth, duration: 3_600, updatedAt: new Date(now - nth * 60_000) },
            ]),
          ),
        ),
      }),
      async (batch) => void (await viewingDb.collection(PROGRESS).insertMany(batch as never[])),
    );
    await inBatches(
      from,
      members,
      (index) => ({
        _id: `member-${index}`,
        listVersion: 1,
        list: encodeList(
          Object.fromEntries(
            Array.from({ length: filmsEach / 2 }, (_, nth) => [
              filmOf(index, nth),
              { addedAt: new Date(now - nth * 60_000) },
            ]),
          ),
        ),
      }),
      async (batch) => void (await viewingDb.collection(MEMBERS).insertMany(batch as never[])),
    );
  } finally {
    await viewingDb.close();
  }
}
