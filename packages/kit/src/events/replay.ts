import { DeliverPolicy, type NatsConnection } from 'nats';
import { streamFor, type ServiceName } from '@cinevia/proto';
import type { Logger } from '../logger';
import type { Subscription } from './consumer';

/**
 * Applies a service's stream from its first message to its last one at the time of the call, in
 * order, through an ordered consumer of this process; subjects without a subscription are skipped.
 * Returns how many events were applied. A failing handler is logged and the replay goes on, as in
 * the kit's read-model feed. `onlyTheirSubjects` asks the server for the subscriptions' subjects
 * alone: for a model that needs a few events of a stream that holds many more.
 */
export async function replayStream(options: {
  nc: NatsConnection;
  service: ServiceName;
  subscriptions: Subscription[];
  onlyTheirSubjects?: boolean;
  logger: Logger;
}): Promise<number> {
  const { nc, service, subscriptions, logger } = options;
  const stream = streamFor(service).name;
  const jsm = await nc.jetstreamManager();
  const handlers = new Map(subscriptions.map((subscription) => [subscription.contract.type, subscription]));
  const subjects = [...handlers.keys()];
  // Counted by subject (a stream holds a few event types) when only some are replayed.
  const { state } = await jsm.streams.info(stream, options.onlyTheirSubjects ? { subjects_filter: '>' } : undefined);
  const matching = options.onlyTheirSubjects
    ? subjects.reduce((total, subject) => total + (state.subjects?.[subject] ?? 0), 0)
    : state.messages;
  // An ordered consumer with nothing to deliver would wait for a first message forever.
  if (matching === 0) return 0;

  // From the first sequence rather than DeliverPolicy.All: nats.js sends All with a start sequence,
  // which the server refuses (and the library retries without end).
  const consumer = await nc.jetstream().consumers.get(stream, {
    deliver_policy: DeliverPolicy.StartSequence,
    opt_start_seq: state.first_seq,
    // One subject as a string: nats.js asks for a consumer with a list of them on the API's older
    // subject (`CONSUMER.CREATE.<stream>`, without the consumer's name), which no reader's rights hold.
    ...(options.onlyTheirSubjects && { filterSubjects: subjects.length === 1 ? subjects[0]! : subjects }),
  });
  const messages = await consumer.consume({ max_messages: 1_000 });
  let applied = 0;
  for await (const message of messages) {
    const subscription = handlers.get(message.subject);
    if (subscription) {
      try {
        const event = subscription.contract.parse(JSON.parse(message.string()));
        await subscription.handle(event, { logger, attempt: 1 });
        applied += 1;
      } catch (error) {
        logger.error({ err: error, subject: message.subject, stream }, 'replay could not apply an event');
      }
    }
    if (message.info.pending === 0) break;
  }
  messages.stop();
  return applied;
}
