import type { NatsConnection } from 'nats';
import { PROGRESS_SAVES, profileOfRecord, progressSave, type ProgressSave } from '@cinevia/proto';
import { ensureProgressSaves, followStream, type GoneLookup, type Logger } from '@cinevia/service-kit';
import type { ProgressStore } from '../store/progress';
import type { ProgressBook } from './progress-book';

const INACTIVE_THRESHOLD_MS = 10_000;
/** How long the writer waits for this replica's book to catch up with a batch before trying later. */
const CATCH_UP_TIMEOUT_MS = 5_000;
/** How long start-up waits for the saves still in the stream (at most a minute of them) to be applied. */
const START_UP_CATCH_UP_TIMEOUT_MS = 60_000;

export interface ProgressFeed {
  /** Resolves once the book holds every save up to the stream's `sequence`. */
  caughtUp(sequence: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Fills this replica's progress book: from the database at start, then from every save in the
 * PROGRESS_SAVES stream, through an ordered consumer of this process alone (every replica sees
 * every save, within milliseconds of its publication).
 *
 * The consumer is created before the database is read, from the stream's first save. The writer
 * purges a save only a minute after storing it (events/progress-writer), so every save is either
 * in what the load reads or still in the stream when this consumer reaches it. Saves delivered
 * during the load wait, and are applied after it (the book keeps the newest either way). Start
 * resolves once the saves the stream held at start are applied too: a replica that answers sooner
 * would show a member a position older than one already acknowledged.
 */
export async function startProgressFeed(options: {
  nc: NatsConnection;
  book: ProgressBook;
  store: ProgressStore;
  films: GoneLookup;
  logger: Logger;
}): Promise<ProgressFeed> {
  const { nc, book, store, films, logger } = options;
  const jsm = await nc.jetstreamManager();
  await ensureProgressSaves(jsm);
  const { state } = await jsm.streams.info(PROGRESS_SAVES.stream);
  let loaded = false;
  let appliedSequence = 0;
  const early: { save: ProgressSave; sequence: number }[] = [];
  const apply = (save: ProgressSave, sequence: number) => {
    const { videoId, progress, duration, savedAt } = save;
    book.apply(profileOfRecord(save), videoId, { seconds: progress, duration, updatedAt: new Date(savedAt) }, films);
    appliedSequence = sequence;
  };
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
      let save: ProgressSave;
      try {
        save = progressSave.parse(JSON.parse(message.string()));
      } catch (error) {
        logger.error({ err: error, sequence: message.seq }, 'progress feed skipped a save it could not read');
        appliedSequence = message.seq;
        return;
      }
      if (loaded) apply(save, message.seq);
      else early.push({ save, sequence: message.seq });
    },
  });

  const caughtUp = async (sequence: number, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (appliedSequence < sequence) {
      if (Date.now() > deadline) throw new Error(`progress book is behind save ${sequence}`);
      await new Promise((wake) => setTimeout(wake, 5));
    }
  };

  await store.loadInto(book, films);
  for (const { save, sequence } of early.splice(0)) apply(save, sequence);
  loaded = true;
  if (state.messages > 0) await caughtUp(state.last_seq, START_UP_CATCH_UP_TIMEOUT_MS);
  logger.info({ members: book.size }, 'progress book loaded');

  return {
    caughtUp: (sequence) => caughtUp(sequence, CATCH_UP_TIMEOUT_MS),
    stop: () => pull.stop(),
  };
}
