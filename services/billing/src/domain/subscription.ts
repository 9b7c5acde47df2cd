import { billingEvents, DomainError, hasPremiumAccess, type Envelope, type SubscriptionStatus } from '@cinevia/proto';

/**
 * One member's Premium subscription. Pure rules: each function takes the state and returns the new
 * state and the events announcing it; a change that already happened returns no events.
 */
export interface Subscription {
  userId: string;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** The open checkout, reused by a repeated "get or create". */
  pendingCheckout: { paymentIntentId: string; clientSecret: string; providerSubscriptionId: string | null } | null;
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
  /** Payments already counted, so a redelivered payment never extends twice. */
  paidIntentIds: string[];
  version: number;
}

export interface Decision {
  state: Subscription;
  events: Envelope[];
}

export function aNewSubscription(userId: string): Subscription {
  return {
    userId,
    status: 'incomplete',
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    pendingCheckout: null,
    providerCustomerId: null,
    providerSubscriptionId: null,
    paidIntentIds: [],
    version: 0,
  };
}

/** One calendar month later, clamped to the month's last day (31 Jan → 28/29 Feb). */
export function addOneMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

function snapshot(state: Subscription) {
  return {
    userId: state.userId,
    status: state.status,
    currentPeriodEnd: state.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    version: state.version,
  };
}

type SubscriptionEvent =
  | typeof billingEvents.subscriptionCheckoutStarted
  | typeof billingEvents.subscriptionActivated
  | typeof billingEvents.subscriptionUpdated
  | typeof billingEvents.subscriptionEnded;

function changed(state: Subscription, event: SubscriptionEvent, meta: Meta): Decision {
  const next = { ...state, version: state.version + 1 };
  return { state: next, events: [event.create(snapshot(next), meta.correlationId, meta.now)] };
}

interface Meta {
  now: Date;
  correlationId: string;
}

export function ensureCanSubscribe(subscription: Subscription | null, now: Date): void {
  if (hasPremiumAccess(subscription, now)) throw new DomainError('You already have an active subscription', 'CONFLICT');
}

/** A checkout opened (or opened again) for the member: announced, so every replica's book knows it. */
export function startCheckout(
  subscription: Subscription,
  checkout: NonNullable<Subscription['pendingCheckout']>,
  providerCustomerId: string | null,
  meta: Meta,
): Decision {
  return changed(
    {
      ...subscription,
      pendingCheckout: checkout,
      providerCustomerId,
      providerSubscriptionId: checkout.providerSubscriptionId,
    },
    billingEvents.subscriptionCheckoutStarted,
    meta,
  );
}

/**
 * A succeeded subscription payment: the first activates Premium for one month from now, a renewal
 * extends the paid period by a month from its end.
 */
export function applyPayment(subscription: Subscription, paymentIntentId: string, meta: Meta): Decision {
  if (subscription.paidIntentIds.includes(paymentIntentId)) return { state: subscription, events: [] };
  // A renewal keeps the billing anchor, even when the provider charged a little after the end.
  const wasActive = subscription.status === 'active' && subscription.currentPeriodEnd !== null;
  const from = wasActive && subscription.currentPeriodEnd ? subscription.currentPeriodEnd : meta.now;
  const paid: Subscription = {
    ...subscription,
    status: 'active',
    currentPeriodEnd: addOneMonth(from),
    pendingCheckout: null,
    paidIntentIds: [...subscription.paidIntentIds, paymentIntentId],
  };
  return changed(paid, wasActive ? billingEvents.subscriptionUpdated : billingEvents.subscriptionActivated, meta);
}

export function cancelAtPeriodEnd(subscription: Subscription | null, meta: Meta): Decision {
  if (!subscription || !hasPremiumAccess(subscription, meta.now)) {
    throw new DomainError('There is no active subscription to cancel.', 'CONFLICT');
  }
  if (subscription.cancelAtPeriodEnd) return { state: subscription, events: [] };
  return changed({ ...subscription, cancelAtPeriodEnd: true }, billingEvents.subscriptionUpdated, meta);
}

export function resume(subscription: Subscription | null, meta: Meta): Decision {
  if (!subscription || !hasPremiumAccess(subscription, meta.now)) {
    throw new DomainError('There is no active subscription to resume.', 'CONFLICT');
  }
  if (!subscription.cancelAtPeriodEnd) return { state: subscription, events: [] };
  return changed({ ...subscription, cancelAtPeriodEnd: false }, billingEvents.subscriptionUpdated, meta);
}

/** An active subscription whose paid period is over: the sweep ends or renews it. */
export function isDue(subscription: Pick<Subscription, 'status' | 'currentPeriodEnd'>, now: Date): boolean {
  return (
    subscription.status === 'active' && subscription.currentPeriodEnd !== null && subscription.currentPeriodEnd <= now
  );
}

/** Access ends at the end of the paid period; nothing is refunded. */
export function endIfDue(subscription: Subscription, meta: Meta): Decision {
  if (!isDue(subscription, meta.now)) return { state: subscription, events: [] };
  return changed({ ...subscription, status: 'ended', cancelAtPeriodEnd: false }, billingEvents.subscriptionEnded, meta);
}
