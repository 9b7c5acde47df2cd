import type { Connection, mongo } from 'mongoose';
import type { JetStreamManager, NatsConnection } from 'nats';
import { z } from 'zod';
import { deadLetterSubject, defineEvent, DEAD_LETTER_STREAM, streamFor, type Envelope } from '@cinevia/proto';
import {
  connectMongo,
  connectNats,
  createOutbox,
  ensureDeadLetterStream,
  ensureStream,
  filterNotById,
  on,
  OUTBOX_MARKERS,
  startConsumers,
  startOutboxRelay,
  useStreamLimits,
} from '../src';
import { capturingLogger, eventually, startInfrastructure, type Infrastructure } from '@cinevia/harness';
import { eventsDeadLettered, eventsRedelivered } from '../src/pipeline-metrics';

/** A pipeline counter's value for one consumer and event type (0 before its first count). */
async function counted(counter: typeof eventsDeadLettered, consumer: string, type: string): Promise<number> {
  const { values } = await counter.get();
  return values.find((value) => value.labels.consumer === consumer && value.labels.type === type)?.value ?? 0;
}

const thingPayload = z.object({ thingId: z.string() });
const thingHappened = defineEvent('catalogue.thing.happened', thingPayload);
// A new durable consumer reads a subject's whole history, so each consumer test has its own subject.
const thingRedelivered = defineEvent('catalogue.thing.redelivered', thingPayload);
const thingPoisoned = defineEvent('catalogue.thing.poisoned', thingPayload);
const thingMalformed = defineEvent('catalogue.thing.malformed', thingPayload);
const STREAM = streamFor('catalogue').name;

let infra: Infrastructure;
let db: Connection;
let nc: NatsConnection;
let jsm: JetStreamManager;

beforeAll(async () => {
  infra = await startInfrastructure();
  db = await connectMongo(infra.mongoUrl, 'kit-events');
  nc = await connectNats(infra.natsUrl, 'kit-events-test');
  jsm = await nc.jetstreamManager();
  await ensureStream(jsm, 'catalogue');
});

afterAll(async () => {
  await nc?.drain();
  await db?.close();
  await infra?.stop();
});

/** Every message currently stored in a stream, decoded. */
async function storedMessages(
  stream: string,
): Promise<{ subject: string; data: string; headers?: Record<string, string> }[]> {
  const { state } = await jsm.streams.info(stream);
  const messages = [];
  for (let seq = state.first_seq; seq <= state.last_seq && state.messages > 0; seq += 1) {
    const message = await jsm.streams.getMessage(stream, { seq });
    const headers: Record<string, string> = {};
    for (const [key, values] of message.header ?? []) headers[key] = values.join(',');
    messages.push({ subject: message.subject, data: message.string(), headers });
  }
  return messages;
}

async function publishedEvents(id: string): Promise<Envelope[]> {
  return (await storedMessages(STREAM))
    .map((message) => JSON.parse(message.data) as Envelope)
    .filter((event) => event.id === id);
}

function things(): mongo.Collection<mongo.Document> {
  return db.collection('things') as unknown as mongo.Collection<mongo.Document>;
}

