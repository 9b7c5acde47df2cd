import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { KV, NatsConnection } from 'nats';
import { billingEvents, FILM_FEE_CENTS, identityEvents, streamFor, TEST_CARDS, type Envelope } from '@cinevia/proto';
import {
  auditQueries,
  connectMongo,
  connectNats,
  createOutbox,
  ensureStream,
  type OutboxRelay,
  QUERY_NOT_BY_ID,
  type ReadModelFeed,
  startConsumers,
  startOutboxRelay,
  startReadModel,
  startupLoad,
} from '@cinevia/service-kit';
import {
  backfillSubscribers,
  openSubscriberStates,
  readSubscriber,
  SUBSCRIBERS_BACKFILLED,
} from '@cinevia/shared-models';
import { capturingLogger, eventually, startInfrastructure, type Infrastructure } from '@cinevia/harness';
import { createBilling, type Billing } from '../src/billing';
import { subscriptions as eventSubscriptions } from '../src/events';
import type { PaymentProvider } from '../src/providers/port';
import { createSimulatedProvider, UnknownIntentError, type SimulatedProvider } from '../src/providers/simulated';
import { createSubscriptionBook, type SubscriptionBook } from '../src/read-model/subscription-book';
import { subscriptionBookFeed } from '../src/read-model/subscription-book-feed';
import { listOf, listsOf } from '../src/domain/due-hours';
import { createCustomerStore } from '../src/store/customers';
import { createDueHourStore } from '../src/store/due-hours';
import { createPaymentStore, type PaymentStore } from '../src/store/payments';
import { createProviderEventStore } from '../src/store/provider-events';
import { createProviderSubscriptionStore } from '../src/store/provider-subscriptions';
import { createSubscriptionStore, type SubscriptionStore } from '../src/store/subscriptions';

let infra: Infrastructure;
let mongo: Connection;
let nats: NatsConnection;
let relay: OutboxRelay;
let subscriptions: SubscriptionStore;
let payments: PaymentStore;
let simulated: SimulatedProvider;
let book: SubscriptionBook;
let billing: Billing;
let subscriberStates: KV;
const feeds: ReadModelFeed[] = [];
const relays: OutboxRelay[] = [];
const START = new Date('2026-03-10T12:00:00.000Z');
let clock = START;
const { logger } = capturingLogger();
// Every database command of these tests is audited: billing reaches its data by `_id` only.
const audit = capturingLogger();
const notById = () => audit.lines.filter((line) => line.msg === QUERY_NOT_BY_ID);

/** One billing replica: its stores share the database, its book follows the events. */
async function replica(
  provider: PaymentProvider = simulated,
): Promise<{ billing: Billing; book: SubscriptionBook; subscriptions: SubscriptionStore }> {
  const outbox = createOutbox(mongo);
  relays.push(startOutboxRelay({ outbox, js: nats.jetstream(), logger }));
  const dueHours = createDueHourStore(mongo);
  const store = createSubscriptionStore(mongo, outbox, dueHours);
  await startupLoad('due hours from older subscriptions', () => store.noteDueHours());
  const model = createSubscriptionBook({ read: store.find, most: 1_000 });
  feeds.push(await startReadModel(subscriptionBookFeed(model), { nc: nats, logger }));
  return {
    book: model,
    subscriptions: store,
    billing: createBilling({
      subscriptions: store,
      payments: createPaymentStore(mongo, outbox),
      providerEvents: createProviderEventStore(mongo),
      providerSubscriptions: createProviderSubscriptionStore(mongo),
      book: model,
      dueHours,
      provider,
      logger,
      now: () => clock,
    }),
  };
}

beforeAll(async () => {
  infra = await startInfrastructure();
  mongo = await connectMongo(infra.mongoUrl, 'billing-test', true);
  auditQueries(mongo, audit.logger);
  nats = await connectNats(infra.natsUrl, 'billing-test');
  await ensureStream(await nats.jetstreamManager(), 'billing');
  subscriberStates = await openSubscriberStates(nats);
  const outbox = createOutbox(mongo);
  relay = startOutboxRelay({ outbox, js: nats.jetstream(), logger });
  payments = createPaymentStore(mongo, outbox);
  simulated = createSimulatedProvider(mongo);
  ({ billing, book, subscriptions } = await replica());
});

