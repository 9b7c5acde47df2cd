import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { NatsConnection } from 'nats';
import { FILM_FEE_CENTS, type FilmRequestStatus } from '@cinevia/proto';
import {
  auditQueries,
  connectMongo,
  connectNats,
  createOutbox,
  ensureStream,
  type OutboxRelay,
  QUERY_NOT_BY_ID,
  type ReadModelFeed,
  startOutboxRelay,
  startReadModel,
  type UserContext,
} from '@cinevia/service-kit';
import {
  capturingLogger,
  eventually,
  type Infrastructure,
  startInfrastructure,
  testCaller,
  testFilmRequest,
} from '@cinevia/harness';
import type { BillingPayments } from '../src/adapters/billing-payments';
import { createCommissions } from '../src/commissions';
import { buildContext } from '../src/graphql/context';
import { resolvers } from '../src/graphql/resolvers';
import { createFilmRequestIndex } from '../src/read-model/film-request-index';
import { filmRequestsFeed } from '../src/read-model/film-requests-feed';
import { createFilmRequestStore } from '../src/store/film-requests';

/**
 * Commissions' read model on real NATS and a real database: every replica lists what any replica
 * saved or moved, a replica started later loads it, and nothing is read but by `_id`.
 */
let infra: Infrastructure;
let mongo: Connection;
let nats: NatsConnection;
const relays: OutboxRelay[] = [];
const feeds: ReadModelFeed[] = [];
const { logger } = capturingLogger();
const audit = capturingLogger();
const notById = () => audit.lines.filter((line) => line.msg === QUERY_NOT_BY_ID);

/** Billing's answer, as its subgraph would give it: every payment asked about is a paid film fee. */
const paidFilmFees: BillingPayments = {
  find: async (caller) => ({
    userId: caller.userId!,
    purpose: 'film',
    amountCents: FILM_FEE_CENTS,
    status: 'succeeded',
    paidAt: new Date('2026-03-10T12:00:00.000Z'),
  }),
};

const fields = testFilmRequest;

const caller = (who: { userId?: string; admin?: boolean }): UserContext =>
  testCaller({ ...who, audience: 'commissions' });

/** One commissions replica: its own outbox relay and read model, the shared database and NATS. */
async function replica() {
  const outbox = createOutbox(mongo);
  relays.push(startOutboxRelay({ outbox, js: nats.jetstream(), logger }));
  const requests = createFilmRequestStore(mongo, outbox);
  const index = createFilmRequestIndex();
  feeds.push(await startReadModel(filmRequestsFeed(requests, index), { nc: nats, logger }));
  const commissions = createCommissions({ requests, index, billingPayments: paidFilmFees, logger });
  const context = buildContext({ commissions, requests, index });
  const as = (who: { userId?: string; admin?: boolean }) => context({ caller: caller(who), logger });
  return {
    index,
    submit: (userId: string, title = fields.title) =>
      resolvers.Mutation.submitFilmRequest(
        {},
        { input: { ...fields, title, stripePaymentIntentId: `pi_${randomUUID()}` } },
        as({ userId }),
      ),
    move: (id: string, status: FilmRequestStatus) =>
      resolvers.Mutation.updateFilmRequestStatus({}, { id, status }, as({ admin: true })),
    page: (first?: number, after?: string) => {
      const admin = as({ admin: true });
      const page = resolvers.Query.filmRequests({}, { first, after }, admin);
      return {
        ...page,
        description: (index: number) => resolvers.FilmRequest.description!(page.requests[index]!, {}, admin),
      };
    },
    own: (userId: string, asUser = userId) => resolvers.User.filmRequests({ id: userId }, {}, as({ userId: asUser })),
    pageAsMember: (userId: string) => resolvers.Query.filmRequests({}, {}, as({ userId })),
  };
}

beforeAll(async () => {
  infra = await startInfrastructure();
  mongo = await connectMongo(infra.mongoUrl, 'commissions-test', true);
  auditQueries(mongo, audit.logger);
  nats = await connectNats(infra.natsUrl, 'commissions-test');
  await ensureStream(await nats.jetstreamManager(), 'commissions');
});

afterEach(() => expect(notById()).toEqual([]));

afterAll(async () => {
  await Promise.all(feeds.map((feed) => feed.stop()));
  await Promise.all(relays.map((relay) => relay.stop()));
  await nats?.drain();
  await mongo?.close();
  await infra?.stop();
});

describe('the film requests read model', () => {
  it('lists in every replica a request saved and moved through another, and loads it in a later one', async () => {
    const [one, two] = [await replica(), await replica()];
    const userId = randomUUID();
    const saved = await one.submit(userId);
    await eventually(() => expect(two.own(userId)).toMatchObject([{ id: saved.id, status: 'submitted' }]));
    expect(two.page(1).requests[0]).toMatchObject({ id: saved.id, title: fields.title, member: { id: userId } });

    expect(await one.move(saved.id, 'in_production')).toMatchObject({ status: 'in_production' });
    // The replica that made the change lists it at once; the other as soon as the event arrives.
    expect(one.own(userId)).toMatchObject([{ status: 'in_production' }]);
    await eventually(() => expect(two.own(userId)).toMatchObject([{ status: 'in_production' }]));
    await expect(two.move(saved.id, 'submitted')).rejects.toThrow('cannot become');

    const later = await replica();
    expect(later.own(userId)).toMatchObject([{ id: saved.id, status: 'in_production', title: fields.title }]);
    // The long texts are not held in memory: they are read by `_id` when asked for.
    expect(await later.page(1).description(0)).toBe(fields.description);
  });

  it('pages the administrator list newest first, a cursor at a time', async () => {
    const one = await replica();
    const userId = randomUUID();
    const titles = ['First', 'Second', 'Third'];
    for (const title of titles) {
      await one.submit(userId, title);
      // Each its own millisecond, so "newest first" has one answer (ties go by id).
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const first = one.page(2);
    expect(first.requests.map((request) => request.title)).toEqual(['Third', 'Second']);
    const second = one.page(2, first.nextCursor!);
    expect(second.requests[0]?.title).toBe('First');
    expect(() => one.page(0)).toThrow('Page size must be a whole number from 1 to 100');
    expect(() => one.page(101)).toThrow('Page size must be a whole number from 1 to 100');
    expect(one.page().requests.length).toBeLessThanOrEqual(20);
  });

  it("shows a member only their own requests, and no member the administrator's list", async () => {
    const one = await replica();
    const [mine, theirs] = [randomUUID(), randomUUID()];
    await one.submit(mine, 'Mine');
    await one.submit(theirs, 'Theirs');
    expect(one.own(mine).map((request) => request.title)).toEqual(['Mine']);
    expect(() => one.own(theirs, mine)).toThrow('Not your account');
    expect(() => one.pageAsMember(mine)).toThrow('Admin access required');
  });
});
