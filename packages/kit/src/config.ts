import { z } from 'zod';
import { PAYMENT_LOOKUP_QUERY } from '@cinevia/proto';
import { contextKey, deriveContextKey } from './user-context';

/**
 * Parses the environment once, at boot, reporting every problem at once.
 * The only module that reads `process.env` in a service (main.ts passes it in).
 */
export function loadConfig<Schema extends z.ZodType>(
  schema: Schema,
  env: Record<string, string | undefined> = process.env,
): z.infer<Schema> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const url = (protocols: string[]) =>
  z.string().refine((value) => protocols.some((protocol) => value.startsWith(`${protocol}://`)), {
    message: `must be a ${protocols.join(' or ')} URL`,
  });

/** The operator's limits on every JetStream stream (events/streams.ts), read by every service and the gateway. */
export const streamLimitsEnv = z.object({
  STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  STREAM_MAX_BYTES: z.coerce.number().int().min(-1).default(-1),
  DEAD_LETTER_MAX_AGE_DAYS: z.coerce.number().int().min(0).default(0),
});

export function streamLimitsOf(config: z.infer<typeof streamLimitsEnv>) {
  return {
    replicas: config.STREAM_REPLICAS,
    maxBytes: config.STREAM_MAX_BYTES,
    deadLetterMaxAgeDays: config.DEAD_LETTER_MAX_AGE_DAYS,
  };
}

/** An optional setting: unset and empty (compose's `${VAR:-}`) alike mean none. */
const blankAsUnset = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * OpenTelemetry's own variables, as its SDKs name them (tracing.ts): traces go out only when an
 * OTLP endpoint is set.
 */
export const tracingEnv = z.object({
  OTEL_EXPORTER_OTLP_ENDPOINT: blankAsUnset(url(['http', 'https'])),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: blankAsUnset(url(['http', 'https'])),
  OTEL_SERVICE_NAME: blankAsUnset(z.string()),
  /** How often batched spans are sent (ms). */
  OTEL_BSP_SCHEDULE_DELAY: z.coerce.number().int().positive().default(5_000),
});

/** A signing key or secret as an operator sets one. */
const key = z.string().min(32, 'must be at least 32 characters');

/** What every service reads: where its infrastructure is and the key the gateway signs its contexts with. */
export const serviceEnv = streamLimitsEnv.extend({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535),
  MONGO_URL: url(['mongodb', 'mongodb+srv']),
  NATS_URL: url(['nats', 'tls']),
  /** This service's key for the contexts the gateway signs it (`deriveContextKey`; `npm run secrets`). */
  USER_CONTEXT_KEY: key,
  /**
   * During a rotation only: the service's key from the gateway's other secret, accepted too
   * (docs/operations/secrets.md).
   */
  USER_CONTEXT_KEY_ACCEPTED: blankAsUnset(key),
  /** Logs every database command that is not by `_id` (see query-audit.ts); the test stack sets it. */
  QUERY_AUDIT: z.enum(['true', 'false']).default('false'),
});
export type ServiceEnv = z.infer<typeof serviceEnv>;

/** Identity's alone among the services: the one that keeps sessions and sign-in counters in Redis. */
export const redisEnv = { REDIS_URL: url(['redis', 'rediss']) };
/** Commissions' and billing's: the key commissions signs its calls to billing with (billing takes them as commissions' word). */
export const commissionsBillingKeyEnv = { COMMISSIONS_BILLING_KEY: key };
/** That key, as commissions signs with it and billing accepts it: for the payment lookup alone. */
export const commissionsBillingKey = (config: { COMMISSIONS_BILLING_KEY: string }) =>
  contextKey(config.COMMISSIONS_BILLING_KEY, 'commissions', [PAYMENT_LOOKUP_QUERY]);
/** Identity's and notifications': what a mailed link's token is sealed with on its way through events. */
export const linkSecretEnv = { LINK_SECRET: key };

/**
 * What one process is given of the keys, all derived from one root secret (the gateway's
 * USER_CONTEXT_SECRET): the launchers pass these, and `npm run secrets` writes them for compose.
 * The gateway holds the root; each service only its own keys.
 */
export function secretsEnvOf(processName: string, rootSecret: string): Record<string, string> {
  if (processName === 'gateway') return { USER_CONTEXT_SECRET: rootSecret };
  const env: Record<string, string> = { USER_CONTEXT_KEY: deriveContextKey(rootSecret, processName) };
  if (processName === 'commissions' || processName === 'billing') {
    env.COMMISSIONS_BILLING_KEY = deriveContextKey(rootSecret, 'billing', 'commissions');
  }
  if (processName === 'identity' || processName === 'notifications') {
    env.LINK_SECRET = deriveContextKey(rootSecret, 'notifications', 'identity-links');
  }
  return env;
}

/** The gateway's keys this service accepts a user context signed with: its own, and during a rotation one more. */
export function acceptedContextKeys(config: Pick<ServiceEnv, 'USER_CONTEXT_KEY' | 'USER_CONTEXT_KEY_ACCEPTED'>) {
  return [config.USER_CONTEXT_KEY, ...(config.USER_CONTEXT_KEY_ACCEPTED ? [config.USER_CONTEXT_KEY_ACCEPTED] : [])].map(
    (key) => contextKey(key),
  );
}
