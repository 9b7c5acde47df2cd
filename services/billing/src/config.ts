import { databaseOf } from '@cinevia/proto';
import { commissionsBillingKeyEnv, serviceEnv } from '@cinevia/service-kit';
import { z } from 'zod';

const stripeApiBase = z
  .url()
  .transform((value) => {
    const url = new URL(value);
    return {
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
      protocol: url.protocol.replace(':', '') as 'http' | 'https',
    };
  })
  .optional();

/** Unset and empty (as docker compose passes an unset variable) both mean absent. */
const optional = z.preprocess((value) => (value === '' ? undefined : value), z.string().min(1).optional());

/**
 * Billing's configuration. STRIPE_SECRET_KEY chooses the provider: with it, Stripe (and its webhook
 * secret and price are required); without it, the payment simulator (any test card pays), which
 * start-up logs. In production the simulator runs only when PAYMENTS=simulated says so: a missing key
 * must never hand out Premium for free.
 */
export const billingEnv = serviceEnv
  .extend({
    ...commissionsBillingKeyEnv,
    MONGO_DB: z.string().default(databaseOf('billing')),
    STRIPE_SECRET_KEY: optional,
    STRIPE_PUBLISHABLE_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    STRIPE_PRICE_ID: optional,
    STRIPE_API_BASE: stripeApiBase,
    PAYMENTS: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['stripe', 'simulated']).optional()),
    BILLING_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1_000).default(60_000),
    /** Members whose subscriptions a replica keeps in memory: the active ones, read by `_id` on first need. */
    BILLING_MEMBERS_HELD: z.coerce.number().int().min(1).default(200_000),
  })
  .transform(
    (
      {
        STRIPE_SECRET_KEY,
        STRIPE_PUBLISHABLE_KEY,
        STRIPE_WEBHOOK_SECRET,
        STRIPE_PRICE_ID,
        STRIPE_API_BASE,
        PAYMENTS,
        ...rest
      },
      context,
    ) => {
      const refuse = (message: string) => {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (STRIPE_SECRET_KEY && PAYMENTS === 'simulated') {
        return refuse('PAYMENTS=simulated and STRIPE_SECRET_KEY are both set: choose one provider');
      }
      if (!STRIPE_SECRET_KEY) {
        if (PAYMENTS === 'stripe') return refuse('STRIPE_SECRET_KEY is required with PAYMENTS=stripe');
        if (rest.NODE_ENV === 'production' && PAYMENTS !== 'simulated') {
          return refuse(
            'STRIPE_SECRET_KEY is required in production (PAYMENTS=simulated runs the payment simulator instead: a demo, where any test card pays)',
          );
        }
        return { ...rest, payments: { provider: 'simulated' as const } };
      }
      if (!STRIPE_WEBHOOK_SECRET || !STRIPE_PRICE_ID) {
        return refuse('STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID are required with STRIPE_SECRET_KEY');
      }
      return {
        ...rest,
        payments: {
          provider: 'stripe' as const,
          secretKey: STRIPE_SECRET_KEY,
          publishableKey: STRIPE_PUBLISHABLE_KEY ?? null,
          webhookSecret: STRIPE_WEBHOOK_SECRET,
          priceId: STRIPE_PRICE_ID,
          apiBase: STRIPE_API_BASE,
        },
      };
    },
  );
export type BillingConfig = z.infer<typeof billingEnv>;