afterEach(() => {
  clock = START;
  expect(notById()).toEqual([]);
});

afterAll(async () => {
  await Promise.all(feeds.map((feed) => feed.stop()));
  await Promise.all([relay, ...relays].map((each) => each?.stop()));
  await nats?.drain();
  await mongo?.close();
  await infra?.stop();
});

async function billingEventsOf(userId: string): Promise<Envelope<{ userId: string }>[]> {
  const jsm = await nats.jetstreamManager();
  const stream = streamFor('billing').name;
  const { state } = await jsm.streams.info(stream);
  const found = [];
  for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq += 1) {
    const event = JSON.parse((await jsm.streams.getMessage(stream, { seq })).string()) as Envelope<{ userId: string }>;
    if (event.data.userId === userId) found.push(event);
  }
  return found;
}

async function subscribe(userId: string): Promise<string> {
  const clientSecret = await billing.getOrCreateSubscription(userId, `${userId}@example.com`, 'test');
  const { event } = await simulated.confirm({ clientSecret, cardNumber: TEST_CARDS.succeeds });
  await billing.handleProviderEvent(event, 'test');
  return clientSecret;
}

describe('starting a subscription', () => {
  it('gives concurrent get-or-create calls one subscription and one checkout', async () => {
    const userId = randomUUID();
    const secrets = await Promise.all(
      Array.from({ length: 6 }, () => billing.getOrCreateSubscription(userId, 'a@b.co', 'test')),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(await payments.listForUser(userId)).toHaveLength(1);
    expect((await subscriptions.find(userId))?.pendingCheckout?.clientSecret).toBe(secrets[0]);
  });

  it('activates only after a succeeded payment; a declined card leaves it inactive', async () => {
    const userId = randomUUID();
    const clientSecret = await billing.getOrCreateSubscription(userId, 'a@b.co', 'test');
    const declined = await simulated.confirm({ clientSecret, cardNumber: TEST_CARDS.declined });
    expect(declined.event).toMatchObject({ type: 'payment.failed', failureMessage: 'Your card was declined.' });
    await billing.handleProviderEvent(declined.event, 'test');
    expect((await subscriptions.find(userId))?.status).toBe('incomplete');

    const paid = await simulated.confirm({ clientSecret, cardNumber: TEST_CARDS.succeeds });
    await billing.handleProviderEvent(paid.event, 'test');
    expect(await subscriptions.find(userId)).toMatchObject({
      status: 'active',
      currentPeriodEnd: new Date('2026-04-10T12:00:00.000Z'),
    });
    await eventually(async () =>
      expect((await billingEventsOf(userId)).map((event) => event.type)).toEqual([
        'billing.subscription.checkout_started',
        'billing.payment.failed',
        'billing.payment.succeeded',
        'billing.subscription.activated',
      ]),
    );
  });
});

describe('provider events', () => {
  it('ignores the same provider event delivered twice', async () => {
    const userId = randomUUID();
    const clientSecret = await billing.getOrCreateSubscription(userId, 'a@b.co', 'test');
    const { event } = await simulated.confirm({ clientSecret, cardNumber: TEST_CARDS.succeeds });
    await billing.handleProviderEvent(event, 'first');
    await billing.handleProviderEvent(event, 'again');
    const again = await simulated.confirm({ clientSecret, cardNumber: TEST_CARDS.succeeds });
    await billing.handleProviderEvent(again.event, 'confirmed twice');
    expect((await subscriptions.find(userId))?.currentPeriodEnd).toEqual(new Date('2026-04-10T12:00:00.000Z'));
    // The checkout, the payment and the activation: once each.
    await eventually(async () => expect(await billingEventsOf(userId)).toHaveLength(3));
  });

  it('keeps a payment paid when a failure arrives after the success', async () => {
    const userId = randomUUID();
    const clientSecret = await subscribe(userId);
    const paymentIntentId = clientSecret.split('_secret_')[0]!;
    await billing.handleProviderEvent(
      { id: `evt_${randomUUID()}`, type: 'payment.failed', paymentIntentId, failureMessage: 'late' },
      'late',
    );
    expect((await payments.find(paymentIntentId))?.status).toBe('succeeded');
    expect((await subscriptions.find(userId))?.status).toBe('active');
  });

  it('finishes an activation after billing died between recording the payment and activating', async () => {
    const userId = randomUUID();
    const clientSecret = await billing.getOrCreateSubscription(userId, 'a@b.co', 'test');
    const paymentIntentId = clientSecret.split('_secret_')[0]!;
    const payment = await payments.find(paymentIntentId);
    // The process records the payment (and its event, in the same write) and dies before activating.
    await payments.markSucceeded(payment!, { now: clock, correlationId: 'crashed' });
    expect((await subscriptions.find(userId))?.status).toBe('incomplete');

    const consumers = await startConsumers({
      nc: nats,
      durable: `billing-restart-${randomUUID().slice(0, 8)}`,
      logger,
      subscriptions: eventSubscriptions({ billing, customers: createCustomerStore(mongo), subscriberStates }),
    });
    await eventually(async () => expect((await subscriptions.find(userId))?.status).toBe('active'));
    await consumers.stop();
  });
});

describe('every event billing follows, delivered twice (as JetStream redelivers one whose ack was lost)', () => {
  const customers = () => createCustomerStore(mongo);
  /** The handler billing's consumers run for an event of this type. */
  const handlerFor = (type: string) => {
    const subscription = eventSubscriptions({ billing, customers: customers(), subscriberStates }).find(
      (s) => s.contract.type === type,
    );
    if (!subscription) throw new Error(`billing follows no ${type}`);
    // Each delivery as the consumer makes it: the second is the redelivery.
    return (event: Envelope) => subscription.handle(event, { logger, attempt: 1 });
  };

  it('identity.user.registered: the customer record, with the address', async () => {
    const userId = randomUUID();
    const event = identityEvents.userRegistered.create(
      { userId, email: 'twice@example.com', firstName: 'Ada', lastName: 'Lovelace', registeredAt: clock.toISOString() },
      'test',
    );
    const handle = handlerFor(event.type);
    await handle(event);
    await handle(event);
    // Keyed by the member (`_id`), so a second delivery can only write the same address again.
    expect(await customers().emailOf(userId)).toBe('twice@example.com');
  });

  it('billing.payment.succeeded: the subscription activated once, one period, one change', async () => {
    const userId = randomUUID();
    const clientSecret = await billing.getOrCreateSubscription(userId, 'a@b.co', 'test');
    const payment = await payments.find(clientSecret.split('_secret_')[0]!);
    await payments.markSucceeded(payment!, { now: clock, correlationId: 'paid' });
    const event = billingEvents.paymentSucceeded.create(
      {
        paymentIntentId: payment!.paymentIntentId,
        userId,
        purpose: 'subscription',
        amountCents: payment!.amountCents,
        description: payment!.description,
      },
      'paid',
    );
    const handle = handlerFor(event.type);

    await handle(event);
    const once = await subscriptions.find(userId);
    await handle(event);

    expect(once?.status).toBe('active');
    expect(await subscriptions.find(userId)).toEqual(once);
  });

  it("billing.subscription.*: the member's state in the bucket of subscriber states, the newest kept", async () => {
    const userId = randomUUID();
    const change = { userId, currentPeriodEnd: '2026-04-10T12:00:00.000Z', cancelAtPeriodEnd: false };
    const activated = billingEvents.subscriptionActivated.create({ ...change, status: 'active', version: 2 }, 'a');
    const ended = billingEvents.subscriptionEnded.create({ ...change, status: 'ended', version: 5 }, 'e');
    await handlerFor(ended.type)(ended);
    await handlerFor(activated.type)(activated);
    await handlerFor(ended.type)(ended);
    expect(await readSubscriber(subscriberStates, userId)).toEqual({
      userId,
      status: 'ended',
      currentPeriodEnd: new Date(change.currentPeriodEnd),
      version: 5,
    });
  });
});

describe('the bucket of subscriber states on an install from before it', () => {
  it('records every stored subscription once, at start, and then not again', async () => {
    const userId = randomUUID();
    const currentPeriodEnd = new Date('2026-04-01T00:00:00.000Z');
    await mongo
      .collection('subscriptions')
      .insertOne({ _id: userId, status: 'ended', currentPeriodEnd, cancelAtPeriodEnd: false, version: 4 } as never);
    await subscriberStates.delete(SUBSCRIBERS_BACKFILLED);

    // As billing runs it: a start-up load, the one time the whole collection is read.
    const backfill = () =>
      startupLoad('subscriber states', () => backfillSubscribers(subscriberStates, subscriptions.states));
    expect(await backfill()).toBeGreaterThanOrEqual(1);
    expect(await readSubscriber(subscriberStates, userId)).toEqual({
      userId,
      status: 'ended',
      currentPeriodEnd,
      version: 4,
    });
    expect(await backfill()).toBe(0);
  });
});

describe('the end of a paid period', () => {
  it('keeps access after cancelling until the period ends, then ends it and says so', async () => {
    const userId = randomUUID();
    await subscribe(userId);
    await billing.cancel(userId, 'cancel');
    clock = new Date('2026-04-10T11:00:00.000Z');
    await billing.sweep();
    expect(await subscriptions.find(userId)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });

    clock = new Date('2026-04-10T12:00:01.000Z');
    await billing.sweep();
    expect((await subscriptions.find(userId))?.status).toBe('ended');
    await eventually(async () => {
      const ended = (await billingEventsOf(userId)).find(({ type }) => type === billingEvents.subscriptionEnded.type);
      expect(billingEvents.subscriptionEnded.parse(ended).data).toMatchObject({ status: 'ended' });
    });
  });

  it('renews a subscription that was not cancelled, once per period', async () => {
    const userId = randomUUID();
    await subscribe(userId);
    clock = new Date('2026-04-10T12:00:01.000Z');
    await billing.sweep();
    await billing.sweep();
    expect(await subscriptions.find(userId)).toMatchObject({
      status: 'active',
      currentPeriodEnd: new Date('2026-05-10T12:00:00.000Z'),
    });
    expect((await payments.listForUser(userId)).map((payment) => payment.status)).toEqual(['succeeded', 'succeeded']);
  });

  it('sweeps from any replica, whichever made the change; a replica holding the member sees each change', async () => {
    const userId = randomUUID();
    const other = await replica();
    await subscribe(userId);
    expect(await other.book.get(userId)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    await billing.cancel(userId, 'cancel');
    await eventually(async () => expect(await other.book.get(userId)).toMatchObject({ cancelAtPeriodEnd: true }));

    clock = new Date('2026-04-10T12:00:01.000Z');
    expect(await other.billing.sweep()).toBeGreaterThanOrEqual(1);
    expect((await subscriptions.find(userId))?.status).toBe('ended');
    await eventually(async () => expect(await book.get(userId)).toMatchObject({ status: 'ended' }));
  });

  it('finds a period stored before the due hours once its older subscriptions are noted at start, twice or not', async () => {
    const userId = randomUUID();
    await mongo.collection('subscriptions').insertOne({
      _id: userId,
      status: 'active',
      currentPeriodEnd: new Date('2026-04-10T12:00:00.000Z'),
      cancelAtPeriodEnd: true,
      pendingCheckout: null,
      providerCustomerId: null,
      providerSubscriptionId: null,
      paidIntentIds: ['pi_older'],
      version: 2,
    } as never);
    await mongo.collection('sweep_cursor').updateOne({ _id: 'cursor' } as never, { $unset: { olderNoted: '' } });
    await replica();
    await replica();
    const list = { _id: listOf('2026-04-10T12', userId) } as never;
    const noted = await mongo.collection('due_hours').findOne(list);
    expect(noted?.userIds.filter((each: string) => each === userId)).toEqual([userId]);

    clock = new Date('2026-04-10T12:00:01.000Z');
    await billing.sweep();
    expect((await subscriptions.find(userId))?.status).toBe('ended');
    // Read again by `_id`, an ended period is dropped from its hour.
    await billing.sweep();
    const after = await mongo.collection('due_hours').findOne(list);
    expect(after?.userIds ?? []).not.toContain(userId);
  });

  it('notes many periods ending in one new hour at once, each member once', async () => {
    const dueHours = createDueHourStore(mongo);
    const members = Array.from({ length: 64 }, () => randomUUID());
    await Promise.all(members.map((userId) => dueHours.note(userId, new Date('2027-01-01T00:30:00.000Z'))));
    const lists = await Promise.all(
      listsOf('2027-01-01T00').map((_id) => mongo.collection('due_hours').findOne({ _id } as never)),
    );
    expect(lists.flatMap((list) => list?.userIds ?? []).sort()).toEqual(members.sort());
  });

  it("waits out a renewal's grace an hour at a time in later hours' lists, so the sweep's place moves on", async () => {
    const userId = randomUUID();
    await subscribe(userId);
    // A provider that has not charged the renewal yet (Stripe's invoice still open).
    const waiting = await replica({ ...simulated, chargeRenewal: async () => null });
    const listed = async (hour: string) =>
      ((await mongo.collection('due_hours').findOne({ _id: listOf(hour, userId) } as never))?.userIds ?? []).includes(
        userId,
      );

    clock = new Date('2026-04-10T12:00:01.000Z');
    expect(await waiting.billing.sweep()).toBe(0);
    expect(await subscriptions.find(userId)).toMatchObject({ status: 'active' });
    expect([await listed('2026-04-10T12'), await listed('2026-04-10T13')]).toEqual([false, true]);

    clock = new Date('2026-04-10T13:30:00.000Z');
    await waiting.billing.sweep();
    expect([await listed('2026-04-10T13'), await listed('2026-04-10T14')]).toEqual([false, true]);
    expect(await subscriptions.find(userId)).toMatchObject({ status: 'active' });

    // Three days after the period's end, still no renewal: access ends.
    clock = new Date('2026-04-13T12:00:02.000Z');
    expect(await waiting.billing.sweep()).toBeGreaterThanOrEqual(1);
    expect((await subscriptions.find(userId))?.status).toBe('ended');
    expect(await listed('2026-04-10T14')).toBe(false);
  });

  it('renews from a provider notice that names only the provider subscription', async () => {
    const userId = randomUUID();
    await subscribe(userId);
    clock = new Date('2026-04-10T11:00:00.000Z');
    await billing.handleProviderEvent(
      {
        id: `evt_${randomUUID()}`,
        type: 'payment.succeeded',
        paymentIntentId: `pi_renewal_${randomUUID()}`,
        amountCents: 2500,
        providerSubscriptionId: `sub_sim_${userId}`,
      },
      'webhook',
    );
    expect((await subscriptions.find(userId))?.currentPeriodEnd).toEqual(new Date('2026-05-10T12:00:00.000Z'));
    expect((await payments.listForUser(userId)).map((payment) => payment.description)).toEqual([
      'Cinevia Premium renewal',
      'Cinevia Premium (monthly)',
    ]);
  });
});

describe('payments', () => {
  it("lists a member's payments newest first, and no one else's", async () => {
    const userId = randomUUID();
    await billing.createFilmPayment(userId, 'Film Creation: First', 'req-a');
    clock = new Date('2026-03-11T12:00:00.000Z');
    await subscribe(userId);
    await billing.createFilmPayment(randomUUID(), 'Film Creation: Someone else', 'req-b');
    expect((await payments.listForUser(userId)).map((payment) => payment.description)).toEqual([
      'Cinevia Premium (monthly)',
      'Film Creation: First',
    ]);
    expect(await payments.listForUser(randomUUID())).toEqual([]);
  });

  it('confirms a simulated payment only with its exact client secret', async () => {
    const clientSecret = await billing.createFilmPayment(randomUUID(), 'Film Creation: Secret', 'req-c');
    await expect(
      simulated.confirm({
        clientSecret: `${clientSecret.slice(0, -1)}${clientSecret.endsWith('a') ? 'b' : 'a'}`,
        cardNumber: TEST_CARDS.succeeds,
      }),
    ).rejects.toBeInstanceOf(UnknownIntentError);
    await expect(simulated.confirm({ clientSecret, cardNumber: TEST_CARDS.succeeds })).resolves.toMatchObject({
      event: { type: 'payment.succeeded' },
    });
  });
});

describe('the film fee', () => {
  it('is always $100, whatever the caller wanted', async () => {
    const userId = randomUUID();
    const clientSecret = await billing.createFilmPayment(userId, 'Film Creation: Moon Harbour', 'req-1');
    const payment = await payments.find(clientSecret.split('_secret_')[0]!);
    expect(payment).toMatchObject({
      purpose: 'film',
      amountCents: FILM_FEE_CENTS,
      description: 'Film Creation: Moon Harbour',
      status: 'pending',
    });
  });
});
