import { RetentionPolicy, StorageType, nanos, type JetStreamManager } from 'nats';
import { DEAD_LETTER_STREAM, streamFor, type ServiceName } from '@cinevia/proto';

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
