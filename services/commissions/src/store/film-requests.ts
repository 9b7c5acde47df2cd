import { Schema, type Connection } from 'mongoose';
import { documentWrites } from '@cinevia/service-kit';
import type { Envelope, FilmRequestStatus } from '@cinevia/proto';
import type { FilmRequest } from '../domain/film-request';

/** film_requests: `_id` is the payment intent id, so one payment can never pay for two requests. */
interface FilmRequestDocument extends Omit<FilmRequest, 'id'> {
  _id: string;
  outbox: Envelope[];
}

const filmRequestSchema = new Schema<FilmRequestDocument>(
  {
    _id: String,
    userId: { type: String, required: true },
    fields: { type: Schema.Types.Mixed, required: true },
    status: { type: String, required: true },
    paidAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
    outbox: { type: Schema.Types.Mixed, default: [] },
  },
  { collection: 'film_requests', versionKey: false },
);
filmRequestSchema.index({ userId: 1, createdAt: -1 });
filmRequestSchema.index({ createdAt: -1 });
filmRequestSchema.index({ 'outbox.id': 1 });

const toRequest = ({ _id, outbox: _outbox, ...fields }: FilmRequestDocument): FilmRequest => ({ id: _id, ...fields });

export class DuplicateRequestError extends Error {
  override name = 'DuplicateRequestError';
}

export function createFilmRequestStore(connection: Connection) {
  const Requests = connection.model<FilmRequestDocument>('FilmRequest', filmRequestSchema);
  const writes = documentWrites(Requests.collection);
  const newestFirst = { createdAt: -1 } as const;
  return {
    collection: Requests.collection,
    async ensureIndexes() {
      await Requests.createIndexes();
    },
    async insert(request: FilmRequest, events: Envelope[]): Promise<void> {
      const { id, ...fields } = request;
      try {
        await Requests.collection.insertOne({ _id: id, ...fields, outbox: events } as never);
      } catch (error) {
        if ((error as { code?: number }).code === 11000) throw new DuplicateRequestError(id);
        throw error;
      }
    },
    async find(id: string): Promise<FilmRequest | null> {
      const doc = await Requests.findById(id, { outbox: 0 }).lean<FilmRequestDocument>();
      return doc ? toRequest(doc) : null;
    },
    async listAll(): Promise<FilmRequest[]> {
      return (await Requests.find({}, { outbox: 0 }).sort(newestFirst).limit(500).lean<FilmRequestDocument[]>()).map(
        toRequest,
      );
    },
    async listForUser(userId: string): Promise<FilmRequest[]> {
      return (await Requests.find({ userId }, { outbox: 0 }).sort(newestFirst).lean<FilmRequestDocument[]>()).map(
        toRequest,
      );
    },
    async setStatus(id: string, from: FilmRequestStatus, to: FilmRequestStatus): Promise<boolean> {
      return (await writes.updateOne({ _id: id, status: from }, { $set: { status: to } })).matchedCount === 1;
    },
  };
}
export type FilmRequestStore = ReturnType<typeof createFilmRequestStore>;
