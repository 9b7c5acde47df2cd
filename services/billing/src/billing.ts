import { DomainError, FILM_FEE_CENTS, FILM_PAYMENT_DESCRIPTION_PREFIX, PREMIUM_PRICE_CENTS } from '@cinevia/proto';
import type { Logger } from '@cinevia/service-kit';
import {
  applyPayment,
  cancelAtPeriodEnd,
  endIfDue,
  ensureCanSubscribe,
  isDue,
  resume,
  startCheckout,
  type Decision,
  type Subscription,
} from './domain/subscription';
import { hourOf } from './domain/due-hours';
import type { PaymentProvider, ProviderEvent } from './providers/port';
import type { SubscriptionBook } from './read-model/subscription-book';
import type { DueHourStore } from './store/due-hours';
import type { SubscriptionState } from './store/subscriptions';
import type { PaymentStore } from './store/payments';
import type { ProviderEventStore } from './store/provider-events';
import type { ProviderSubscriptionStore } from './store/provider-subscriptions';
import type { SubscriptionStore } from './store/subscriptions';

const SAVE_ATTEMPTS = 5;
/** How long a Stripe renewal may be late before access ends. */
const RENEWAL_GRACE_MS = 3 * 24 * 60 * 60 * 1000;
/** How long a renewal that got no answer waits, within the grace, before the provider is asked again. */
const RENEWAL_RETRY_MS = 60 * 60 * 1000;
/** Due subscriptions handled per sweep; the rest wait for the next pass. */
const SWEEP_BATCH = 500;

export interface BillingDependencies {
  subscriptions: SubscriptionStore;
  payments: PaymentStore;
  providerEvents: ProviderEventStore;
  providerSubscriptions: ProviderSubscriptionStore;
  /** The subscriptions of the members in use, in memory: what their pages show. */
  book: SubscriptionBook;
  /** Who has a paid period ending in each hour: the sweep's to-do list. */
  dueHours: DueHourStore;
  provider: PaymentProvider;
  logger: Logger;
  /** Injected so tests can move time to the end of a paid period. */
  now: () => Date;
}

