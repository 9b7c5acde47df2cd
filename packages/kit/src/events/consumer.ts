import { AckPolicy, DeliverPolicy, headers as natsHeaders, nanos, type JsMsg, type NatsConnection } from 'nats';
import { deadLetterSubject, serviceOfSubject, streamFor, type Envelope, type EventContract } from '@cinevia/proto';
import { isDatabaseUnreachable } from '../connections';
import type { Logger } from '../logger';
import { eventsConsumed, eventsDeadLettered, eventsRedelivered } from '../pipeline-metrics';
import { keepPulling, onPullsLost, type Pulling } from './pulls';
import { handleTraced } from './trace-context';
import { ensureDeadLetterStream, ensureStreamExists, isNotFound, LONG_PULL } from './streams';

export type EventHandler<Data> = (event: Envelope<Data>, context: { logger: Logger; attempt: number }) => Promise<void>;

/** One row of a service's `events/index.ts` table: which event, and what to do with it. */
export interface Subscription {
  contract: EventContract<string, unknown>;
  handle: EventHandler<unknown>;
}

export function on<Data>(contract: EventContract<string, Data>, handle: EventHandler<Data>): Subscription {
  return { contract: contract as EventContract<string, unknown>, handle: handle as EventHandler<unknown> };
}

export interface ConsumerOptions {
  nc: NatsConnection;
  /** Durable name shared by every replica of the service, so they split the work. */
  durable: string;
  subscriptions: Subscription[];
  logger: Logger;
  /** Delivery attempts before a message is dead-lettered. */
  maxAttempts?: number;
  /** Delay before attempt n+1 is `backoffMs[n-1]` (last value repeats). */
  backoffMs?: number[];
}

export interface RunningConsumer {
  stop(): Promise<void>;
}

const ACK_WAIT_MS = 30_000;
const DATABASE_RETRY_MS = 5_000;

/**
 * Durable JetStream pull consumers with explicit ack. A handler that throws is redelivered with
 * back-off; after `maxAttempts`, or at once when the message is not a valid envelope, the message is
 * copied to the dead-letter subject, logged, and terminated, never silently dropped.
 */
export async function startConsumers(options: ConsumerOptions): Promise<RunningConsumer> {
  const { nc, durable, subscriptions, logger, maxAttempts = 5, backoffMs = [200, 1_000, 5_000, 15_000] } = options;
  const jsm = await nc.jetstreamManager();
  const js = nc.jetstream();
  await ensureDeadLetterStream(jsm);

  const pulls: Pulling[] = [];

  // One durable per event type: `filter_subjects` needs NATS 2.10, and Debian ships 2.9.
  for (const subscription of subscriptions) {
    const service = serviceOfSubject(subscription.contract.type);
    const stream = streamFor(service).name;
    const name = `${durable}_${subscription.contract.type.replace(/\./g, '_')}`;
    // Asked again whenever the pull is lost: the consumer's info answers only once it has a leader.
    const open = async () => {
      await ensureStreamExists(jsm, service);
      try {
        await jsm.consumers.info(stream, name);
      } catch (error) {
        if (!isNotFound(error)) throw error;
        await jsm.consumers.add(stream, {
          durable_name: name,
          ack_policy: AckPolicy.Explicit,
          deliver_policy: DeliverPolicy.All,
          ack_wait: nanos(ACK_WAIT_MS),
          filter_subject: subscription.contract.type,
        });
      }
      const consumer = await js.consumers.get(stream, name);
      return consumer.consume({ ...LONG_PULL, max_messages: 64 });
    };
    pulls.push(
      await keepPulling({
        name,
        open,
        watch: (lost) => onPullsLost(nc, { stream, name }, lost),
        logger,
        handle: (message) => deliver(message, subscription),
      }),
    );
  }

  async function deadLetter(message: JsMsg, reason: string): Promise<void> {
    const headers = natsHeaders();
    headers.set('Cinevia-Original-Subject', message.subject);
    headers.set('Cinevia-Failure', reason.slice(0, 1_000));
    await js.publish(deadLetterSubject(durable), message.data, { headers });
    logger.error(
      { subject: message.subject, consumer: durable, attempts: message.info.deliveryCount, reason },
      'event dead-lettered',
    );
    message.term(reason.slice(0, 200));
    eventsDeadLettered.inc({ consumer: durable, type: message.subject });
  }

  async function deliver(message: JsMsg, subscription: Subscription): Promise<void> {
    const attempt = message.info.deliveryCount;
    if (attempt > 1) eventsRedelivered.inc({ consumer: durable, type: message.subject });
    let event: Envelope;
    try {
      event = subscription.contract.parse(JSON.parse(message.string()));
    } catch (error) {
      await deadLetter(message, `invalid event: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    const eventLogger = logger.child({
      eventId: event.id,
      type: event.type,
      correlationId: event.correlationId,
      attempt,
    });
    eventLogger.debug('handling event');
    try {
      await handleTraced(message, durable, () => subscription.handle(event, { logger: eventLogger, attempt }));
      message.ack();
      eventsConsumed.inc({ consumer: durable, type: event.type });
    } catch (error) {
      // The database away is no fault of the event: wait for it, however long, without counting.
      if (isDatabaseUnreachable(error)) {
        eventLogger.warn({ err: error }, 'database unreachable; the event waits for it');
        message.nak(DATABASE_RETRY_MS);
        return;
      }
      if (attempt >= maxAttempts) {
        await deadLetter(message, error instanceof Error ? error.message : String(error));
        return;
      }
      const delay = backoffMs[Math.min(attempt - 1, backoffMs.length - 1)] ?? 1_000;
      eventLogger.warn({ err: error, retryInMs: delay }, 'event handler failed; will retry');
      message.nak(delay);
    }
  }

  return {
    async stop() {
      await Promise.all(pulls.map((pull) => pull.stop()));
    },
  };
}