describe('outbox relay', () => {
  const markers = () => db.collection(OUTBOX_MARKERS);

  it('publishes a queued event at once, clears it and leaves no marker', async () => {
    const { logger } = capturingLogger();
    const outbox = createOutbox(db);
    const relay = startOutboxRelay({ outbox, js: nc.jetstream(), logger });
    const event = thingHappened.create({ thingId: 't0' }, 'request-0');
    await outbox.insertOne(things(), { _id: 't0' }, []);
    await outbox.updateOne(things(), { _id: 't0' }, { $set: { name: 'renamed' } }, [event]);

    await eventually(async () => expect(await publishedEvents(event.id)).toEqual([event]));
    await eventually(async () => expect(await markers().countDocuments({})).toBe(0));
    expect(await things().findOne({ _id: 't0' } as mongo.Document)).toEqual({ _id: 't0', name: 'renamed', outbox: [] });
    await relay.stop();
  });

  it('publishes, once, an event written before the process died, when a relay starts again', async () => {
    const { logger } = capturingLogger();
    // The change and its event are written; the process dies before its relay publishes.
    const event = thingHappened.create({ thingId: 't1' }, 'request-1');
    await createOutbox(db).insertOne(things(), { _id: 't1', name: 'first' }, [event]);
    expect(await publishedEvents(event.id)).toEqual([]);

    const outbox = createOutbox(db);
    const relay = startOutboxRelay({ outbox, js: nc.jetstream(), logger, markerGraceMs: 0 });
    await relay.flush();
    await relay.stop();
    const restarted = startOutboxRelay({ outbox, js: nc.jetstream(), logger, markerGraceMs: 0 });
    await restarted.flush();
    await restarted.stop();

    expect(await publishedEvents(event.id)).toEqual([event]);
    expect((await things().findOne({ _id: 't1' } as mongo.Document))?.outbox).toEqual([]);
    expect(await markers().countDocuments({})).toBe(0);
  });

  it("publishes another live process's young marker but leaves the marker to its writer", async () => {
    const { logger } = capturingLogger();
    const event = thingHappened.create({ thingId: 't3' }, 'request-3');
    await createOutbox(db).insertOne(things(), { _id: 't3' }, [event]);

    const relay = startOutboxRelay({ outbox: createOutbox(db), js: nc.jetstream(), logger });
    await relay.flush();
    await relay.stop();

    expect(await publishedEvents(event.id)).toEqual([event]);
    expect(await markers().countDocuments({})).toBe(1);
    await markers().deleteMany({});
  });

  it('does not publish twice when the relay died between publishing and clearing', async () => {
    const { logger } = capturingLogger();
    const event = thingHappened.create({ thingId: 't2' }, 'request-2');
    await createOutbox(db).insertOne(things(), { _id: 't2' }, [event]);
    await nc.jetstream().publish(event.type, JSON.stringify(event), { msgID: event.id });

    const relay = startOutboxRelay({ outbox: createOutbox(db), js: nc.jetstream(), logger, markerGraceMs: 0 });
    await relay.flush();
    await relay.stop();

    expect((await things().findOne({ _id: 't2' } as mongo.Document))?.outbox).toEqual([]);
    expect(await publishedEvents(event.id)).toHaveLength(1);
  });

  it('reads no document of a large collection on an idle pass, nor for a write', async () => {
    const { logger } = capturingLogger();
    const audited = await connectMongo(infra.mongoUrl, 'kit-events', true);
    const commands: { name: string; collection: string; filter: unknown }[] = [];
    audited.getClient().on('commandStarted', (started) => {
      const collection = String(started.command[started.commandName]);
      commands.push({
        name: started.commandName,
        collection,
        filter: filterNotById(started.commandName, started.command),
      });
    });
    const big = audited.collection('big_things') as unknown as mongo.Collection<mongo.Document>;
    await big.insertMany(Array.from({ length: 5_000 }, (_, index) => ({ _id: `b${index}` }) as mongo.Document));
    const outbox = createOutbox(audited);
    const relay = startOutboxRelay({ outbox, js: nc.jetstream(), logger });
    await relay.flush();
    commands.length = 0;

    await relay.flush();
    expect(commands.map(({ name, collection }) => `${name} ${collection}`)).toEqual([`find ${OUTBOX_MARKERS}`]);

    commands.length = 0;
    await outbox.updateOne(big, { _id: 'b42' }, { $set: { seen: true } }, [
      thingHappened.create({ thingId: 'b42' }, 'request-42'),
    ]);
    await relay.flush();
    // The write and the pull of its published event; the relay does not read back what it wrote.
    expect(commands.filter((command) => command.collection === 'big_things').map(({ name }) => name)).toEqual([
      'update',
      'update',
    ]);
    await relay.stop();
    await audited.close();
  });

  it("keeps a document's events in the order they were written when a publish fails", async () => {
    const { logger } = capturingLogger();
    const js = nc.jetstream();
    // The first publish fails; every later one (the retry, and any other pass's) goes through.
    let failed = false;
    const failingOnce = {
      publish: (...args: Parameters<typeof js.publish>) => {
        if (failed) return js.publish(...args);
        failed = true;
        return Promise.reject(new Error('NATS is away'));
      },
    } as typeof js;
    const outbox = createOutbox(db);
    const relay = startOutboxRelay({ outbox, js: failingOnce, logger });
    const first = thingHappened.create({ thingId: 't4' }, 'request-4a');
    const second = thingHappened.create({ thingId: 't4' }, 'request-4b');
    await outbox.insertOne(things(), { _id: 't4' }, [first]);
    await eventually(async () => expect(failed).toBe(true), 5_000);
    await outbox.updateOne(things(), { _id: 't4' }, { $set: { name: 'second' } }, [second]);
    await relay.flush();
    await relay.stop();

    const order = (await storedMessages(STREAM))
      .map((message) => (JSON.parse(message.data) as Envelope).id)
      .filter((id) => id === first.id || id === second.id);
    expect(order).toEqual([first.id, second.id]);
    expect((await things().findOne({ _id: 't4' } as mongo.Document))?.outbox).toEqual([]);
  });
});

