import { Schema, type Connection } from 'mongoose';
import { isDuplicateKey, type Outbox } from '@cinevia/service-kit';
import type { Envelope, FilmRequestStatus } from '@cinevia/proto';
import type { FilmRequest } from '../domain/film-request';
import { LISTED_FIELDS, type FilmRequestSummary } from '../read-model/film-request-index';

/**
 * film_requests: `_id` is the payment intent id, so one payment can never pay for two requests.
 * Read and written by `_id` only; the lists come from the read model, which `loadSummaries` fills
 * once at start.
 */
interface FilmRequestDocument extends Omit<FilmRequest, 'id' | 'version'> {
  _id: string;
  /** Absent on requests saved before versions: they count as 1. */
  version?: number;
}

const filmRequestSchema = new Schema<FilmRequestDocument>(
  {
    _id: String,
    userId: { type: String, required: true },
    fields: { type: Schema.Types.Mixed, required: true },
    status: { type: String, required: true },
    paidAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
    version: { type: Number },
    film: { type: Schema.Types.Mixed },
  },
  { collection: 'film_requests', versionKey: false },
);

const toRequest = ({ _id, version, ...fields }: FilmRequestDocument): FilmRequest => ({
  id: _id,
  ...fields,
  version: version ?? 1,
});

export class DuplicateRequestError extends Error {
  override name = 'DuplicateRequestError';
}

/** The long texts stay in the database; the read model holds the rest. */
const summaryProjection = {
  userId: 1,
  status: 1,
  paidAt: 1,
  createdAt: 1,
  version: 1,
  film: 1,
  ...Object.fromEntries(LISTED_FIELDS.map((field) => [`fields.${field}`, 1])),
};

export function createFilmRequestStore(connection: Connection, outbox: Outbox) {
  const Requests = connection.model<FilmRequestDocument>('FilmRequest', filmRequestSchema);
  return {
    async insert(request: FilmRequest, events: Envelope[]): Promise<void> {
      const { id, ...fields } = request;
      try {
        await outbox.insertOne(Requests.collection, { _id: id, ...fields }, events);
      } catch (error) {
        if (isDuplicateKey(error)) throw new DuplicateRequestError(id);
        throw error;
      }
    },
    async find(id: string): Promise<FilmRequest | null> {
      const doc = await Requests.findById(id, outbox.withoutEvents).lean<FilmRequestDocument>();
      return doc ? toRequest(doc) : null;
    },
    /**
     * Every request without its long texts, for the read model. The one read of the whole
     * collection: it runs once, at start, inside the read model's start-up load.
     */
    async loadSummaries(into: (summary: FilmRequestSummary) => void): Promise<void> {
      for await (const doc of Requests.collection.find({}, { projection: summaryProjection })) {
        const { _id, userId, status, paidAt, createdAt, version, fields, film } = doc as unknown as FilmRequestDocument;
        into({ id: _id, userId, status, paidAt, createdAt, version: version ?? 1, film, listed: fields });
      }
    },
    /** Saves a move (and a delivery's film) with its event, if nobody moved the request from `from` meanwhile. */
    async saveStatus(request: FilmRequest, from: FilmRequestStatus, events: Envelope[]): Promise<boolean> {
      const { status, version, film } = request;
      const result = await outbox.updateOne(
        Requests.collection,
        { _id: request.id, status: from },
        { $set: { status, version, ...(film && { film }) } },
        events,
      );
      return result.matchedCount === 1;
    },
  };
}
export type FilmRequestStore = ReturnType<typeof createFilmRequestStore>;
