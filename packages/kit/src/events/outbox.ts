import { randomUUID } from 'node:crypto';
import type { Connection, mongo } from 'mongoose';
import { headers as natsHeaders, type JetStreamClient } from 'nats';
import { envelopeSchema, type Envelope } from '@cinevia/proto';
import { serializeDocumentWrite } from '../document-writes';
import type { Logger } from '../logger';
import { eventsPublished, reportOutboxBacklog } from '../pipeline-metrics';
import { publishTraced, withTrace } from './trace-context';

/**
 * Transactional outbox without transactions, and without scans.
 *
 * A change and its events are one single-document write: the events ride in the document's own
 * `outbox` array. Before that write, a small marker naming the document goes into `outbox_markers`
 * (keyed by a fresh id), so the relay finds pending events by `_id` only: it publishes the marked
 * documents' events with `Nats-Msg-Id = envelope.id` (JetStream drops a resend), `$pullAll`s them,
 * then deletes the marker. This process's own writes are published from the events it wrote,
 * without reading them back; the documents of a marker another process left are read.
 * `outbox_markers` holds only writes in flight, so an idle
 * pass costs the same at 10 documents and at 100,000.
 *
 * A crash between marker and publish loses nothing: the marker stays, and a later pass (of any
 * replica) picks it up, and deletes it once it is older than a grace period (30 s); younger ones may belong to another
 * live process whose write is still in flight, so they are read but not deleted.
 */
export const OUTBOX_FIELD = 'outbox';
export const OUTBOX_MARKERS = 'outbox_markers';
const MARKER_GRACE_MS = 30_000;
const RECOVERY_INTERVAL_MS = 15_000;
const RECOVERY_BATCH = 100;
const RETRY_AFTER_FAILURE_MS = 500;
const DOCUMENTS_AT_ONCE = 16;

interface Marker {
  _id: string;
  collection: string;
  documentIds: unknown[];
  createdAt: Date;
}

type AnyCollection = mongo.Collection<mongo.Document>;
type IdFilter = { _id: unknown } & Record<string, unknown>;

export interface Outbox {
  /** Inserts a document together with its events. */
  insertOne(
    collection: AnyCollection,
    document: { _id: unknown } & Record<string, unknown>,
    events: Envelope[],
  ): Promise<void>;
  /** Inserts documents with their events (a seed or an import): one marker for the whole batch. */
  insertMany(collection: AnyCollection, documents: { _id: unknown; events: Envelope[] }[]): Promise<void>;
  /**
   * Updates the one document `filter._id` names, appending `events` to its outbox in the same write,
   * behind earlier writes of this process to that document (see document-writes).
   */
  updateOne(
    collection: AnyCollection,
    filter: IdFilter,
    update: mongo.UpdateFilter<mongo.Document>,
    events: Envelope[],
    options?: mongo.UpdateOptions,
  ): Promise<mongo.UpdateResult>;
  /** Projection leaving the outbox out of reads. */
  readonly withoutEvents: { [OUTBOX_FIELD]: 0 };
}

