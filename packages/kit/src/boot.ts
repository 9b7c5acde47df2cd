import type { z } from 'zod';
import type { ServiceName } from '@cinevia/proto';
import { acceptedContextKeys, loadConfig, streamLimitsOf, type ServiceEnv } from './config';
import { connectMongo, connectNats } from './connections';
import { startConsumers, type ConsumerOptions, type Subscription } from './events/consumer';
import { createOutbox, startOutboxRelay } from './events/outbox';
import { ensureStream, useStreamLimits } from './events/streams';
import { auditQueries } from './query-audit';
import { type ReadinessCheck } from './http';
import { createLogger } from './logger';
import { createShutdown, exitOnFatal } from './shutdown';
import { startSubgraph, type RequestContext, type SubgraphOptions } from './subgraph';
import type { ContextKey } from './user-context';

type BootEnv = ServiceEnv & { MONGO_DB: string };

/**
 * The opening of every service's main.ts, in the fixed order: config, logger, shutdown hook, then
 * its database and NATS (with its own stream). Shutdown closes them after everything added later.
 * Its closing too: `serveSubgraph` and `consume` start the subgraph and the event consumers with the
 * service's own name, secret, address and readiness, each stopped on shutdown.
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
  // A service adds its own checks (identity: Redis) before it serves.
  const readiness: Record<string, ReadinessCheck> = {
    mongo: () => mongo.db!.admin().ping(),
    nats: () => nats.flush(),
  };
  // Every service publishes through the outbox; its relay starts with the service.
  const relay = startOutboxRelay({ outbox, js: nats.jetstream(), logger });
  shutdown.add('outbox relay', () => relay.stop());

  /**
   * The service's subgraph at /graphql on its HOST and PORT, answering only what the gateway signed,
   * and what the services holding one of `callerKeys` signed as themselves.
   */
  async function serveSubgraph<Context extends RequestContext>(
    graph: Pick<SubgraphOptions<Context>, 'typeDefs' | 'resolvers' | 'context' | 'addMetrics'>,
    callerKeys: readonly ContextKey[] = [],
  ) {
    const subgraph = await startSubgraph({
      ...graph,
      service: name,
      userContextKeys: [...acceptedContextKeys(config), ...callerKeys],
      logger,
      readiness,
      host: config.HOST,
      port: config.PORT,
    });
    shutdown.add('subgraph', () => subgraph.stop());
    return subgraph;
  }

  /** The service's event handlers, on one durable consumer named after it (its replicas share the work). */
  async function consume(subscriptions: Subscription[], retries?: Pick<ConsumerOptions, 'maxAttempts' | 'backoffMs'>) {
    const consumers = await startConsumers({ nc: nats, durable: name, subscriptions, logger, ...retries });
    shutdown.add('consumers', () => consumers.stop());
    return consumers;
  }

  return { config, logger, shutdown, mongo, nats, readiness, outbox, serveSubgraph, consume };
}

/** Runs a service's main: a failed start is logged and exits non-zero, as a supervisor expects. */
export function runService(name: ServiceName, main: () => Promise<void>): void {
  main().catch((error: unknown) => exitOnFatal(createLogger(name))(error));
}
