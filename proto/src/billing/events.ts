import { z } from 'zod';
import { defineEvent } from '../shared/envelope';
import { PAYMENT_PURPOSES } from './values';

const subscription = z.object({
  userId: z.string(),
  status: z.enum(['incomplete', 'active', 'ended']),
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Increases with every change, so consumers can ignore out-of-order deliveries. */
  version: z.number().int().nonnegative(),
});

/** A Premium checkout was opened and is not paid yet (status incomplete): billing's replicas note it. */
export const subscriptionCheckoutStarted = defineEvent('billing.subscription.checkout_started', subscription);
export const subscriptionActivated = defineEvent('billing.subscription.activated', subscription);
export const subscriptionUpdated = defineEvent('billing.subscription.updated', subscription);
export const subscriptionEnded = defineEvent('billing.subscription.ended', subscription);

const payment = z.object({
  paymentIntentId: z.string(),
  userId: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  amountCents: z.number().int(),
  description: z.string(),
});

export const paymentSucceeded = defineEvent('billing.payment.succeeded', payment);
export const paymentFailed = defineEvent('billing.payment.failed', payment.extend({ failureMessage: z.string() }));
