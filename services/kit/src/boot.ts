import type { z } from 'zod';
import type { ServiceName } from '@cinevia/proto';
import { loadConfig, streamLimitsOf, type ServiceEnv } from './config';
import { connectMongo, connectNats } from './connections';
import { createOutbox, startOutboxRelay } from './events/outbox';
import { ensureStream, useStreamLimits } from './events/streams';
import { auditQueries } from './query-audit';
import { createLogger } from './logger';
import { createShutdown, exitOnFatal } from './shutdown';

type BootEnv = ServiceEnv & { MONGO_DB: string };

/**
 * The opening of every service's main.ts, in the fixed order: config, logger, shutdown hook, then
 * its database and NATS (with its own stream). Shutdown closes them after everything added later.
 */
export async function bootService<Schema extends z.ZodType<BootEnv>>(name: ServiceName, schema: Schema) {
  const config = loadConfig(schema);
  const logger = createLogger(name, config.LOG_LEVEL);
  useStreamLimits(streamLimitsOf(config));
  const shutdown = createShutdown(logger);
  shutdown.listen();
  const audit = config.QUERY_AUDIT === 'true';
  const mongo = await connectMongo(config.MONGO_URL, config.MONGO_DB, audit);
  if (audit) auditQueries(mongo, logger);
  shutdown.add('mongo', () => mongo.close());
  const outbox = createOutbox(mongo);
  const nats = await connectNats(config.NATS_URL, name);
  shutdown.add('nats', () => nats.drain());
  await ensureStream(await nats.jetstreamManager(), name);
  const readiness = { mongo: () => mongo.db!.admin().ping(), nats: () => nats.flush() };
  // Every service publishes through the outbox; its relay starts with the service.
  const relay = startOutboxRelay({ outbox, js: nats.jetstream(), logger });
  shutdown.add('outbox relay', () => relay.stop());
  return { config, logger, shutdown, mongo, nats, readiness, outbox };
}

/** Runs a service's main: a failed start is logged and exits non-zero, as a supervisor expects. */
export function runService(name: ServiceName, main: () => Promise<void>): void {
  main().catch((error: unknown) => exitOnFatal(createLogger(name))(error));
}
