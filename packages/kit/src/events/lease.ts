import type { NatsConnection } from 'nats';
import { leaseBucketOf } from '@cinevia/proto';
import type { Logger } from '../logger';

export interface Lease {
  /** True while this process holds the lease and may act on it. */
  held(): boolean;
  stop(): Promise<void>;
}

/**
 * One holder at a time among a service's replicas, through a JetStream KV bucket whose entries
 * expire after `ttlMs`: a replica takes the lease by creating the key (refused while another
 * holds it) and keeps it by updating its own revision every third of the ttl. A holder that cannot
 * renew counts itself out a renewal before the key could expire, so two never act at once; a
 * holder that dies is replaced within the ttl.
 */
export async function holdLease(options: {
  nc: NatsConnection;
  name: string;
  logger: Logger;
  ttlMs?: number;
  /** Called when a lease this process held ends (not renewed in time, or stopped). */
  onLost?: () => void;
}): Promise<Lease> {
  const { nc, name, logger, ttlMs = 9_000 } = options;
  const renewEveryMs = ttlMs / 3;
  const kv = await nc.jetstream().views.kv(leaseBucketOf(name), { ttl: ttlMs, history: 1 });
  const holder = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  let revision = 0;
  /** Until when this process may act: one renewal short of the key's expiry. */
  let validUntil = 0;

  const held = () => Date.now() < validUntil;
  async function tick(): Promise<void> {
    const wasHeld = held();
    const startedAt = Date.now();
    try {
      revision = wasHeld ? await kv.update('holder', holder, revision) : await kv.create('holder', holder);
      validUntil = startedAt + ttlMs - renewEveryMs;
      if (!wasHeld) logger.info({ lease: name }, 'lease taken');
    } catch {
      // Held by another (create refused), or ours expired or unreachable (update refused).
      if (wasHeld) validUntil = 0;
    }
    if (wasHeld && !held()) {
      logger.warn({ lease: name }, 'lease lost');
      options.onLost?.();
    }
  }

  let running = tick();
  await running;
  const timer = setInterval(() => {
    running = running.then(tick);
  }, renewEveryMs);
  return {
    held,
    async stop() {
      clearInterval(timer);
      await running;
      if (held()) {
        validUntil = 0;
        options.onLost?.();
        await kv.delete('holder').catch(() => undefined);
      }
    },
  };
}
