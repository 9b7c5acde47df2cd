import { z } from 'zod';

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

/** What every service reads: where its infrastructure is and the secret the gateway signs with. */
export const serviceEnv = streamLimitsEnv.extend({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535),
  MONGO_URL: url(['mongodb', 'mongodb+srv']),
  NATS_URL: url(['nats', 'tls']),
  REDIS_URL: url(['redis', 'rediss']),
  USER_CONTEXT_SECRET: z.string().min(32, 'must be at least 32 characters'),
  /**
   * During a rotation only: one more secret a user context may be signed with, never signed with
   * here (README, "Rotating secrets").
   */
  USER_CONTEXT_SECRET_ACCEPTED: blankAsUnset(z.string().min(32, 'must be at least 32 characters')),
  /** Logs every database command that is not by `_id` (see query-audit.ts); the test stack sets it. */
  QUERY_AUDIT: z.enum(['true', 'false']).default('false'),
});
export type ServiceEnv = z.infer<typeof serviceEnv>;

/** What this process accepts a user context signed with: its own secret, and during a rotation one more. */
export function acceptedContextSecrets(
  config: Pick<ServiceEnv, 'USER_CONTEXT_SECRET' | 'USER_CONTEXT_SECRET_ACCEPTED'>,
) {
  return [
    config.USER_CONTEXT_SECRET,
    ...(config.USER_CONTEXT_SECRET_ACCEPTED ? [config.USER_CONTEXT_SECRET_ACCEPTED] : []),
  ];
}
