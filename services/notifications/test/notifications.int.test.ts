import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { NatsConnection } from 'nats';
import { billingEvents, commissionsEvents, identityEvents, type Envelope } from '@cinevia/proto';
import {
  auditQueries,
  connectMongo,
  connectNats,
  ensureStream,
  newLinkToken,
  QUERY_NOT_BY_ID,
  sealLinkToken,
  startConsumers,
  type RunningConsumer,
} from '@cinevia/service-kit';
import {
  capturingLogger,
  eventually,
  type Infrastructure,
  type MailCatcher,
  startInfrastructure,
  startMailCatcher,
  testFilmRequest,
  testFilm,
} from '@cinevia/harness';
import { createMailer } from '../src/adapters/smtp';
import { createDeadLetters, type DeadLetters } from '../src/dead-letters';
import { subscriptions } from '../src/events';
import { createNotifier } from '../src/notifications';
import { createRecords } from '../src/store/records';

/**
 * Notifications on real NATS JetStream, a real database and a real SMTP server: each event's mail
 * goes out once, waits for a mail server that is away, and after its retries waits as a dead letter
 * that a replay sends.
 */
jest.setTimeout(120_000);

const SECRET = 'notifications-test-secret-'.padEnd(48, 'x');
const PUBLIC_URL = 'https://cinevia.example';

let infra: Infrastructure;
let mongo: Connection;
let nats: NatsConnection;
let mail: MailCatcher;
const running: RunningConsumer[] = [];
const { logger, lines: logLines } = capturingLogger();
const audit = capturingLogger();

/** One notifications process as main.ts wires it, with the retry schedule given. */
async function notifications(durable: string, retryDelaysMs: number[]): Promise<DeadLetters> {
  const notifier = createNotifier({
    records: createRecords(mongo),
    mailer: createMailer({ smtpUrl: mail.url, from: 'Cinevia <no-reply@cinevia.example>' }),
    brand: {
      productName: 'Cinevia',
      companyName: 'Example Pictures, Inc.',
      supportPhone: '1-800-555-0199',
      publicUrl: PUBLIC_URL,
    },
    linkSecret: SECRET,
  });
  const table = subscriptions(notifier);
  running.push(
    await startConsumers({
      nc: nats,
      durable,
      subscriptions: table,
      logger,
      backoffMs: retryDelaysMs,
      maxAttempts: retryDelaysMs.length + 1,
    }),
  );
  return createDeadLetters({ nc: nats, durable, subscriptions: table, logger });
}

/** Published as its service's outbox relay would (a new message id unless redelivering on purpose). */
async function publish(event: Envelope, messageId = event.id): Promise<void> {
  await nats.jetstream().publish(event.type, JSON.stringify(event), { msgID: messageId });
}

async function newMember(): Promise<{ userId: string; email: string }> {
  const userId = randomUUID();
  const email = `member-${userId}@example.com`;
  await publish(
    identityEvents.userRegistered.create(
      { userId, email, firstName: 'Ada', lastName: 'Byron', registeredAt: new Date().toISOString() },
      'test',
    ),
  );
  return { userId, email };
}

/** Premium cancelled, running to December 24 (a mail to the member's contact address). */
const cancelledSubscription = (userId: string) =>
  billingEvents.subscriptionUpdated.create(
    { userId, status: 'active', currentPeriodEnd: '2026-12-24T10:00:00.000Z', cancelAtPeriodEnd: true, version: 2 },
    'test',
  );

const mailsTo = (email: string) => mail.received().filter((sent) => sent.to.includes(email));

beforeAll(async () => {
  infra = await startInfrastructure();
  mail = await startMailCatcher();
  mongo = await connectMongo(infra.mongoUrl, 'notifications-test', true);
  auditQueries(mongo, audit.logger);
  nats = await connectNats(infra.natsUrl, 'notifications-test');
  const jsm = await nats.jetstreamManager();
  for (const service of ['identity', 'billing', 'commissions'] as const) await ensureStream(jsm, service);
});

afterEach(() => expect(audit.lines.filter((line) => line.msg === QUERY_NOT_BY_ID)).toEqual([]));

afterAll(async () => {
  await Promise.all(running.map((consumer) => consumer.stop()));
  await nats?.drain();
  await mongo?.close();
  await mail?.stop();
  await infra?.stop();
});

