import type { NatsConnection } from 'nats';
import { PROGRESS_SAVES, progressRecord, type ProgressRecord } from '@cinevia/proto';
import { followStream, type Logger } from '@cinevia/service-kit';
import { ensureProgressSaves } from '../events/progress-saves-stream';
import type { Viewers } from './viewers';

const INACTIVE_THRESHOLD_MS = 10_000;
/** How long the writer waits for this replica's book to catch up with a batch before trying later. */
const CATCH_UP_TIMEOUT_MS = 5_000;
/** How long start-up waits for the saves still in the stream (at most a minute of them) to be applied. */
const START_UP_CATCH_UP_TIMEOUT_MS = 60_000;

/** The save or removal a message carries; undefined when it cannot be read as one. */
export function recordIn(message: { string(): string }): ProgressRecord | undefined {
  try {
    return progressRecord.parse(JSON.parse(message.string()));
  } catch {
    return undefined;
  }
}

export interface ProgressFeed {
  /** Resolves once the book holds every save up to the stream's `sequence`. */
  caughtUp(sequence: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Gives this replica every save in the PROGRESS_SAVES stream, through an ordered consumer of this
 * process alone (every replica sees every save, within milliseconds of its publication), from the
 * stream's first save: the profiles that saved are held (read-model/viewers) with their saves,
 * merged with their documents when first needed.
 *
 * The writer purges a save only a minute after storing it (events/progress-writer), so every save
 * is either in the database or still in the stream when this consumer reaches it. Start resolves
 * once the saves the stream held at start are applied: a replica that answers sooner would show a
 * member a position older than one already acknowledged.
 */
export async function startProgressFeed(options: {
  nc: NatsConnection;
  viewers: Pick<Viewers, 'saved'>;
  logger: Logger;
}): Promise<ProgressFeed> {
  const { nc, viewers, logger } = options;
  const jsm = await nc.jetstreamManager();
  await ensureProgressSaves(jsm);
  const { state } = await jsm.streams.info(PROGRESS_SAVES.stream);
  let appliedSequence = 0;
  const pull = await followStream({
    nc,
    name: 'progress feed',
    stream: PROGRESS_SAVES.stream,
    fromSequence: Math.max(1, state.first_seq),
    // A replica that dies leaves its consumer behind: the server drops it after this long without
    // a pull (the kit's followers otherwise keep 5 minutes).
    inactiveThresholdMs: INACTIVE_THRESHOLD_MS,
    pull: { max_messages: 1_000 },
    logger,
    handle: async (message) => {
      const record = recordIn(message);
      if (record) viewers.saved(record);
      else logger.error({ sequence: message.seq }, 'progress feed skipped a save it could not read');
      appliedSequence = message.seq;
    },
  });

  const caughtUp = async (sequence: number, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (appliedSequence < sequence) {
      if (Date.now() > deadline) throw new Error(`progress book is behind save ${sequence}`);
      await new Promise((wake) => setTimeout(wake, 5));
    }
  };

  if (state.messages > 0) await caughtUp(state.last_seq, START_UP_CATCH_UP_TIMEOUT_MS);
  logger.info({ saves: state.messages }, 'progress feed caught up');

  return {
    caughtUp: (sequence) => caughtUp(sequence, CATCH_UP_TIMEOUT_MS),
    stop: () => pull.stop(),
  };
}
