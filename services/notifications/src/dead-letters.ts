import { DEAD_LETTER_STREAM, deadLetterSubject } from '@cinevia/proto';
import type { Logger, Subscription } from '@cinevia/service-kit';
import type { NatsConnection } from 'nats';

/**
 * Mails whose retries ran out wait as dead letters on `dlq.notifications` (the kit's consumer put
 * them there). Operators see how many in metrics, and replay them once the cause is fixed: each
 * runs through its handler again (a mail already sent is not sent twice) and leaves the stream.
 */
export function createDeadLetters(options: {
  nc: NatsConnection;
  durable: string;
  subscriptions: Subscription[];
  logger: Logger;
}) {
  const { nc, subscriptions, logger } = options;
  const subject = deadLetterSubject(options.durable);
  const byType = new Map(subscriptions.map((subscription) => [subscription.contract.type, subscription]));

  async function waiting(): Promise<number> {
    const jsm = await nc.jetstreamManager();
    const info = await jsm.streams.info(DEAD_LETTER_STREAM.name, { subjects_filter: subject });
    return info.state.subjects?.[subject] ?? 0;
  }

  return {
    waiting,
    async replay(): Promise<{ replayed: number; failed: number }> {
      const count = await waiting();
      let replayed = 0;
      let failed = 0;
      if (count === 0) return { replayed, failed };
      const jsm = await nc.jetstreamManager();
      const consumer = await nc.jetstream().consumers.get(DEAD_LETTER_STREAM.name, { filterSubjects: subject });
      const messages = await consumer.fetch({ max_messages: count, expires: 5_000 });
      for await (const message of messages) {
        try {
          const raw: unknown = JSON.parse(message.string());
          const type = (raw as { type?: unknown }).type;
          const subscription = typeof type === 'string' ? byType.get(type) : undefined;
          if (!subscription) throw new Error(`no handler for ${String(type)}`);
          const event = subscription.contract.parse(raw);
          await subscription.handle(event, { logger: logger.child({ eventId: event.id, replay: true }), attempt: 1 });
          await jsm.streams.deleteMessage(DEAD_LETTER_STREAM.name, message.seq);
          replayed += 1;
        } catch (error) {
          failed += 1;
          logger.error({ err: error, seq: message.seq }, 'dead letter not replayed');
        }
        if (replayed + failed >= count) break;
      }
      await consumer.delete();
      return { replayed, failed };
    },
  };
}
export type DeadLetters = ReturnType<typeof createDeadLetters>;