describe('notifications', () => {
  beforeAll(async () => {
    // Production's schedule (config.ts) keeps trying for half an hour; this one, the same shape, for 20 s.
    await notifications('notifications', [500, 1_000, 2_000, 4_000, 4_000, 4_000, 4_000]);
  });

  it('sends a receipt for a charge, with an HTML part and a plain-text part', async () => {
    const { userId, email } = await newMember();
    await publish(
      billingEvents.paymentSucceeded.create(
        {
          paymentIntentId: 'pi_film_1',
          userId,
          purpose: 'film',
          amountCents: 10_000,
          description: 'Film Creation: Tides',
        },
        'test',
      ),
    );
    const receipt = await mail.waitForMail((sent) => sent.to.includes(email));
    expect(receipt.subject).toBe('Your Cinevia receipt: $100.00');
    for (const part of [receipt.text, receipt.html]) {
      expect(part).toContain('$100.00');
      expect(part).toContain('Film Creation: Tides');
      expect(part).toContain('pi_film_1');
      expect(part).toContain('1-800-555-0199');
    }
  });

  /** A link as identity seals it, good for half an hour. */
  const link = () => ({
    sealedToken: sealLinkToken(newLinkToken().token, SECRET),
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  });
  type Member = { userId: string; email: string };
  /** For each event that sends a mail: the event for a member, and where its mail goes. */
  const MAILING_EVENTS: [string, (member: Member) => Promise<{ event: Envelope; to: string }>][] = [
    [
      identityEvents.emailVerificationIssued.type,
      async ({ userId, email }) => ({
        event: identityEvents.emailVerificationIssued.create(
          { userId, email, firstName: 'Ada', welcome: true, ...link() },
          'test',
        ),
        to: email,
      }),
    ],
    [
      identityEvents.passwordResetIssued.type,
      async ({ userId, email }) => ({
        event: identityEvents.passwordResetIssued.create({ userId, email, firstName: 'Ada', ...link() }, 'test'),
        to: email,
      }),
    ],
    [
      identityEvents.emailChangeRequested.type,
      async ({ userId, email }) => ({
        event: identityEvents.emailChangeRequested.create(
          { userId, currentEmail: email, newEmail: `next-${userId}@example.com`, firstName: 'Ada', ...link() },
          'test',
        ),
        to: `next-${userId}@example.com`,
      }),
    ],
    [
      identityEvents.emailChanged.type,
      async ({ userId, email }) => ({
        event: identityEvents.emailChanged.create(
          { userId, oldEmail: email, newEmail: `next-${userId}@example.com`, firstName: 'Ada' },
          'test',
        ),
        to: email,
      }),
    ],
    [
      identityEvents.passwordChanged.type,
      async ({ userId, email }) => ({
        event: identityEvents.passwordChanged.create({ userId, email, firstName: 'Ada', how: 'change' }, 'test'),
        to: email,
      }),
    ],
    [
      billingEvents.paymentSucceeded.type,
      async ({ userId, email }) => ({
        event: billingEvents.paymentSucceeded.create(
          {
            paymentIntentId: `pi_${userId}`,
            userId,
            purpose: 'subscription',
            amountCents: 2500,
            description: 'Premium, one month',
          },
          'test',
        ),
        to: email,
      }),
    ],
    [
      billingEvents.subscriptionUpdated.type,
      async ({ userId, email }) => ({
        event: cancelledSubscription(userId),
        to: email,
      }),
    ],
    [
      billingEvents.subscriptionEnded.type,
      async ({ userId, email }) => ({
        event: billingEvents.subscriptionEnded.create(
          { userId, status: 'ended', currentPeriodEnd: null, cancelAtPeriodEnd: false, version: 3 },
          'test',
        ),
        to: email,
      }),
    ],
    [
      commissionsEvents.filmRequestSubmitted.type,
      async ({ userId, email }) => ({
        event: commissionsEvents.filmRequestSubmitted.create(
          {
            requestId: randomUUID(),
            userId,
            paymentIntentId: `pi_${userId}`,
            request: testFilmRequest,
            paidAt: new Date().toISOString(),
          },
          'test',
        ),
        to: email,
      }),
    ],
    [
      commissionsEvents.filmRequestStatusChanged.type,
      async ({ userId, email }) => {
        // Its mail names the film, learnt from the submission (which sends a mail of its own first).
        const requestId = randomUUID();
        await publish(
          commissionsEvents.filmRequestSubmitted.create(
            {
              requestId,
              userId,
              paymentIntentId: `pi_${requestId}`,
              request: testFilmRequest,
              paidAt: new Date().toISOString(),
            },
            'test',
          ),
        );
        await mail.waitForMail((sent) => sent.to.includes(email));
        const event = commissionsEvents.filmRequestStatusChanged.create(
          { requestId, userId, from: 'submitted', status: 'in_production', version: 2 },
          'test',
        );
        return { event, to: email };
      },
    ],
    [
      commissionsEvents.filmRequestDelivered.type,
      async ({ userId, email }) => ({
        event: commissionsEvents.filmRequestDelivered.create(
          { requestId: randomUUID(), userId, from: 'in_production', film: testFilm(`film-${userId}`), version: 3 },
          'test',
        ),
        to: email,
      }),
    ],
  ];

  it.each(MAILING_EVENTS)('sends one mail for a %s delivered twice', async (_type, eventFor) => {
    const member = await newMember();
    const { event, to } = await eventFor(member);
    const before = mailsTo(to).length;
    await publish(event);
    await mail.waitForMail((sent) => sent.to.includes(to) && mailsTo(to).length > before);
    // The same envelope again, past JetStream's duplicate window (a redelivery or a replay).
    await publish(event, randomUUID());
    // Then the same kind of event for someone else: its consumer (one per type) handles events in
    // order, so once that mail is in, the repeat has been handled.
    const other = await newMember();
    const later = await eventFor(other);
    await publish(later.event);
    await mail.waitForMail((sent) => sent.to.includes(later.to) && mailsTo(later.to).length > 0);
    expect(mailsTo(to).length - before).toBe(1);
  });

  it("leads a delivered film's mail straight to the film", async () => {
    const { userId, email } = await newMember();
    const film = testFilm(`film-${randomUUID()}`, { title: 'The Keeper' });
    await publish(
      commissionsEvents.filmRequestDelivered.create(
        { requestId: randomUUID(), userId, from: 'in_production', film, version: 3 },
        'test',
      ),
    );
    const sent = await mail.waitForMail((one) => one.to.includes(email));
    expect(sent.subject).toBe('Your film is ready: The Keeper');
    expect(sent.text).toContain(`/watch/${film.id}`);
  });

  it('keeps one contact for a registration or an update delivered twice', async () => {
    const { userId } = await newMember();
    const updated = identityEvents.userUpdated.create(
      { userId, email: `renamed-${userId}@example.com`, firstName: 'Augusta', lastName: 'Byron' },
      'test',
    );
    await publish(updated);
    await publish(updated, randomUUID());
    // The update and billing's event reach notifications on consumers of their own, in no set
    // order: the cancellation is sent once the update is in.
    const records = createRecords(mongo);
    await eventually(
      async () => expect((await records.members.contact(userId))?.email).toBe(`renamed-${userId}@example.com`),
      15_000,
    );
    // A mail that takes its address from the contact (a cancelled subscription) goes to the update's,
    // greeting by name once the member proved they read it.
    await publish(identityEvents.emailVerified.create({ userId, email: `renamed-${userId}@example.com` }, 'test'));
    await eventually(async () => expect((await records.members.contact(userId))?.verified).toBe(true), 15_000);
    await publish(cancelledSubscription(userId));
    const notice = await mail.waitForMail((sent) => sent.to.includes(`renamed-${userId}@example.com`));
    expect(notice.text).toContain('Augusta');
    expect(mailsTo(`renamed-${userId}@example.com`)).toHaveLength(1);
  });

  it('greets by name only at an address the member proved they read', async () => {
    const { userId, email } = await newMember();
    await publish(cancelledSubscription(userId));
    const unproved = await mail.waitForMail((sent) => sent.to.includes(email));
    expect(unproved.text).toContain('Hi there,');
    expect(unproved.text).not.toContain('Ada');
  });

  it('keeps the newest contact when an older registration arrives after an update', async () => {
    const userId = randomUUID();
    const registeredAt = new Date(Date.now() - 60_000);
    const registered = identityEvents.userRegistered.create(
      {
        userId,
        email: `first-${userId}@example.com`,
        firstName: 'Ada',
        lastName: 'Byron',
        registeredAt: registeredAt.toISOString(),
      },
      'test',
      registeredAt,
    );
    const updated = identityEvents.userUpdated.create(
      { userId, email: `second-${userId}@example.com`, firstName: 'Augusta', lastName: 'Byron' },
      'test',
    );
    const records = createRecords(mongo);
    await publish(updated);
    await eventually(
      async () => expect((await records.members.contact(userId))?.email).toBe(`second-${userId}@example.com`),
      15_000,
    );
    await publish(registered);
    // Both consumers handle events in order: once a later registration is in, the late one has been handled.
    const other = await newMember();
    await eventually(async () => expect(await records.members.contact(other.userId)).not.toBeNull(), 15_000);
    expect(await records.members.contact(userId)).toEqual({
      email: `second-${userId}@example.com`,
      firstName: 'Augusta',
      verified: false,
    });
  });

  it("writes a reset link's token only into the mail", async () => {
    const { userId, email } = await newMember();
    const { token } = newLinkToken();
    const expiresAt = new Date(Date.now() + 30 * 60_000).toISOString();
    await publish(
      identityEvents.passwordResetIssued.create(
        { userId, email, firstName: 'Ada', sealedToken: sealLinkToken(token, SECRET), expiresAt },
        'test',
      ),
    );
    const reset = await mail.waitForMail((sent) => sent.to.includes(email));
    expect(reset.text).toContain(`${PUBLIC_URL}/reset-password?token=${token}`);
    expect(reset.html).toContain(`href="${PUBLIC_URL}/reset-password?token=${token}"`);
    // Read whole, past the audit: a look at everything stored, not a request path.
    const look = await connectMongo(infra.mongoUrl, 'notifications-test', false);
    const stored = await Promise.all(
      (await look.db!.listCollections().toArray()).map(({ name }) => look.db!.collection(name).find().toArray()),
    );
    await look.close();
    expect(stored.flat().length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(logLines)).not.toContain(token);
  });

  it('keeps a mail while the mail server is away through several tries, and sends it once when it is back', async () => {
    const { userId, email } = await newMember();
    await mail.stop();
    await publish(cancelledSubscription(userId));
    // Away for the first five tries (0.5 + 1 + 2 + 4 + 4 s); the next comes 4 s later.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    expect(mailsTo(email)).toEqual([]);
    await mail.start();
    const notice = await mail.waitForMail((sent) => sent.to.includes(email), 15_000);
    expect(notice.subject).toBe('Your Premium subscription is cancelled');
    expect(notice.text).toContain('December 24, 2026');
    // A later mail to the member arrives after any repeat would have.
    await publish(identityEvents.passwordChanged.create({ userId, email, firstName: 'Ada', how: 'reset' }, 'test'));
    await mail.waitForMail((sent) => sent.to.includes(email) && /password/.test(sent.subject));
    expect(mailsTo(email)).toHaveLength(2);
  });
});

describe('dead letters', () => {
  let deadLetters: DeadLetters;

  beforeAll(async () => {
    // The first process stops; another, of its own durable (so its own dead letters), gives up
    // after three tries.
    await running[0]!.stop();
    deadLetters = await notifications('notifications-short', [200, 200]);
  });

  it('waits after its retries as a dead letter that a replay sends, once', async () => {
    const { userId, email } = await newMember();
    await eventually(async () => expect(await deadLetters.waiting()).toBe(0), 20_000);
    await mail.stop();
    await publish(
      identityEvents.emailChanged.create(
        { userId, oldEmail: email, newEmail: 'new@example.com', firstName: 'Ada' },
        'test',
      ),
    );
    await eventually(async () => expect(await deadLetters.waiting()).toBe(1), 20_000);
    await mail.start();
    expect(await deadLetters.replay()).toEqual({ replayed: 1, failed: 0 });
    expect(await deadLetters.waiting()).toBe(0);
    await mail.waitForMail((sent) => sent.to.includes(email) && /email was changed/.test(sent.subject));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(mailsTo(email).filter((sent) => /email was changed/.test(sent.subject))).toHaveLength(1);
  });
});
