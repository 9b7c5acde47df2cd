import { DeliverPolicy, type ConsumerMessages, type NatsConnection } from 'nats';
import { serviceOfSubject, streamFor } from '@cinevia/proto';
import type { Logger } from '../logger';
import { startupLoad } from '../query-audit';
import type { Subscription } from './consumer';
import { ensureStream } from './streams';

export interface ReadModelFeed {
  stop(): Promise<void>;
}

/**
 * Keeps an in-memory read model current in every replica. The streams' positions are noted, the
 * model is loaded (a start-up load, the one time a whole collection may be read), and then every
 * event from the noted positions on is applied through an ordered consumer of this process alone
 * (not the service's shared durable, which gives each event to one replica). An event racing the
 * load is applied as well as loaded, so handlers must be idempotent (compare versions or times).
 */
export async function startReadModel(options: {
  name: string;
  nc: NatsConnection;
  subscriptions: Subscription[];
  load: () => Promise<void>;
  logger: Logger;
}): Promise<ReadModelFeed> {
  const { name, nc, subscriptions, load, logger } = options;
  const jsm = await nc.jetstreamManager();
  const js = nc.jetstream();

  const startSequences = new Map<string, number>();
  for (const { contract } of subscriptions) {
    const service = serviceOfSubject(contract.type);
    const stream = streamFor(service).name;
    if (startSequences.has(stream)) continue;
    await ensureStream(jsm, service);
    startSequences.set(stream, (await jsm.streams.info(stream)).state.last_seq + 1);
  }

  await startupLoad(`${name} read model`, load);

  const loops: { messages: ConsumerMessages; done: Promise<void> }[] = [];
  // One ordered consumer per event type: several filter subjects need NATS 2.10, and Debian ships 2.9.
  for (const subscription of subscriptions) {
    const stream = streamFor(serviceOfSubject(subscription.contract.type)).name;
    const consumer = await js.consumers.get(stream, {
      filterSubjects: subscription.contract.type,
      deliver_policy: DeliverPolicy.StartSequence,
      opt_start_seq: startSequences.get(stream)!,
    });
    const messages = await consumer.consume();
    const done = (async () => {
      for await (const message of messages) {
        try {
          const event = subscription.contract.parse(JSON.parse(message.string()));
          await subscription.handle(event, { logger, attempt: 1 });
        } catch (error) {
          logger.error(
            { err: error, subject: message.subject, readModel: name },
            'read model could not apply an event',
          );
        }
      }
    })();
    loops.push({ messages, done });
  }

  return {
    async stop() {
      for (const loop of loops) loop.messages.stop();
      await Promise.all(loops.map((loop) => loop.done));
    },
  };
}
