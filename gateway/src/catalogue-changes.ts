import type { NatsConnection } from 'nats';
import { startKnownFilms, type FilmLookup, type Logger } from '@cinevia/service-kit';

/** How long after a change the catalogue's replicas may still be applying it. */
const SETTLE_MS = 1_000;

export interface CatalogueChanges {
  /** Bumped on every film change. */
  version(): number;
  /** False within a second of a change: a reply built now might still miss it in some replica. */
  settled(): boolean;
  /** A change this gateway passed on itself: counted at once, before its event arrives. */
  touch(): void;
  /** Which films exist (a progress save for any other is refused here). */
  films: FilmLookup;
  stop(): Promise<void>;
}

/**
 * Follows the catalogue's events (an ordered consumer of the gateway's own) so that replies built
 * from the whole catalogue are built once per change, not once per request, and so that the gateway
 * knows which films exist.
 */
export async function watchCatalogue(nc: NatsConnection, logger: Logger): Promise<CatalogueChanges> {
  let version = 0;
  let changedAt = 0;
  const touch = () => {
    version += 1;
    changedAt = Date.now();
  };
  const { films, feed } = await startKnownFilms({ name: 'gateway', nc, logger, changed: touch });
  return {
    version: () => version,
    settled: () => Date.now() - changedAt >= SETTLE_MS,
    touch,
    films,
    stop: () => feed.stop(),
  };
}
