import type { ConsumerMessages, JsMsg, NatsConnection } from 'nats';
import { memberOfProgressSubject, PROGRESS_SAVES } from '@cinevia/proto';
import { handleBatchTraced, holdLease, LONG_PULL, onPullsLost, type Logger } from '@cinevia/service-kit';
import { recordIn, type ProgressFeed } from '../read-model/progress-feed';
import type { Viewers } from '../read-model/viewers';
import type { ProgressStore } from '../store/progress';
import type { InsightsCounter } from './insights-counter';

/**
 * Writes saves to the database behind JetStream, coalesced: every `intervalMs` the members whose
 * saves arrived get one write each, of their progress as this replica holds it (newest position
 * per film, all saves up to the batch's last one applied, the batch's own again in case a member
 * was let go meanwhile, and what was stored before), and only then are the batch's saves
 * acknowledged. A crash before the acknowledgement loses nothing: the saves are offered again and
 * writing them twice writes the same thing. Saves are purged from the stream a minute after every
 * save up to them was acknowledged (PURGE_AFTER_MS: a replica starting meanwhile still finds them).
 * Each batch is also counted for admin-web's Insights (insights-counter) before it is acknowledged.
 *
 * One replica writes at a time (a lease), because the embedded FerretDB loses one of two updates
 * that rewrite a document at once; the others stand by and take over within the lease's life.
 */
/** How long a stored save stays in the stream: longer than any replica takes to load its book. */
const PURGE_AFTER_MS = 60_000;

export async function startProgressWriter(options: {
  nc: NatsConnection;
  viewers: Viewers;
  store: ProgressStore;
  feed: ProgressFeed;
  /** Counts each batch for admin-web's Insights, before it is acknowledged. */
  countInsights: InsightsCounter;
  intervalMs: number;
  /** Told how many members each write stored. */
  onWritten?: (members: number) => void;
  logger: Logger;
}): Promise<{ backlog(): number; stop(): Promise<void> }> {
  const { nc, viewers, store, feed, intervalMs, logger } = options;
  const pending: JsMsg[] = [];
  let taking: ConsumerMessages | undefined;
  const jsm = await nc.jetstreamManager();
  /** Acknowledged floors, oldest first: every save up to `sequence` was stored by `at`. */
  const stored: { sequence: number; at: number }[] = [];
  let notedFloor = 0;
  /**
   * Passes that still ask how far the saves are acknowledged: two after a write (its acks may land
   * after the first asking), one on taking the lease (a former writer's). An idle writer asks nothing.
   */
  let floorChecks = 1;
  /** Saves in the stream not yet taken, as of the last one taken. */
  let notTaken = 0;

  /** Pulls saves from the writer consumer while this replica holds the lease (again after a failure). */
  async function take(): Promise<void> {
    if (taking || !lease.held()) return;
    const consumer = await nc.jetstream().consumers.get(PROGRESS_SAVES.stream, PROGRESS_SAVES.writer);
    const messages = await consumer.consume({ ...LONG_PULL, max_messages: 1_000 });
    taking = messages;
    floorChecks = Math.max(floorChecks, 1);
    void (async () => {
      try {
        for await (const message of messages) {
          pending.push(message);
          notTaken = message.info.pending;
        }
      } catch (error) {
        logger.warn({ err: error }, 'progress writer stopped taking saves; it will take them again');
      } finally {
        if (taking === messages) taking = undefined;
      }
    })();
  }

  /** Gives the saves in hand back at once, for whoever holds the lease next. */
  function release(): void {
    taking?.stop();
    taking = undefined;
    for (const message of pending.splice(0)) message.nak();
  }

  async function flush(): Promise<void> {
    if (!lease.held() || pending.length === 0) return;
    const batch = pending.splice(0);
    try {
      await feed.caughtUp(batch.reduce((last, message) => Math.max(last, message.seq), 0));
      if (!lease.held()) throw new Error('the writer lease ended before the write');
      const streamed = batch.flatMap((message) => {
        const record = recordIn(message);
        return record ? [{ record, sequence: message.seq, at: message.info.timestampNanos / 1e6 }] : [];
      });
      const records = streamed.map(({ record }) => record);
      for (const record of records) viewers.saved(record);
      const ratings = records.filter((record) => 'ratedAt' in record);
      // Traced, the write's span links to each save's request (its database calls are its children).
      const written = await handleBatchTraced('write progress', batch, () =>
        store.write(new Set(batch.map((message) => memberOfProgressSubject(message.subject))), viewers, ratings),
      );
      await options.countInsights(streamed);
      for (const message of batch) message.ack();
      options.onWritten?.(written);
      floorChecks = 2;
      logger.info({ saves: batch.length, members: written }, 'progress written');
    } catch (error) {
      pending.unshift(...batch);
      logger.warn({ err: error, saves: batch.length }, 'progress write failed; retrying at the next interval');
    }
  }

  /** Purges what was stored over a minute ago; notes how far everything is stored now. */
  async function purge(): Promise<void> {
    const now = Date.now();
    let upTo = 0;
    while (stored.length > 0 && stored[0]!.at <= now - PURGE_AFTER_MS) upTo = stored.shift()!.sequence;
    if (upTo > 0) await jsm.streams.purge(PROGRESS_SAVES.stream, { seq: upTo + 1 });
    if (floorChecks === 0) return;
    const floor = (await jsm.consumers.info(PROGRESS_SAVES.stream, PROGRESS_SAVES.writer)).ack_floor.stream_seq;
    floorChecks -= 1;
    if (floor > notedFloor) {
      stored.push({ sequence: floor, at: now });
      notedFloor = floor;
    }
  }

  const lease = await holdLease({ nc, name: PROGRESS_SAVES.writer, logger, onLost: release });
  // A pull lost with a NATS node ends here; the next pass takes the saves again.
  const unwatch = onPullsLost(nc, { stream: PROGRESS_SAVES.stream, name: PROGRESS_SAVES.writer }, () => taking?.stop());
  const pass = async () => {
    await take().catch((error: unknown) => logger.warn({ err: error }, 'progress writer could not take saves'));
    await flush();
    if (lease.held()) await purge().catch((error: unknown) => logger.warn({ err: error }, 'progress purge failed'));
  };
  let passing = pass();
  const timer = setInterval(() => {
    passing = passing.then(pass);
  }, intervalMs);

  return {
    /** Saves not yet stored: in hand, and in the stream behind them (0 on a replica not writing). */
    backlog: () => (lease.held() ? pending.length + notTaken : 0),
    async stop() {
      clearInterval(timer);
      unwatch();
      await passing;
      await flush();
      await lease.stop();
      release();
    },
  };
}
