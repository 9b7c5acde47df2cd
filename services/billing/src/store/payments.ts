import { Schema, type Connection } from 'mongoose';
import { billingEvents, type Envelope, type PaymentPurpose, type PaymentStatus } from '@cinevia/proto';
import { documentWrites } from '@cinevia/service-kit';

/** payments: one document per provider payment intent (`_id`), with its own outbox. */
export interface Payment {
  paymentIntentId: string;
  userId: string;
  purpose: PaymentPurpose;
  amountCents: number;
  description: string;
  status: PaymentStatus;
  createdAt: Date;
  paidAt: Date | null;
}

interface PaymentDocument extends Omit<Payment, 'paymentIntentId'> {
  _id: string;
  outbox: Envelope[];
}

const paymentSchema = new Schema<PaymentDocument>(
  {
    _id: String,
    userId: { type: String, required: true },
    purpose: { type: String, required: true },
    amountCents: { type: Number, required: true },
    description: { type: String, required: true },
    status: { type: String, required: true },
    createdAt: { type: Date, required: true },
    paidAt: { type: Date, default: null },
    outbox: { type: Schema.Types.Mixed, default: [] },
  },
  { collection: 'payments', versionKey: false },
);
paymentSchema.index({ userId: 1, createdAt: -1 });
paymentSchema.index({ 'outbox.id': 1 });

function toPayment({ _id, outbox: _outbox, ...fields }: PaymentDocument): Payment {
  return { paymentIntentId: _id, ...fields };
}

const snapshot = (payment: Payment) => ({
  paymentIntentId: payment.paymentIntentId,
  userId: payment.userId,
  purpose: payment.purpose,
  amountCents: payment.amountCents,
  description: payment.description,
});

export function createPaymentStore(connection: Connection) {
  const Payments = connection.model<PaymentDocument>('Payment', paymentSchema);
  const writes = documentWrites(Payments.collection);
  return {
    collection: Payments.collection,
    async ensureIndexes() {
      await Payments.createIndexes();
    },
    /** Records a payment the member is about to confirm; a repeat of the same intent changes nothing. */
    async recordPending(payment: Omit<Payment, 'status' | 'paidAt'>): Promise<void> {
      const { paymentIntentId, ...fields } = payment;
      await writes.updateOne(
        { _id: paymentIntentId },
        { $setOnInsert: { ...fields, status: 'pending', paidAt: null, outbox: [] } },
        { upsert: true },
      );
    },
    async find(paymentIntentId: string): Promise<Payment | null> {
      const doc = await Payments.findById(paymentIntentId, { outbox: 0 }).lean<PaymentDocument>();
      return doc ? toPayment(doc) : null;
    },
    async listForUser(userId: string): Promise<Payment[]> {
      const docs = await Payments.find({ userId }, { outbox: 0 }).sort({ createdAt: -1 }).lean<PaymentDocument[]>();
      return docs.map(toPayment);
    },
    /** Marks the payment paid and announces it, once: a repeat finds it already succeeded. */
    async markSucceeded(payment: Payment, meta: { now: Date; correlationId: string }): Promise<boolean> {
      const event = billingEvents.paymentSucceeded.create(snapshot(payment), meta.correlationId, meta.now);
      const result = await writes.updateOne(
        { _id: payment.paymentIntentId, status: 'pending' } as never,
        {
          $set: { status: 'succeeded', paidAt: meta.now },
          $push: { outbox: event },
        } as never,
      );
      return result.modifiedCount === 1;
    },
    /** A declined attempt: the payment stays open for another card, and the failure is announced. */
    async recordFailure(
      payment: Payment,
      failureMessage: string,
      meta: { now: Date; correlationId: string },
    ): Promise<void> {
      const event = billingEvents.paymentFailed.create(
        { ...snapshot(payment), failureMessage },
        meta.correlationId,
        meta.now,
      );
      await writes.updateOne(
        { _id: payment.paymentIntentId, status: 'pending' } as never,
        {
          $push: { outbox: event },
        } as never,
      );
    },
  };
}
export type PaymentStore = ReturnType<typeof createPaymentStore>;
