import { Schema, type Connection } from 'mongoose';
import { documentWrites } from '@cinevia/service-kit';

/** provider_events: ids of provider notifications already handled, so a resent webhook changes nothing. */
const providerEventSchema = new Schema(
  { _id: String, handledAt: Date },
  { collection: 'provider_events', versionKey: false },
);

export function createProviderEventStore(connection: Connection) {
  const ProviderEvents = connection.model('ProviderEvent', providerEventSchema);
  const writes = documentWrites(ProviderEvents.collection);
  return {
    async handled(id: string): Promise<boolean> {
      return (await ProviderEvents.exists({ _id: id })) !== null;
    },
    /** Recorded after handling: every step is idempotent, so a crash before this line only repeats safe work. */
    async markHandled(id: string, now: Date): Promise<void> {
      await writes.updateOne({ _id: id }, { $setOnInsert: { handledAt: now } }, { upsert: true });
    },
  };
}
export type ProviderEventStore = ReturnType<typeof createProviderEventStore>;
