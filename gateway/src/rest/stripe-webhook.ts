import type { ApolloServer } from '@apollo/server';
import express, { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { ERROR_STATUS, errorBody, isErrorCode, webhookReceipt } from '@cinevia/proto';
import type { Logger } from '@cinevia/service-kit';
import { requestIdOf } from '@cinevia/service-kit';
import type { Callers } from '../caller';
import type { GatewayContext } from '../gateway-context';
import type { RateLimits } from '../limits/rate-limits';
import type { DocumentedPath } from './documented-path';

/** How the OpenAPI document describes the path. */
export const stripeWebhookPath: DocumentedPath = {
  method: 'post',
  path: '/api/webhooks/stripe',
  summary: "Stripe's events (payments, renewals), believed only with a valid Stripe-Signature",
  headers: z.object({ 'Stripe-Signature': z.string().min(1) }),
  body: z.object({ id: z.string(), type: z.string() }).loose(),
  responses: {
    200: { description: 'Verified and handled', schema: webhookReceipt },
    400: { description: 'Missing or invalid signature', schema: errorBody },
  },
};

/**
 * POST /api/webhooks/stripe: the raw body and its Stripe-Signature go to billing, which verifies the
 * signature with the webhook secret before believing a word of it.
 */
export function stripeWebhookRouter(options: {
  apollo: ApolloServer<GatewayContext>;
  callers: Callers;
  logger: Logger;
  /** What runs before the handler (its rate limit). */
  before: RateLimits['restPath'];
}): Router {
  const router = Router();
  router.post(
    '/webhooks/stripe',
    ...options.before('post', stripeWebhookPath.path),
    express.raw({ type: '*/*', limit: '1mb' }),
    async (req: Request, res: Response) => {
      const requestId = requestIdOf(req);
      const signature = req.header('stripe-signature');
      if (!signature || !Buffer.isBuffer(req.body)) {
        res.status(400).json({ message: 'Missing Stripe-Signature or body' });
        return;
      }
      const caller = await options.callers.resolve(req, 'rest', requestId);
      const response = await options.apollo.executeOperation(
        {
          query:
            'mutation ReceiveStripeWebhook($payload: String!, $signature: String!) { receiveStripeWebhook(payload: $payload, signature: $signature) }',
          variables: { payload: req.body.toString('utf8'), signature },
        },
        { contextValue: { caller } },
      );
      const error = response.body.kind === 'single' ? response.body.singleResult.errors?.[0] : undefined;
      if (!error) {
        res.json({ received: true });
        return;
      }
      const code = error.extensions?.code;
      const status = isErrorCode(code) ? ERROR_STATUS[code] : 500;
      if (status >= 500) options.logger.error({ requestId, error }, 'webhook handling failed');
      res.status(status).json({ message: status >= 500 ? 'Webhook handling failed' : error.message });
    },
  );
  return router;
}
