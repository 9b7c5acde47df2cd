import type { ConsumerMessages, JsMsg, NatsConnection } from 'nats';
import { memberOfProgressSubject, PROGRESS_SAVES } from '@cinevia/proto';
import { holdLease, type Logger } from '@cinevia/service-kit';
import type { ProgressBook } from '../domain/progress-book';
import type { ProgressStore } from '../store/progress';
import type { ProgressFeed } from './progress-feed';

/**
 * Writes saves to the database behind JetStream, coalesced: every `intervalMs` the members whose
 * saves arrived get one write each, of their progress as the book holds it (newest position per
 * film, all saves up to the batch's last one applied), and only then are the batch's saves
 * acknowledged, which lets JetStream drop them. A crash before the acknowledgement loses nothing:
 * the saves are offered again and writing them twice writes the same thing.
 *
 * One replica writes at a time (a lease), because the embedded FerretDB loses one of two updates
 * that rewrite a document at once; the others stand by and take over within the lease's life.
 */
export async function startProgressWriter(options: {
  nc: NatsConnection;
  book: ProgressBook;
  store: ProgressStore;
  feed: ProgressFeed;
  intervalMs: number;
  logger: Logger;
}): Promise<{ stop(): Promise<void> }> {
  const { nc, book, store, feed, intervalMs, logger } = options;
  const pending: JsMsg[] = [];
  let messages: ConsumerMessages | undefined;

  async function take(): Promise<void> {
    const consumer = await nc.jetstream().consumers.get(PROGRESS_SAVES.stream, PROGRESS_SAVES.writer);
    const taking = await consumer.consume({ max_messages: 1_000 });
    messages = taking;
    void (async () => {
      for await (const message of taking) pending.push(message);
    })();
  }

  /** Gives the saves in hand back at once, for whoever holds the lease next. */
  function release(): void {
    messages?.stop();
    messages = undefined;
    for (const message of pending.splice(0)) message.nak();
  }

  async function flush(): Promise<void> {
    if (!lease.held() || pending.length === 0) return;
    const batch = pending.splice(0);
    try {
      await feed.caughtUp(batch.reduce((last, message) => Math.max(last, message.seq), 0));
      if (!lease.held()) throw new Error('the writer lease ended before the write');
      const written = await store.write(
        new Set(batch.map((message) => memberOfProgressSubject(message.subject))),
        book,
      );
      for (const message of batch) message.ack();
      logger.info({ saves: batch.length, members: written }, 'progress written');
    } catch (error) {
      pending.unshift(...batch);
      logger.warn({ err: error, saves: batch.length }, 'progress write failed; retrying at the next interval');
    }
  }

  const lease = await holdLease({
    nc,
    name: PROGRESS_SAVES.writer,
    logger,
    onAcquired: () => {
      take().catch((error: unknown) => logger.error({ err: error }, 'progress writer could not take saves'));
    },
    onLost: release,
  });
  let flushing = Promise.resolve();
  const timer = setInterval(() => {
    flushing = flushing.then(flush);
  }, intervalMs);

  return {
    async stop() {
      clearInterval(timer);
      await flushing;
      await flush();
      await lease.stop();
      release();
    },
  };
}
