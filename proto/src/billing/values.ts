/** Prices are decided here and on the server, never by a client. */
export const PREMIUM_PRICE_CENTS = 2_500;
export const FILM_FEE_CENTS = 10_000;
export const FILM_PAYMENT_DESCRIPTION_PREFIX = 'Film Creation: ';
export const PREMIUM_FEATURES = [
  'Unlimited streaming',
  'HD & 4K quality',
  'Multiple devices',
  'No ads',
  'Cancel anytime',
] as const;

export const SUBSCRIPTION_STATUSES = ['incomplete', 'active', 'ended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PAYMENT_PURPOSES = ['subscription', 'film'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Stripe's public test cards, which the simulated provider honours the same way. */
export const TEST_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002' } as const;
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';

/**
 * Whether a subscription gives Premium now: active, with its paid period not yet over. Billing
 * decides with it, and every read model of billing's subscription events answers with it.
 */
export function hasPremiumAccess(
  subscription: { status: SubscriptionStatus; currentPeriodEnd: Date | null } | null,
  now: Date,
): boolean {
  return Boolean(
    subscription?.status === 'active' && subscription.currentPeriodEnd && subscription.currentPeriodEnd > now,
  );
}