/** Billing's use-cases: each reads, asks the domain, and writes the result with its events in one write. */
export function createBilling(deps: BillingDependencies) {
  const { subscriptions, payments, providerEvents, providerSubscriptions, book, dueHours, provider, logger, now } =
    deps;

  /** Read-decide-write with optimistic concurrency: a concurrent writer makes us decide again. */
  async function updateSubscription(
    userId: string,
    decide: (current: Subscription) => Decision,
  ): Promise<Subscription> {
    for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt += 1) {
      const current = await subscriptions.findOrNew(userId);
      const { state, events } = decide(current);
      if (state === current) return current;
      if (await subscriptions.save(state, current.version, events)) {
        // This replica's book knows at once; the others learn it from the events.
        book.wrote(state);
        return state;
      }
    }
    throw new Error(`subscription of ${userId} kept changing under us`);
  }

  /** A renewal the provider charged without a checkout of ours, recorded as the member's payment. */
  async function recordRenewal(
    userId: string,
    event: Extract<ProviderEvent, { type: 'payment.succeeded' }>,
    createdAt: Date,
  ) {
    await payments.recordPending({
      paymentIntentId: event.paymentIntentId,
      userId,
      purpose: 'subscription',
      amountCents: event.amountCents,
      description: 'Cinevia Premium renewal',
      createdAt,
    });
    return payments.find(event.paymentIntentId);
  }

  async function handleProviderEvent(event: ProviderEvent, correlationId: string): Promise<void> {
    if (await providerEvents.handled(event.id)) return;
    const meta = { now: now(), correlationId };
    let payment = await payments.find(event.paymentIntentId);
    if (!payment && event.type === 'payment.succeeded' && event.providerSubscriptionId) {
      const userId = await providerSubscriptions.userOf(event.providerSubscriptionId);
      if (userId) payment = await recordRenewal(userId, event, meta.now);
    }
    if (!payment) {
      logger.warn(
        { providerEventId: event.id, paymentIntentId: event.paymentIntentId },
        'provider event for an unknown payment',
      );
    } else if (event.type === 'payment.succeeded') {
      await payments.markSucceeded(payment, meta);
      if (payment.purpose === 'subscription') {
        await updateSubscription(payment.userId, (current) => applyPayment(current, payment.paymentIntentId, meta));
      }
    } else {
      await payments.recordFailure(payment, event.failureMessage, meta);
    }
    await providerEvents.markHandled(event.id, meta.now);
  }

  /**
   * Handles the member noted in `hour` (the hour their period ends in, or a later one they wait in
   * for a renewal): true when their period was renewed or ended.
   */
  async function sweepOne(hour: string, userId: string): Promise<boolean> {
    const due = await subscriptions.find(userId);
    if (!due || due.status !== 'active' || !due.currentPeriodEnd || hourOf(due.currentPeriodEnd) > hour) {
      await dueHours.drop(hour, userId);
      return false;
    }
    if (!isDue(due, now())) return false;
    const meta = { now: now(), correlationId: `sweep:${due.userId}` };
    if (!due.cancelAtPeriodEnd && due.providerSubscriptionId) {
      const renewal = await provider.chargeRenewal({
        userId: due.userId,
        providerSubscriptionId: due.providerSubscriptionId,
        periodEnd: due.currentPeriodEnd,
      });
      if (renewal) {
        // The sweep knows whose renewal it charged: recorded here, it needs no lookup.
        if (renewal.type === 'payment.succeeded') await recordRenewal(due.userId, renewal, meta.now);
        await handleProviderEvent(renewal, meta.correlationId);
        return true;
      }
      if (meta.now.getTime() - due.currentPeriodEnd.getTime() < RENEWAL_GRACE_MS) {
        // Asked again from a later hour's list: left here, the member would hold the sweep's
        // cursor, and every pass would read every hour of the grace again.
        await dueHours.note(due.userId, new Date(meta.now.getTime() + RENEWAL_RETRY_MS));
        await dueHours.drop(hour, due.userId);
        return false;
      }
    }
    await updateSubscription(due.userId, (current) => endIfDue(current, meta));
    // Ended (or renewed meanwhile, noted in its new hour): nothing is left to do from this hour.
    await dueHours.drop(hour, due.userId);
    return true;
  }

  return {
    handleProviderEvent,

    /** Counts a succeeded subscription payment; safe to repeat (billing also replays its own events). */
    async applySubscriptionPayment(userId: string, paymentIntentId: string, correlationId: string): Promise<void> {
      const meta = { now: now(), correlationId };
      await updateSubscription(userId, (current) => applyPayment(current, paymentIntentId, meta));
    },

    /** The member's subscription as every page shows it, from the read model (read by `_id` the first time). */
    subscriptionOf(userId: string): Promise<SubscriptionState | null> {
      return book.get(userId);
    },

    /** The open checkout's client secret, or a new one; never a second subscription. */
    async getOrCreateSubscription(userId: string, email: string, correlationId: string): Promise<string> {
      for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt += 1) {
        const current = await subscriptions.findOrNew(userId);
        ensureCanSubscribe(current, now());
        if (current.pendingCheckout) return current.pendingCheckout.clientSecret;
        // Same key for concurrent calls on the same version: the provider answers both with one subscription.
        const checkout = await provider.startSubscription({
          userId,
          email,
          providerCustomerId: current.providerCustomerId,
          idempotencyKey: `subscription:${userId}:${current.version}`,
        });
        // Before the subscription names it, so a renewal of it always finds its member.
        if (checkout.providerSubscriptionId)
          await providerSubscriptions.remember(checkout.providerSubscriptionId, userId);
        await payments.recordPending({
          paymentIntentId: checkout.paymentIntentId,
          userId,
          purpose: 'subscription',
          amountCents: PREMIUM_PRICE_CENTS,
          description: 'Cinevia Premium (monthly)',
          createdAt: now(),
        });
        const { state, events } = startCheckout(
          current,
          {
            paymentIntentId: checkout.paymentIntentId,
            clientSecret: checkout.clientSecret,
            providerSubscriptionId: checkout.providerSubscriptionId,
          },
          checkout.providerCustomerId,
          { now: now(), correlationId },
        );
        if (await subscriptions.save(state, current.version, events)) {
          book.wrote(state);
          return checkout.clientSecret;
        }
      }
      throw new Error(`could not start a checkout for ${userId}`);
    },

    /** The film fee: the amount is ours, whatever a client asked for. */
    async createFilmPayment(userId: string, description: string, requestId: string): Promise<string> {
      if (!description.startsWith(FILM_PAYMENT_DESCRIPTION_PREFIX)) {
        throw new DomainError(`Description must start with '${FILM_PAYMENT_DESCRIPTION_PREFIX}'`);
      }
      const checkout = await provider.createPayment({
        userId,
        amountCents: FILM_FEE_CENTS,
        description,
        idempotencyKey: `film:${userId}:${requestId}`,
      });
      await payments.recordPending({
        paymentIntentId: checkout.paymentIntentId,
        userId,
        purpose: 'film',
        amountCents: FILM_FEE_CENTS,
        description,
        createdAt: now(),
      });
      return checkout.clientSecret;
    },

    async cancel(userId: string, correlationId: string): Promise<Subscription> {
      const meta = { now: now(), correlationId };
      const state = await updateSubscription(userId, (current) =>
        cancelAtPeriodEnd(current.version ? current : null, meta),
      );
      if (state.providerSubscriptionId) await provider.setCancelAtPeriodEnd(state.providerSubscriptionId, true);
      return state;
    },

    async resume(userId: string, correlationId: string): Promise<Subscription> {
      const meta = { now: now(), correlationId };
      const state = await updateSubscription(userId, (current) => resume(current.version ? current : null, meta));
      if (state.providerSubscriptionId) await provider.setCancelAtPeriodEnd(state.providerSubscriptionId, false);
      return state;
    },

    /**
     * Ends the paid periods that are over: cancelled ones end; others renew (the simulated provider
     * charges now, Stripe sends a webhook) and end if the renewal is more than the grace period late.
     * Which periods may be over comes from the due hours; each is read again by `_id` before
     * deciding, and dropped from its hour once it no longer ends there (renewed or ended).
     */
    async sweep(): Promise<number> {
      let handled = 0;
      for (const { hour, userIds } of await dueHours.upTo(now())) {
        for (const userId of userIds) {
          if (handled >= SWEEP_BATCH) return handled;
          if (await sweepOne(hour, userId)) handled += 1;
        }
      }
      return handled;
    },
  };
}
export type Billing = ReturnType<typeof createBilling>;
