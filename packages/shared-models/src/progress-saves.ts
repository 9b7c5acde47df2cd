import type { JetStreamClient, JetStreamManager } from 'nats';
import {
  PROGRESS_SAVES,
  profileOfRecord,
  progressRecord,
  progressSaveSubject,
  type ProgressRecord,
} from '@cinevia/proto';
import { activeTraceHeaders, ensureStreamNamed } from '@cinevia/service-kit';

/** The progress-saves stream before publishing to it (the gateway): made when missing, configured by viewing. */
export async function ensureProgressSavesExist(jsm: JetStreamManager, { configure = false } = {}): Promise<void> {
  await ensureStreamNamed(jsm, PROGRESS_SAVES.stream, [PROGRESS_SAVES.subjects], { configure });
}

/**
 * Resolves once JetStream holds the save or removal (its ack), which is when it may be answered, with
 * its sequence in the stream. A traced request's record carries its trace, which the writer's batch
 * links to (trace-context.ts).
 */
export async function publishProgressRecord(js: JetStreamClient, record: ProgressRecord): Promise<number> {
  const headers = activeTraceHeaders();
  const subject = progressSaveSubject(profileOfRecord(record));
  return (await js.publish(subject, JSON.stringify(progressRecord.parse(record)), { headers })).seq;
}
