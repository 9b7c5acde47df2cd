import { AckPolicy, DeliverPolicy, nanos, type JetStreamManager } from 'nats';
import { PROGRESS_SAVES } from '@cinevia/proto';
import { isNotFound } from '@cinevia/service-kit';
import { ensureProgressSavesExist } from '@cinevia/shared-models';

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
  await ensureProgressSavesExist(jsm, { configure: true });
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
