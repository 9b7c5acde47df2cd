import { databaseOf } from '@cinevia/proto';
import { commissionsBillingKeyEnv, serviceEnv } from '@cinevia/service-kit';
import { z } from 'zod';

export const commissionsEnv = serviceEnv.extend({
  ...commissionsBillingKeyEnv,
  MONGO_DB: z.string().default(databaseOf('commissions')),
  BILLING_SUBGRAPH_URL: z.url({ protocol: /^https?$/, error: "must be the http URL of billing's /graphql" }),
});