export interface OutboxRelay {
  /** Publishes everything this process has written and every abandoned marker; resolves once they are cleared too. */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

/** A write of this process: its marker, and the events it put in each document (by position in `documentIds`). */
interface OwnWrite {
  marker: Marker;
  events: Envelope[][];
}

type WrittenListener = (write: OwnWrite) => void;

interface OutboxInternals {
  markers: mongo.Collection<Marker>;
  db: Connection;
  onWritten(listener: WrittenListener): void;
}

const internals = new WeakMap<Outbox, OutboxInternals>();

const documentKey = (collection: string, id: unknown) => `${collection}:${JSON.stringify(id)}`;

export function createOutbox(db: Connection): Outbox {
  const markers = db.collection<Marker>(OUTBOX_MARKERS) as unknown as mongo.Collection<Marker>;
  const listeners: WrittenListener[] = [];

  async function marked<T>(
    collection: AnyCollection,
    documentIds: unknown[],
    events: Envelope[][],
    write: () => Promise<T>,
    wrote: (result: T) => boolean,
  ): Promise<T> {
    const marker: Marker = {
      _id: randomUUID(),
      collection: collection.collectionName,
      documentIds,
      createdAt: new Date(),
    };
    await markers.insertOne(marker);
    let result: T;
    try {
      result = await write();
    } catch (error) {
      await markers.deleteOne({ _id: marker._id });
      throw error;
    }
    if (!wrote(result)) {
      await markers.deleteOne({ _id: marker._id });
      return result;
    }
    for (const listener of listeners) listener({ marker, events });
    return result;
  }

  const outbox: Outbox = {
    withoutEvents: { [OUTBOX_FIELD]: 0 },
    async insertOne(collection, document, untraced) {
      const events = withTrace(untraced);
      if (events.length === 0) {
        await collection.insertOne(document as mongo.Document);
        return;
      }
      await marked(
        collection,
        [document._id],
        [events],
        () => collection.insertOne({ ...document, [OUTBOX_FIELD]: events } as mongo.Document),
        () => true,
      );
    },
    async insertMany(collection, untraced) {
      if (untraced.length === 0) return;
      // A document is copied only when a trace is stamped on its events (an import of thousands, untraced, is not).
      const documents = untraced.map((document) => {
        const events = withTrace(document.events);
        return events === document.events ? document : { ...document, events };
      });
      await marked(
        collection,
        documents.map((document) => document._id),
        documents.map((document) => document.events),
        () =>
          collection.insertMany(
            documents.map(({ events, ...document }) => ({ ...document, [OUTBOX_FIELD]: events }) as mongo.Document),
          ),
        () => true,
      );
    },
    async updateOne(collection, filter, update, untraced, options) {
      const events = withTrace(untraced);
      const key = documentKey(collection.collectionName, filter._id);
      const write = (withEvents: mongo.UpdateFilter<mongo.Document>) =>
        serializeDocumentWrite(key, () =>
          collection.updateOne(filter as mongo.Filter<mongo.Document>, withEvents, options),
        );
      if (events.length === 0) return write(update);
      const push = { ...(update.$push ?? {}), [OUTBOX_FIELD]: { $each: events } };
      return marked(
        collection,
        [filter._id],
        [events],
        () => write({ ...update, $push: push } as unknown as mongo.UpdateFilter<mongo.Document>),
        (result) => result.matchedCount + result.upsertedCount > 0,
      );
    },
  };
  internals.set(outbox, { markers, db, onWritten: (listener) => listeners.push(listener) });
  return outbox;
}

/**
 * Publishes what the outbox queued: this process's own writes at once, abandoned markers (a crash
 * between write and publish, here or in another replica) on start and every `RECOVERY_INTERVAL_MS`.
 */
export function startOutboxRelay(options: {
  outbox: Outbox;
  js: JetStreamClient;
  logger: Logger;
  /** How old a marker must be before a relay that did not write it treats it as abandoned. */
  markerGraceMs?: number;
}): OutboxRelay {
  const { outbox, js, logger, markerGraceMs = MARKER_GRACE_MS } = options;
  const { markers, db, onWritten } = internals.get(outbox)!;
  const own: OwnWrite[] = [];
  /** This process's writes published and still being cleared from the database, by marker id. */
  const clearing = new Map<string, Promise<void>>();
  let running: Promise<number> | undefined;
  let again = false;
  let recoverNext = true;
  let stopped = false;
  /** Passes failed in a row. */
  let failures = 0;

  /** The events still in a document another process marked: read by `_id`. */
  async function pendingIn(collection: AnyCollection, id: unknown): Promise<unknown[]> {
    const doc = await collection.findOne({ _id: id } as mongo.Filter<mongo.Document>, {
      projection: { [OUTBOX_FIELD]: 1 },
    });
    return (doc?.[OUTBOX_FIELD] as unknown[] | undefined) ?? [];
  }

  /** Publishes events in order, each once JetStream has the one before. */
  async function publishEvents(pending: unknown[]): Promise<void> {
    for (const raw of pending) {
      const envelope = envelopeSchema.parse(raw);
      const headers = natsHeaders();
      headers.set('Cinevia-Correlation-Id', envelope.correlationId);
      await publishTraced(envelope, headers, () =>
        js.publish(envelope.type, JSON.stringify(envelope), { msgID: envelope.id, headers }),
      );
      eventsPublished.inc({ type: envelope.type });
    }
  }

  /** Pulls published events from their document, behind this process's other writes to it. */
  function pullPublished(collection: AnyCollection, id: unknown, published: unknown[]) {
    // Pull the exact elements written or read: FerretDB 1.x does not match $pull conditions on
    // sub-fields. Events another replica's recovery pulled already match nothing.
    return serializeDocumentWrite(documentKey(collection.collectionName, id), () =>
      collection.updateOne(
        { _id: id } as mongo.Filter<mongo.Document>,
        {
          $pullAll: { [OUTBOX_FIELD]: published },
        } as unknown as mongo.UpdateFilter<mongo.Document>,
      ),
    );
  }

  /** A marker another process left (or this one, before it died): its documents read, published and cleared. */
  async function publishMarker(marker: Marker, settled: boolean): Promise<number> {
    const collection = db.collection(marker.collection) as unknown as AnyCollection;
    let published = 0;
    // Documents are independent (order matters only within one), so a batch's go a few at a time.
    for (let start = 0; start < marker.documentIds.length; start += DOCUMENTS_AT_ONCE) {
      const chunk = marker.documentIds.slice(start, start + DOCUMENTS_AT_ONCE);
      const counts = await Promise.all(
        chunk.map(async (id) => {
          const pending = await pendingIn(collection, id);
          if (pending.length === 0) return 0;
          await publishEvents(pending);
          await pullPublished(collection, id, pending);
          return pending.length;
        }),
      );
      published += counts.reduce((sum, count) => sum + count, 0);
    }
    if (settled) await markers.deleteOne({ _id: marker._id });
    return published;
  }

  /**
   * This process's write, published from the events it wrote, in the order written. Its clearing
   * (the events pulled from its documents, then its marker deleted) is left to run behind: the next
   * write's events go out without waiting for the database, which under a bulk import is the slower
   * of the two (events a minute late kept every process reacting to the import long after it). A
   * write published and not yet cleared is in `clearing`; a relay that dies before clearing it
   * leaves its marker, and a later pass publishes it again, which JetStream drops as a duplicate.
   */
  async function publishOwn({ marker, events }: OwnWrite): Promise<number> {
    const collection = db.collection(marker.collection) as unknown as AnyCollection;
    let published = 0;
    for (let start = 0; start < marker.documentIds.length; start += DOCUMENTS_AT_ONCE) {
      const chunk = marker.documentIds.slice(start, start + DOCUMENTS_AT_ONCE);
      await Promise.all(chunk.map((_, index) => publishEvents(events[start + index] ?? [])));
    }
    for (const written of events) published += written.length;
    const cleared = Promise.all(
      marker.documentIds.map((id, index) => {
        const written = events[index] ?? [];
        return written.length === 0 ? undefined : pullPublished(collection, id, written);
      }),
    )
      .then(() => markers.deleteOne({ _id: marker._id }))
      .then(
        () => undefined,
        (error: unknown) =>
          logger.warn({ err: error }, 'outbox relay: events published, not cleared; a recovery pass will'),
      )
      .finally(() => clearing.delete(marker._id));
    clearing.set(marker._id, cleared);
    return published;
  }

  async function pass(): Promise<number> {
    let published = 0;
    // A write leaves the queue once published: after a failed pass the next one starts with it
    // again, so a document's events still go out in the order they were written.
    for (let write = own[0]; write; write = own[0]) {
      published += await publishOwn(write);
      own.shift();
    }
    if (recoverNext) {
      recoverNext = false;
      const abandonedBefore = Date.now() - markerGraceMs;
      for (const marker of await markers.find({}).limit(RECOVERY_BATCH).toArray()) {
        if (clearing.has(marker._id)) continue;
        published += await publishMarker(marker, marker.createdAt.getTime() < abandonedBefore);
      }
    }
    return published;
  }

  /** One pass at a time; a request during a pass schedules exactly one more. */
  function flush(): Promise<number> {
    if (running) {
      again = true;
      return running.then(() => running ?? flush());
    }
    running = pass()
      .then((published) => {
        failures = 0;
        return published;
      })
      .catch((error: unknown) => {
        // Tried again soon (NATS electing a leader takes seconds), less often the longer it fails.
        const retryInMs = Math.min(RETRY_AFTER_FAILURE_MS * 2 ** failures, RECOVERY_INTERVAL_MS);
        failures += 1;
        logger.error({ err: error, retryInMs }, 'outbox relay pass failed; will retry');
        recoverNext = true;
        setTimeout(() => {
          if (!stopped) void flush();
        }, retryInMs).unref();
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

  onWritten((write) => {
    if (stopped) return;
    own.push(write);
    void flush();
  });
  const timer = setInterval(() => {
    recoverNext = true;
    void flush();
  }, RECOVERY_INTERVAL_MS);
  timer.unref();
  void flush();
  const stopReporting = reportOutboxBacklog(() => ({
    events: own.reduce((sum, write) => sum + write.events.reduce((inWrite, events) => inWrite + events.length, 0), 0),
    oldestAt: own[0]?.marker.createdAt.getTime(),
  }));

  return {
    async flush() {
      recoverNext = true;
      const published = await flush();
      await Promise.all(clearing.values());
      return published;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      stopReporting();
      await running;
      await Promise.all(clearing.values());
    },
  };
}
