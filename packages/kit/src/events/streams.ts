import { DiscardPolicy, RetentionPolicy, StorageType, nanos, type JetStreamManager } from 'nats';
import { DEAD_LETTER_STREAM, streamFor, type ServiceName } from '@cinevia/proto';

/** Window in which JetStream drops a repeated `Nats-Msg-Id`, covering a relay resending after a crash. */
const DUPLICATE_WINDOW_MS = 10 * 60_000;

/**
 * What the operator sets for every stream (`STREAM_*`, config.ts). The read models replay the event
 * streams whole at start, so history is never aged out of them: a stream at its size refuses new events
 * (the outboxes keep them and retry) rather than dropping old ones. Dead letters do age out.
 */
export interface StreamLimits {
  /** Copies of each stream in a NATS cluster (1 on a single server). */
  replicas: number;
  /** Bytes each stream may hold; -1: no limit. */
  maxBytes: number;
  /** Days a dead letter is kept; 0: until replayed. */
  deadLetterMaxAgeDays: number;
}

let limits: StreamLimits = { replicas: 1, maxBytes: -1, deadLetterMaxAgeDays: 0 };

/** Set once at start from the configuration, before any stream is ensured (boot.ts, the gateway). */
export function useStreamLimits(configured: StreamLimits): void {
  limits = configured;
}

/** What the operator set (the key-value buckets follow the streams' replicas). */
export const streamLimits = (): StreamLimits => limits;

/**
 * Makes the stream when missing, and when `configure` brings a kept one to the operator's limits:
 * only the process keeping a stream may change it (infrastructure-rights.ts in proto); the others
 * make a missing one as its keeper would, so that start-up order between services does not matter.
 */
export async function ensureStreamNamed(
  jsm: JetStreamManager,
  name: string,
  subjects: string[],
  { configure, maxAgeDays = 0 }: { configure: boolean; maxAgeDays?: number },
): Promise<void> {
  const config = {
    name,
    subjects,
    storage: StorageType.File,
    retention: RetentionPolicy.Limits,
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
    num_replicas: limits.replicas,
    max_bytes: limits.maxBytes,
    discard: DiscardPolicy.New,
    max_age: nanos(maxAgeDays * 24 * 60 * 60_000),
  };
  // A cluster electing, or busy with every service's start at once, may not answer in time: asked again.
  for (let attempt = 1; ; attempt++) {
    try {
      await jsm.streams.info(name);
      if (configure) await jsm.streams.update(name, config);
      return;
    } catch (error) {
      if (isNotFound(error)) return void (await jsm.streams.add(config));
      if (!isTimeout(error) || attempt === ENSURE_ATTEMPTS) throw error;
    }
  }
}

/** Tries at ensuring a stream, each waiting nats.js's request timeout (5 s). */
const ENSURE_ATTEMPTS = 6;

const isTimeout = (error: unknown) => error instanceof Error && error.message === 'TIMEOUT';

/** A stream or consumer JetStream does not have. */
export function isNotFound(error: unknown): boolean {
  return error instanceof Error && /not found/i.test(error.message);
}

/**
 * How a long-lived durable consumer pulls: each pull request stays open five minutes (nats.js asks
 * again as it expires) and the server's heartbeat comes every 30 s (nats.js's ceiling), where the
 * defaults (30 s and 15 s) woke an idle stack's NATS several times a second across its consumers.
 * A lost connection still shows within a minute (two missed heartbeats).
 */
export const LONG_PULL = { expires: 300_000 } as const;

/** A service's own stream, as it keeps it (boot.ts). */
export async function ensureStream(jsm: JetStreamManager, service: ServiceName): Promise<void> {
  const { name, subjects } = streamFor(service);
  await ensureStreamNamed(jsm, name, subjects, { configure: true });
}

/** Another service's stream, before reading it: made when missing, left as its keeper configured it. */
export async function ensureStreamExists(jsm: JetStreamManager, service: ServiceName): Promise<void> {
  const { name, subjects } = streamFor(service);
  await ensureStreamNamed(jsm, name, subjects, { configure: false });
}

/** Every consuming service keeps the dead letters with the operator's age limit. */
export async function ensureDeadLetterStream(jsm: JetStreamManager): Promise<void> {
  await ensureStreamNamed(jsm, DEAD_LETTER_STREAM.name, [...DEAD_LETTER_STREAM.subjects], {
    configure: true,
    maxAgeDays: limits.deadLetterMaxAgeDays,
  });
}
