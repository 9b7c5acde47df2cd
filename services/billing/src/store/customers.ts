import { Schema, type Connection } from 'mongoose';
import { documentWrites } from '@cinevia/service-kit';

/** customers: who a member is to the payment provider (`_id` = user id), kept from identity's events. */
const customerSchema = new Schema({ _id: String, email: String }, { collection: 'customers', versionKey: false });

export function createCustomerStore(connection: Connection) {
  const Customers = connection.model('Customer', customerSchema);
  const writes = documentWrites(Customers.collection);
  return {
    /** Upsert by user id: a redelivered registration changes nothing. */
    async remember(userId: string, email: string): Promise<void> {
      await writes.updateOne({ _id: userId }, { $set: { email } }, { upsert: true });
    },
    async emailOf(userId: string): Promise<string | null> {
      const doc = await Customers.findById(userId).lean<{ email: string }>();
      return doc?.email ?? null;
    },
  };
}
export type CustomerStore = ReturnType<typeof createCustomerStore>;
