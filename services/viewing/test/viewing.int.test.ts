import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { NatsConnection } from 'nats';
import { billingEvents, catalogueEvents, type Video } from '@cinevia/proto';
import { connectMongo, connectNats, startConsumers, type RunningConsumer } from '@cinevia/service-kit';
import { capturingLogger, eventually, startInfrastructure, type Infrastructure } from '@cinevia/service-kit/testing';
import { mayUseMyList } from '../src/domain/subscribers';
import { subscriptions } from '../src/events';
import { createProgressStore, type ProgressStore } from '../src/store/progress';
import { createProjectionStore, type ProjectionStore } from '../src/store/projections';
import { createWatchlistStore, type WatchlistStore } from '../src/store/watchlist';

let infra: Infrastructure;
let mongo: Connection;
let nats: NatsConnection;
let progress: ProgressStore;
let watchlist: WatchlistStore;
let projections: ProjectionStore;
let consumers: RunningConsumer;
const { logger } = capturingLogger();

beforeAll(async () => {
  infra = await startInfrastructure();
  mongo = await connectMongo(infra.mongoUrl, 'viewing-test');
  nats = await connectNats(infra.natsUrl, 'viewing-test');
  progress = createProgressStore(mongo);
  watchlist = createWatchlistStore(mongo);
  projections = createProjectionStore(mongo);
  await Promise.all([progress.ensureIndexes(), watchlist.ensureIndexes()]);
  consumers = await startConsumers({
    nc: nats,
    durable: 'viewing',
    logger,
    subscriptions: subscriptions({ projections, progress, watchlist }),
  });
});

afterAll(async () => {
  await consumers?.stop();
  await nats?.drain();
  await mongo?.close();
  await infra?.stop();
});

const publish = async (event: { id: string; type: string }) => {
  await nats.jetstream().publish(event.type, JSON.stringify(event), { msgID: event.id });
};

const subscription = (userId: string, version: number, status: 'active' | 'ended', cancelAtPeriodEnd = false) => ({
  userId,
  status,
  currentPeriodEnd: '2099-01-01T00:00:00.000Z',
  cancelAtPeriodEnd,
  version,
});

describe('the subscriber projection', () => {
  it('follows billing: activated, then ended', async () => {
    const userId = randomUUID();
    await publish(billingEvents.subscriptionActivated.create(subscription(userId, 1, 'active'), 'test'));
    await eventually(async () => expect(mayUseMyList(await projections.subscriber(userId), new Date())).toBe(true));
    await publish(billingEvents.subscriptionEnded.create(subscription(userId, 2, 'ended'), 'test'));
    await eventually(async () => expect((await projections.subscriber(userId))?.status).toBe('ended'));
  });

  it('ignores an older event that arrives late, and a duplicate', async () => {
    const userId = randomUUID();
    const ended = billingEvents.subscriptionEnded.create(subscription(userId, 3, 'ended'), 'test');
    await publish(ended);
    await eventually(async () => expect((await projections.subscriber(userId))?.version).toBe(3));
    await publish(billingEvents.subscriptionActivated.create(subscription(userId, 1, 'active'), 'late'));
    await publish(billingEvents.subscriptionUpdated.create(subscription(userId, 2, 'active', true), 'late'));
    const duplicate = { ...ended };
    await nats.jetstream().publish(duplicate.type, JSON.stringify(duplicate));
    const marker = randomUUID();
    await publish(billingEvents.subscriptionActivated.create(subscription(marker, 1, 'active'), 'marker'));
    await eventually(async () => expect(await projections.subscriber(marker)).not.toBeNull());
    expect(await projections.subscriber(userId)).toMatchObject({ status: 'ended', version: 3 });
  });
});

describe('a film deleted from the catalogue', () => {
  it('takes its progress and My List entries with it, and no new ones are accepted', async () => {
    const videoId = randomUUID();
    const film: Video = {
      id: videoId,
      title: 'Gone Soon',
      description: '',
      youtubeId: 'dQw4w9WgXcQ',
      thumbnailUrl: 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      duration: '10m',
      year: 2025,
      rating: '7.0',
      genre: 'Drama',
      category: 'new',
      isFeatured: false,
      createdAt: new Date().toISOString(),
    };
    await publish(catalogueEvents.videoCreated.create({ video: film }, 'test'));
    await eventually(async () => expect(await projections.isKnownVideo(videoId)).toBe(true));
    const users = [randomUUID(), randomUUID()];
    for (const userId of users) {
      await progress.save({ userId, videoId, seconds: 30, duration: 600, updatedAt: new Date() });
      await watchlist.add({ userId, videoId, addedAt: new Date() });
    }

    await publish(catalogueEvents.videoDeleted.create({ videoId }, 'test'));
    await eventually(async () => {
      for (const userId of users) {
        expect(await progress.listForUser(userId)).toEqual([]);
        expect(await watchlist.listForUser(userId)).toEqual([]);
      }
    });
    expect(await projections.isKnownVideo(videoId)).toBe(false);
  });
});