describe('durable consumers', () => {
  it('ignores a redelivered event: the change is applied once', async () => {
    const { logger } = capturingLogger();
    const counters = db.collection('counters');
    await counters.insertOne({ _id: 'c1', value: 0, processed: [] } as mongo.Document);
    let attempts = 0;
    const consumer = await startConsumers({
      nc,
      durable: 'test-redelivery',
      logger,
      backoffMs: [20],
      subscriptions: [
        on(thingRedelivered, async (event) => {
          attempts += 1;
          // Idempotent by design: one guarded single-document update per event id.
          await counters.updateOne(
            { _id: 'c1', processed: { $ne: event.id } } as mongo.Document,
            {
              $inc: { value: 1 },
              $push: { processed: event.id },
            } as mongo.Document,
          );
          if (attempts === 1) throw new Error('crashed after applying, before the ack');
        }),
      ],
    });
    const event = thingRedelivered.create({ thingId: 'c1' }, 'request-3');
    await nc.jetstream().publish(event.type, JSON.stringify(event), { msgID: event.id });

    await eventually(() => expect(attempts).toBe(2));
    await consumer.stop();
    expect((await counters.findOne({ _id: 'c1' } as mongo.Document))?.value).toBe(1);
  });

  it('dead-letters and logs a message whose handler keeps failing, after the allowed attempts', async () => {
    const { logger, lines } = capturingLogger();
    let attempts = 0;
    const consumer = await startConsumers({
      nc,
      durable: 'test-poison',
      logger,
      maxAttempts: 3,
      backoffMs: [10],
      subscriptions: [
        on(thingPoisoned, async () => {
          attempts += 1;
          throw new Error('downstream is broken');
        }),
      ],
    });
    const event = thingPoisoned.create({ thingId: 'p1' }, 'request-4');
    await nc.jetstream().publish(event.type, JSON.stringify(event), { msgID: event.id });

    const deadLetters = await eventually(async () => {
      const found = (await storedMessages(DEAD_LETTER_STREAM.name)).filter(
        (message) => message.subject === deadLetterSubject('test-poison'),
      );
      expect(found).toHaveLength(1);
      return found;
    });
    await consumer.stop();
    expect(attempts).toBe(3);
    expect(JSON.parse(deadLetters[0]!.data)).toEqual(event);
    expect(deadLetters[0]!.headers).toMatchObject({
      'Cinevia-Original-Subject': event.type,
      'Cinevia-Failure': 'downstream is broken',
    });
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'event dead-lettered', consumer: 'test-poison', attempts: 3 }),
    );
    // As /metrics shows them: two deliveries after the first, one event given up on.
    expect([
      await counted(eventsRedelivered, 'test-poison', event.type),
      await counted(eventsDeadLettered, 'test-poison', event.type),
    ]).toEqual([2, 1]);
  });

  it('dead-letters a malformed message at once, without calling the handler', async () => {
    const { logger, lines } = capturingLogger();
    let calls = 0;
    const consumer = await startConsumers({
      nc,
      durable: 'test-malformed',
      logger,
      subscriptions: [
        on(thingMalformed, async () => {
          calls += 1;
        }),
      ],
    });
    await nc.jetstream().publish(thingMalformed.type, 'this is not an envelope');

    await eventually(async () => {
      const found = (await storedMessages(DEAD_LETTER_STREAM.name)).filter(
        (message) => message.subject === deadLetterSubject('test-malformed'),
      );
      expect(found.map((message) => message.data)).toEqual(['this is not an envelope']);
    });
    await consumer.stop();
    expect(calls).toBe(0);
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'event dead-lettered', attempts: 1 }));
  });
});

describe('stream limits (STREAM_*, DEAD_LETTER_MAX_AGE_DAYS)', () => {
  afterEach(() => useStreamLimits({ replicas: 1, maxBytes: -1, deadLetterMaxAgeDays: 0 }));

  it('are applied to every stream the kit ensures, dead letters alone aging out', async () => {
    useStreamLimits({ replicas: 1, maxBytes: 1_000_000, deadLetterMaxAgeDays: 7 });
    await ensureStream(jsm, 'billing');
    await ensureDeadLetterStream(jsm);
    const events = (await jsm.streams.info(streamFor('billing').name)).config;
    expect([events.max_bytes, events.discard, events.max_age, events.num_replicas]).toEqual([1_000_000, 'new', 0, 1]);
    const deadLetters = (await jsm.streams.info(DEAD_LETTER_STREAM.name)).config;
    expect(deadLetters.max_age).toBe(7 * 24 * 60 * 60 * 1e9);
  });

  it('make a full stream refuse new events, keeping its history for the read models that replay it', async () => {
    useStreamLimits({ replicas: 1, maxBytes: 4_096, deadLetterMaxAgeDays: 0 });
    await ensureStream(jsm, 'commissions');
    const js = nc.jetstream();
    const subject = streamFor('commissions').subjects[0]!.replace('>', 'filled');
    const first = await js.publish(subject, 'the first event');
    await expect(
      (async () => {
        for (let i = 0; i < 100; i += 1) await js.publish(subject, 'x'.repeat(200));
      })(),
    ).rejects.toMatchObject({ api_error: { description: 'maximum bytes exceeded' } });
    const kept = await jsm.streams.getMessage(streamFor('commissions').name, { seq: first.seq });
    expect(kept.string()).toBe('the first event');
  });
});
