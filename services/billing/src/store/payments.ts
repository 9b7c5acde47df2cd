import { Schema, type Connection } from 'mongoose';
import { billingEvents, type PaymentPurpose, type PaymentStatus } from '@cinevia/proto';
import { documentWrites, type Outbox } from '@cinevia/service-kit';

/**
 * payments: one document per provider payment intent (`_id`), with its events in the kit's outbox.
 * member_payments: each member's payment intent ids (`_id` = user id), so a member's payments are
 * found by `_id` alone. An id is added before its payment is written, so no payment is ever missing
 * from its member's list (an id whose payment never got written is skipped on reading).
 */
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

type PaymentDocument = Omit<Payment, 'paymentIntentId'> & { _id: string };

interface MemberPaymentsDocument {
  _id: string;
  paymentIntentIds: string[];
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
  },
  { collection: 'payments', versionKey: false },
);

const memberPaymentsSchema = new Schema<MemberPaymentsDocument>(
  { _id: String, paymentIntentIds: { type: [String], default: [] } },
  { collection: 'member_payments', versionKey: false },
);

function toPayment({ _id, ...fields }: PaymentDocument): Payment {
  return { paymentIntentId: _id, ...fields };
}

const snapshot = (payment: Payment) => ({
  paymentIntentId: payment.paymentIntentId,
  userId: payment.userId,
  purpose: payment.purpose,
  amountCents: payment.amountCents,
  description: payment.description,
});

export function createPaymentStore(connection: Connection, outbox: Outbox) {
  const Payments = connection.model<PaymentDocument>('Payment', paymentSchema);
  const MemberPayments = connection.model<MemberPaymentsDocument>('MemberPayments', memberPaymentsSchema);
  const writes = documentWrites(Payments.collection);
  const memberWrites = documentWrites(MemberPayments.collection);

  async function find(paymentIntentId: string): Promise<Payment | null> {
    const doc = await Payments.findById(paymentIntentId, outbox.withoutEvents).lean<PaymentDocument>();
    return doc ? toPayment(doc) : null;
  }

  return {
    /** Records a payment the member is about to confirm; a repeat of the same intent changes nothing. */
    async recordPending(payment: Omit<Payment, 'status' | 'paidAt'>): Promise<void> {
      const { paymentIntentId, ...fields } = payment;
      await memberWrites.updateOne(
        { _id: payment.userId },
        { $addToSet: { paymentIntentIds: paymentIntentId } },
        { upsert: true },
      );
      await writes.updateOne(
        { _id: paymentIntentId },
        { $setOnInsert: { ...fields, status: 'pending', paidAt: null } },
        { upsert: true },
      );
    },
    find,
    /** The member's payments, newest first: their list, then each payment by `_id`. */
    async listForUser(userId: string): Promise<Payment[]> {
      const list = await MemberPayments.findById(userId).lean<MemberPaymentsDocument>();
      const found = await Promise.all((list?.paymentIntentIds ?? []).map(find));
      return found
        .filter((payment): payment is Payment => payment !== null && payment.userId === userId)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    },
    /** Marks the payment paid and announces it, once: a repeat finds it already succeeded. */
    async markSucceeded(payment: Payment, meta: { now: Date; correlationId: string }): Promise<boolean> {
      const event = billingEvents.paymentSucceeded.create(snapshot(payment), meta.correlationId, meta.now);
      const result = await outbox.updateOne(
        Payments.collection,
        { _id: payment.paymentIntentId, status: 'pending' },
        { $set: { status: 'succeeded', paidAt: meta.now } },
        [event],
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
      await outbox.updateOne(Payments.collection, { _id: payment.paymentIntentId, status: 'pending' }, {}, [event]);
    },
  };
}
export type PaymentStore = ReturnType<typeof createPaymentStore>;
