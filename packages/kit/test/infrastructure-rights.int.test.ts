import { createConnection } from 'node:net';
import type { NatsConnection } from 'nats';
import { startInfrastructure, type Infrastructure } from '@cinevia/harness';
import pino from 'pino';
import { billingEvents, DEAD_LETTER_STREAM, deadLetterSubject, streamFor, type ProcessName } from '@cinevia/proto';
import { connectNats, connectRedis, ensureDeadLetterStream, ensureStream, on, replayStream } from '../src';

/**
 * Each process signs in to NATS and Redis as its own user, with only its rights (proto's
 * infrastructure-rights.ts), on servers configured as compose and `npm start` configure them: a
 * catalogue taken over cannot publish billing's events, read billing's stream or another service's
 * replies, or touch a session.
 */
let infra: Infrastructure;
const opened: { close(): Promise<unknown> }[] = [];

beforeAll(async () => {
  infra = await startInfrastructure();
});

afterAll(async () => {
  for (const connection of opened) await connection.close();
  await infra?.stop();
});

async function natsAs(process: ProcessName): Promise<NatsConnection> {
  const nc = await connectNats(infra.accessOf(process).natsUrl, `rights-${process}`);
  opened.push(nc);
  return nc;
}

/** Redis's one-line replies to `commands`, sent as a client without credentials would (inline commands). */
function redisReplies(commands: string[]): Promise<string[]> {
  const address = new URL(infra.redisUrl);
  return new Promise((done, fail) => {
    const socket = createConnection(Number(address.port), address.hostname);
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
      const lines = received.split('\r\n').filter(Boolean);
      if (lines.length < commands.length) return;
      socket.end();
      done(lines);
    });
    socket.on('error', fail);
    socket.write(commands.map((command) => `${command}\r\n`).join(''));
  });
}

const event = (type: string) => JSON.stringify({ type, id: `${type}-${Date.now()}` });

describe("a service's NATS user", () => {
  it('publishes its own events, and is refused when it publishes a billing subject, which changes nothing', async () => {
    const billing = await natsAs('billing');
    await ensureStream(await billing.jetstreamManager(), 'billing');
    const catalogue = await natsAs('catalogue');
    await ensureStream(await catalogue.jetstreamManager(), 'catalogue');

    const js = catalogue.jetstream();
    await expect(js.publish('catalogue.video.created', event('catalogue.video.created'))).resolves.toMatchObject({
      stream: 'CATALOGUE',
    });
    await expect(js.publish('billing.subscription.activated', event('billing.subscription.activated'))).rejects.toThrow(
      /permissions violation/i,
    );
    const held = await (await billing.jetstreamManager()).streams.info(streamFor('billing').name);
    expect(held.state.messages).toBe(0);
  });

  it("replays the one subject it wants of another service's stream, with its own rights", async () => {
    const billing = await natsAs('billing');
    await ensureStream(await billing.jetstreamManager(), 'billing');
    const subscription = {
      userId: 'u1',
      status: 'active',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      version: 1,
    };
    const activated = billingEvents.subscriptionActivated.create(subscription as never, 'rights');
    const paid = billingEvents.paymentSucceeded.create(
      { paymentIntentId: 'pi_1', userId: 'u1', purpose: 'subscription', amountCents: 2500, description: 'Premium' },
      'rights',
    );
    for (const published of [activated, paid])
      await billing.jetstream().publish(published.type, JSON.stringify(published));

    const replayed: string[] = [];
    const applied = await replayStream({
      nc: await natsAs('viewing'),
      service: 'billing',
      subscriptions: [on(billingEvents.subscriptionActivated, async ({ id }) => void replayed.push(id))],
      onlyTheirSubjects: true,
      logger: pino({ level: 'silent' }),
    });
    expect([applied, replayed]).toEqual([1, [activated.id]]);
  });

  it("cannot read another service's stream, change it, or hear its replies", async () => {
    const catalogue = await natsAs('catalogue');
    const jsm = await catalogue.jetstreamManager();
    await expect(
      jsm.consumers.add(streamFor('billing').name, { name: 'peek', filter_subject: 'billing.>' }),
    ).rejects.toThrow(/permissions violation/i);
    await expect(jsm.streams.purge(streamFor('billing').name)).rejects.toThrow(/permissions violation/i);

    const refused = (subject: string) =>
      new Promise<Error>((done) => catalogue.subscribe(subject, { callback: (error) => error && done(error) }));
    await expect(refused('_INBOX_billing.>')).resolves.toThrow(/permissions violation for subscription/i);
    await expect(refused('billing.>')).resolves.toThrow(/permissions violation for subscription/i);
  });

  it('lets notifications copy an event to its dead letters, read them back and delete the one replayed', async () => {
    const notifications = await natsAs('notifications');
    const jsm = await notifications.jetstreamManager();
    await ensureDeadLetterStream(jsm);
    const subject = deadLetterSubject('notifications');
    await notifications.jetstream().publish(subject, event('identity.user.registered'));
    const consumer = await notifications
      .jetstream()
      .consumers.get(DEAD_LETTER_STREAM.name, { filterSubjects: subject });
    const letter = await consumer.next({ expires: 5_000 });
    expect(letter?.subject).toBe(subject);
    await expect(jsm.streams.deleteMessage(DEAD_LETTER_STREAM.name, letter!.seq)).resolves.toBe(true);
    await expect(
      notifications.jetstream().publish(deadLetterSubject('billing'), event('billing.payment.succeeded')),
    ).rejects.toThrow(/permissions violation/i);
  });
});

describe("a process's Redis user", () => {
  it('is none for the catalogue: neither its name nor the default user opens Redis', async () => {
    expect(infra.accessOf('catalogue').redisUrl).toBeUndefined();
    const replies = await redisReplies(['GET session:someone', 'AUTH catalogue a-guess', 'AUTH default ""']);
    expect(replies).toEqual([
      expect.stringMatching(/^-NOAUTH/),
      expect.stringMatching(/^-WRONGPASS/),
      expect.stringMatching(/^-WRONGPASS/),
    ]);
  });

  it('keeps identity to its keys and the gateway to the sessions and its limits, with no dangerous command', async () => {
    const identity = await connectRedis(infra.accessOf('identity').redisUrl!);
    const gateway = await connectRedis(infra.accessOf('gateway').redisUrl!);
    opened.push({ close: () => identity.quit() }, { close: () => gateway.quit() });

    await identity.set('session:rights-test', 'member profile 18+ @1');
    await expect(gateway.get('session:rights-test')).resolves.toBe('member profile 18+ @1');
    await identity.set('sign-in-attempts:ip:192.0.2.1', '1');
    await expect(gateway.get('sign-in-attempts:ip:192.0.2.1')).rejects.toThrow(/NOPERM/);
    await expect(identity.get('rate-limit:search:ip:192.0.2.1')).rejects.toThrow(/NOPERM/);
    await expect(gateway.set('admin-password', 'mine')).rejects.toThrow(/NOPERM/);
    for (const redis of [identity, gateway]) {
      await expect(redis.keys('*')).rejects.toThrow(/NOPERM/);
      await expect(redis.flushall()).rejects.toThrow(/NOPERM/);
    }
  });
});
