import { z } from 'zod';
import { brandDefaults, DEFAULT_VISITOR_MATURITY, MATURITY_RATINGS } from '@cinevia/proto';
import { streamLimitsEnv } from '@cinevia/service-kit';

const subgraphUrl = z.url({ protocol: /^https?$/, error: 'must be the http URL of a subgraph (…/graphql)' });

export const gatewayEnv = streamLimitsEnv.extend({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  REDIS_URL: z.string().startsWith('redis', 'must be a redis:// URL'),
  NATS_URL: z.string().startsWith('nats', 'must be a nats:// URL'),
  /** The gateway's alone: each subgraph's context key is derived from it (the kit's deriveContextKey). */
  USER_CONTEXT_SECRET: z.string().min(32, 'must be at least 32 characters'),
  IDENTITY_SUBGRAPH_URL: subgraphUrl,
  CATALOGUE_SUBGRAPH_URL: subgraphUrl,
  BILLING_SUBGRAPH_URL: subgraphUrl,
  VIEWING_SUBGRAPH_URL: subgraphUrl,
  COMMISSIONS_SUBGRAPH_URL: subgraphUrl,
  /** The supergraph to serve (default gateway/supergraph.graphql, composed by setup: scripts/stack/supergraph.ts); followed for changes. */
  SUPERGRAPH_FILE: z.string().optional(),
  WEB_DIST: z.string().optional(),
  ADMIN_WEB_DIST: z.string().optional(),
  COMPANY_NAME: z.string().min(1).default(brandDefaults.companyName),
  SUPPORT_PHONE: z.string().min(1).default(brandDefaults.supportPhone),
  /**
   * Whose `X-Forwarded-For` names the client: `loopback` (a proxy on this host), a count of proxies in front
   * (compose: 1, the TLS proxy, which sends the one address it saw), or names and ranges as Express takes them.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(\d+|[\w.:/]+(,\s*[\w.:/]+)*)$/, 'must be a count of proxies, or names and ranges separated by commas')
    .default('loopback')
    .transform((value) => (/^\d+$/.test(value) ? Number(value) : value)),
  /** The highest rating a signed-out visitor is shown (titles and facts only: never where one plays). */
  VISITOR_MATURITY: z
    .enum(MATURITY_RATINGS, { error: `must be one of ${MATURITY_RATINGS.join(', ')}` })
    .default(DEFAULT_VISITOR_MATURITY),
  /** Members whose cards (the session check's answer) a gateway keeps in memory: the active ones. */
  GATEWAY_MEMBERS_HELD: z.coerce.number().int().min(1).default(200_000),
  /** Serves `/metrics` on this port alone (never published), rather than on the public one. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** `off` only where one address makes thousands of requests on purpose: the benchmarks and the contract tests. */
  RATE_LIMITS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
});
export type GatewayConfig = z.infer<typeof gatewayEnv>;
