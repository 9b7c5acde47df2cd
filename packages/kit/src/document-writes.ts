import type { mongo } from 'mongoose';

/**
 * FerretDB 1.x, our local MongoDB-compatible server, applies an update by reading the document and
 * writing it back whole, without isolation: of two concurrent updates to one document, one is lost
 * (measured: 188 of 200 racing pairs). So every update this process makes to a document waits for
 * the previous one to that document. MongoDB needs none of this; the queue costs microseconds.
 * Replicas of one service on FerretDB would still race: run real MongoDB when scaling out.
 */
const queues = new Map<string, Promise<unknown>>();

export function serializeDocumentWrite<T>(key: string, write: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const result = previous.then(write, write);
  const settled = result.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return result;
}

/** Our documents use string ids; a filter always names the one document it updates. */
type Filter = { _id: unknown } & Record<string, unknown>;

/** A collection's single-document updates, each queued behind earlier updates of the same `_id`. */
export function documentWrites(collection: mongo.Collection<mongo.Document>) {
  const key = (id: unknown) => `${collection.collectionName}:${JSON.stringify(id)}`;
  return {
    collection,
    updateOne: (filter: Filter, update: mongo.UpdateFilter<mongo.Document>, options?: mongo.UpdateOptions) =>
      serializeDocumentWrite(key(filter._id), () =>
        collection.updateOne(filter as mongo.Filter<mongo.Document>, update, options),
      ),
    /**
     * A read and a write of the document `id` names, in its queue: for a condition on the document
     * (newer than what is kept), which a conditional filter would not guard on FerretDB (an update
     * there is itself a read and a write, unisolated). The work writes through `collection`, not
     * `updateOne`, which would wait behind it.
     */
    readThenWrite: <T>(id: unknown, work: () => Promise<T>) => serializeDocumentWrite(key(id), work),
  };
}
export type DocumentWrites = ReturnType<typeof documentWrites>;
