import { PREMIUM_PRICE_CENTS, simulatedCardBody, createPaymentIntentBody, hasPremiumAccess } from '@cinevia/proto';
import { appError, parseInput, requireAccountHolder, requireMember } from '@cinevia/service-kit';
import type { SubscriptionState } from '../store/subscriptions';
import { UnknownIntentError } from '../providers/simulated';
import type { Payment } from '../store/payments';
import type { BillingContext } from './context';
import type { Resolvers } from './__generated__/resolvers';

/**
 * Billing's fields of a member are the member's own business; the gateway's REST layer may also
 * ask about the member it has just signed in (its login reply carries isSubscribed).
 */
function ownUser(reference: { id: string }, context: BillingContext): string {
  if (context.caller.channel === 'rest' || reference.id === context.caller.userId) return reference.id;
  throw appError('FORBIDDEN', 'Not your account');
}

const subscriptionView = (subscription: SubscriptionState) => ({
  status: subscription.status,
  priceCents: PREMIUM_PRICE_CENTS,
  currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
  cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
});

const paymentView = (payment: Payment) => ({
  id: payment.paymentIntentId,
  purpose: payment.purpose,
  amountCents: payment.amountCents,
  description: payment.description,
  status: payment.status,
  createdAt: payment.createdAt.toISOString(),
  paidAt: payment.paidAt?.toISOString() ?? null,
});

export const resolvers = {
  Query: {
    paymentProvider: (_, __, context) => ({
      kind: context.provider.kind,
      publishableKey: context.provider.publishableKey,
    }),
    async payment(_, args, context) {
      const payment = await context.payments.find(args.id);
      return payment && payment.userId === requireMember(context.caller) ? paymentView(payment) : null;
    },
  },

  Mutation: {
    async getOrCreateSubscription(_, __, context) {
      const userId = requireAccountHolder(context.caller);
      const email = (await context.customers.emailOf(userId)) ?? '';
      return { clientSecret: await context.billing.getOrCreateSubscription(userId, email, context.caller.requestId) };
    },

    async createFilmPaymentIntent(_, args, context) {
      const userId = requireAccountHolder(context.caller);
      const { description } = parseInput(createPaymentIntentBody, { description: args.description });
      const clientSecret = await context.billing.createFilmPayment(userId, description, context.caller.requestId);
      return { clientSecret };
    },

    async confirmSimulatedPayment(_, args, context) {
      const userId = requireAccountHolder(context.caller);
      // With a real provider the simulator's path does not exist.
      if (!context.simulated) throw appError('NOT_FOUND', 'No such API path');
      const card = parseInput(simulatedCardBody, args.input);
      let confirmation;
      try {
        confirmation = await context.simulated.confirm(card);
      } catch (error) {
        if (error instanceof UnknownIntentError) throw appError('NOT_FOUND', 'This payment does not exist.');
        throw error;
      }
      if (confirmation.userId !== userId) throw appError('FORBIDDEN', 'This payment belongs to another account.');
      await context.billing.handleProviderEvent(confirmation.event, context.caller.requestId);
      const { event } = confirmation;
      if (event.type === 'payment.failed') throw appError('PAYMENT_REQUIRED', event.failureMessage);
      return { status: 'succeeded', paymentIntentId: event.paymentIntentId };
    },

    async cancelSubscription(_, __, context) {
      return subscriptionView(
        await context.billing.cancel(requireAccountHolder(context.caller), context.caller.requestId),
      );
    },

    async resumeSubscription(_, __, context) {
      return subscriptionView(
        await context.billing.resume(requireAccountHolder(context.caller), context.caller.requestId),
      );
    },

    async receiveStripeWebhook(_, args, context) {
      if (context.caller.channel !== 'rest') throw appError('FORBIDDEN', 'Webhooks arrive through the gateway.');
      let event;
      try {
        event = context.provider.readWebhook(Buffer.from(args.payload, 'utf8'), args.signature);
      } catch {
        throw appError('BAD_USER_INPUT', 'Invalid webhook signature');
      }
      if (event) await context.billing.handleProviderEvent(event, context.caller.requestId);
      return true;
    },
  },

  User: {
    __resolveReference: (reference) => reference,
    async isSubscribed(reference, _, context) {
      return hasPremiumAccess(await context.billing.subscriptionOf(ownUser(reference, context)), context.now());
    },
    async subscription(reference, _, context) {
      const subscription = await context.billing.subscriptionOf(ownUser(reference, context));
      return subscription ? subscriptionView(subscription) : null;
    },
    async payments(reference, _, context) {
      return (await context.payments.listForUser(ownUser(reference, context))).map(paymentView);
    },
  },
} satisfies Resolvers;
