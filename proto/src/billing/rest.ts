import { z } from 'zod';
import { stringField } from '../shared/text';
import { FILM_PAYMENT_DESCRIPTION_PREFIX, PAYMENT_PURPOSES, PAYMENT_STATUSES, SUBSCRIPTION_STATUSES } from './values';

/** POST /api/get-or-create-subscription and POST /api/create-payment-intent */
export const clientSecretReply = z.object({ clientSecret: z.string() });
export type ClientSecretReply = z.infer<typeof clientSecretReply>;

/**
 * POST /api/create-payment-intent: the spec's client sends `amount` and `description`
 * ('Film Creation: ' plus the title). The amount is ignored: the server charges the film fee.
 */
export const createPaymentIntentBody = z.object({
  amount: z.unknown().optional(),
  description: stringField('Description')
    .trim()
    .max(300, 'Description must be at most 300 characters')
    .refine(
      (value) =>
        value.startsWith(FILM_PAYMENT_DESCRIPTION_PREFIX) && value.length > FILM_PAYMENT_DESCRIPTION_PREFIX.length,
      {
        message: `Description must be '${FILM_PAYMENT_DESCRIPTION_PREFIX}' followed by the film's title`,
      },
    ),
});
export type CreatePaymentIntentBody = z.infer<typeof createPaymentIntentBody>;

const digits = (label: string, pattern: RegExp, message: string) =>
  stringField(label)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(pattern, message));

/** POST /api/payments/simulated/confirm: the simulated provider's card form. */
export const simulatedCardBody = z.object({
  clientSecret: stringField('Client secret').min(1).max(200),
  cardNumber: digits('Card number', /^\d{12,19}$/, 'Your card number is incomplete.'),
  expiry: stringField('Expiry')
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, "Your card's expiration date is incomplete."),
  cvc: digits('CVC', /^\d{3,4}$/, "Your card's security code is incomplete."),
});
export type SimulatedCardBody = z.infer<typeof simulatedCardBody>;

export const paymentResultReply = z.object({ status: z.literal('succeeded'), paymentIntentId: z.string() });

/** The subscription as /profile shows it. */
export const subscriptionView = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  priceCents: z.number().int(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type SubscriptionView = z.infer<typeof subscriptionView>;

/** A payment as the member's data export lists it. */
export const paymentView = z.object({
  id: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  amountCents: z.number().int(),
  description: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type PaymentView = z.infer<typeof paymentView>;

/** POST /api/webhooks/stripe: the event was verified and handled (or was one we ignore). */
export const webhookReceipt = z.object({ received: z.literal(true) });
