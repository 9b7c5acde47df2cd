import type { mongo } from 'mongoose';
import { headers as natsHeaders, type JetStreamClient } from 'nats';
import { envelopeSchema, type Envelope } from '@cinevia/proto';
import { serializeDocumentWrite } from '../document-writes';
import type { Logger } from '../logger';

/**
 * Transactional outbox without transactions: an aggregate's pending events ride in its own
 * document (`outbox` array), written by the same single-document update as the change. The relay
 * publishes each with `Nats-Msg-Id = envelope.id` (JetStream drops a resend after a crash) and only
 * then `$pull`s it, so an event is never lost and never published twice inside the duplicate window.
 */
export const OUTBOX_FIELD = 'outbox';

/** The update fragment that queues events alongside a change: `{ $set: ..., ...queueEvents(e) }`. */
export function queueEvents(...events: Envelope[]): { $push: { outbox: { $each: Envelope[] } } } {
  return { $push: { [OUTBOX_FIELD]: { $each: events } } } as { $push: { outbox: { $each: Envelope[] } } };
}

export interface OutboxRelay {
  /** Asks for a pass soon; writers call it after queueing events so latency stays low. */
  kick(): void;
  /** Runs one pass over every collection; resolves when all pending events found are published. */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

const BATCH_SIZE = 100;

export function startOutboxRelay(options: {
  collections: mongo.Collection<mongo.Document>[];
  js: JetStreamClient;
  logger: Logger;
  /** Safety net for kicks lost to a crash: pending events are also looked for on this interval. */
  pollIntervalMs?: number;
}): OutboxRelay {
  const { collections, js, logger, pollIntervalMs = 1_000 } = options;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  async function publishPending(collection: mongo.Collection<mongo.Document>): Promise<number> {
    let published = 0;
    const pending = await collection
      .find({ [`${OUTBOX_FIELD}.id`]: { $exists: true } }, { projection: { [OUTBOX_FIELD]: 1 } })
      .limit(BATCH_SIZE)
      .toArray();
    for (const doc of pending) {
      for (const raw of doc[OUTBOX_FIELD] as unknown[]) {
        const envelope = envelopeSchema.parse(raw);
        const headers = natsHeaders();
        headers.set('Cinevia-Correlation-Id', envelope.correlationId);
        await js.publish(envelope.type, JSON.stringify(envelope), { msgID: envelope.id, headers });
        // Pull by the exact element read: FerretDB 1.x does not match $pull conditions on sub-fields.
        await serializeDocumentWrite(`${collection.collectionName}:${JSON.stringify(doc._id)}`, () =>
          collection.updateOne({ _id: doc._id }, { $pull: { [OUTBOX_FIELD]: raw } } as mongo.Document),
        );
        published += 1;
      }
    }
    return published;
  }

  async function pass(): Promise<number> {
    let total = 0;
    for (const collection of collections) total += await publishPending(collection);
    return total;
  }

  /** One pass at a time; a kick during a pass schedules exactly one more. */
  function flush(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'outbox relay pass failed; will retry');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void flush();
        }
      });
    return running;
  }

  const timer = setInterval(() => void flush(), pollIntervalMs);
  timer.unref();
  void flush();

  return {
    kick: () => void flush(),
    flush,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
