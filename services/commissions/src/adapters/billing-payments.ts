import { signUserContext, USER_CONTEXT_HEADER, type ContextKey, type UserContext } from '@cinevia/service-kit';
import { PAYMENT_LOOKUP_QUERY } from '@cinevia/proto';
import type { VerifiedPayment } from '../domain/film-request';

/**
 * Asks billing's subgraph about a payment, as the member who claims it (billing answers only about
 * the caller's own payments). The one synchronous call between services: a request must not wait for
 * an event to learn whether it was paid.
 */
export function createBillingPayments(options: { subgraphUrl: string; key: ContextKey }) {
  return {
    async find(caller: UserContext, paymentIntentId: string): Promise<VerifiedPayment | null> {
      const request = { query: PAYMENT_LOOKUP_QUERY, variables: { id: paymentIntentId } };
      // Signed as commissions, which may say only who the member is (no sessions, no administrator).
      const unsigned = { ...caller, sessionId: null, adminSessionId: null, channel: 'graphql' as const };
      const response = await fetch(options.subgraphUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [USER_CONTEXT_HEADER]: signUserContext(unsigned, { audience: 'billing', ...request }, options.key),
        },
        body: JSON.stringify(request),
      });
      if (!response.ok) throw new Error(`billing answered ${response.status}`);
      const body = (await response.json()) as {
        data?: { payment: { purpose: string; amountCents: number; status: string; paidAt: string | null } | null };
        errors?: { message: string }[];
      };
      if (body.errors?.length) throw new Error(`billing refused: ${body.errors[0]?.message}`);
      const payment = body.data?.payment;
      if (!payment || !caller.userId) return null;
      return { ...payment, userId: caller.userId, paidAt: payment.paidAt ? new Date(payment.paidAt) : null };
    },
  };
}
export type BillingPayments = ReturnType<typeof createBillingPayments>;
