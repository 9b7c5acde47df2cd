import {
  AckPolicy,
  DeliverPolicy,
  RetentionPolicy,
  StorageType,
  nanos,
  type JetStreamClient,
  type JetStreamManager,
} from 'nats';
import {
  DEAD_LETTER_STREAM,
  PROGRESS_SAVES,
  progressSave,
  progressSaveSubject,
  streamFor,
  type ProgressSave,
  type ServiceName,
} from '@cinevia/proto';

/** Window in which JetStream drops a repeated `Nats-Msg-Id`, covering a relay resending after a crash. */
const DUPLICATE_WINDOW_MS = 10 * 60_000;

async function ensure(jsm: JetStreamManager, name: string, subjects: string[]): Promise<void> {
  const config = {
    name,
    subjects,
    storage: StorageType.File,
    retention: RetentionPolicy.Limits,
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
  };
  try {
    await jsm.streams.info(name);
    await jsm.streams.update(name, config);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await jsm.streams.add(config);
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && /not found/i.test(error.message);
}

/** Publishers and consumers both call this, so start-up order between services does not matter. */
export async function ensureStream(jsm: JetStreamManager, service: ServiceName): Promise<void> {
  const { name, subjects } = streamFor(service);
  await ensure(jsm, name, subjects);
}

export async function ensureDeadLetterStream(jsm: JetStreamManager): Promise<void> {
  await ensure(jsm, DEAD_LETTER_STREAM.name, [...DEAD_LETTER_STREAM.subjects]);
}

/**
 * How long the writer may hold a save unacknowledged before JetStream offers it again: beyond
 * viewing's write-behind interval (10 s), so mostly only a writer that died has its saves offered
 * to the next; an early offer costs one more write of the same state.
 */
const PROGRESS_WRITER_ACK_WAIT_MS = 30_000;
/** Saves the writer may hold at once: a write-behind interval's worth at several thousand a second. */
const PROGRESS_WRITER_MAX_PENDING = 100_000;

/**
 * The progress-saves stream and its writer consumer. Limits retention: a save stays until viewing's
 * writer purges it, a while after storing it (events/progress-writer), so saves made while viewing
 * is down wait for it. (Interest retention would drop them by itself once acknowledged, but NATS
 * 2.9 keeps messages an ordered consumer has had after a restart of the server: measured.)
 */
export async function ensureProgressSaves(jsm: JetStreamManager): Promise<void> {
  await ensure(jsm, PROGRESS_SAVES.stream, [PROGRESS_SAVES.subjects]);
  try {
    await jsm.consumers.info(PROGRESS_SAVES.stream, PROGRESS_SAVES.writer);
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await jsm.consumers.add(PROGRESS_SAVES.stream, {
      durable_name: PROGRESS_SAVES.writer,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      ack_wait: nanos(PROGRESS_WRITER_ACK_WAIT_MS),
      max_ack_pending: PROGRESS_WRITER_MAX_PENDING,
    });
  }
}

/** Resolves once JetStream holds the save (its ack), which is when a save may be answered. */
export async function publishProgressSave(js: JetStreamClient, save: ProgressSave): Promise<void> {
  await js.publish(progressSaveSubject(save.userId), JSON.stringify(progressSave.parse(save)));
}
