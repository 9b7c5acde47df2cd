import type { NatsConnection } from 'nats';
import { catalogueEvents } from '@cinevia/proto';
import { on, startReadModel, type Logger } from '@cinevia/service-kit';

/** How long after a change the catalogue's replicas may still be applying it. */
const SETTLE_MS = 1_000;

export interface CatalogueChanges {
  /** Bumped on every film change. */
  version(): number;
  /** False within a second of a change: a reply built now might still miss it in some replica. */
  settled(): boolean;
  /** A change this gateway passed on itself: counted at once, before its event arrives. */
  touch(): void;
  stop(): Promise<void>;
}

/**
 * Follows the catalogue's events (an ordered consumer of the gateway's own) so that replies built
 * from the whole catalogue are built once per change, not once per request.
 */
export async function watchCatalogue(nc: NatsConnection, logger: Logger): Promise<CatalogueChanges> {
  let version = 0;
  let changedAt = 0;
  const touch = () => {
    version += 1;
    changedAt = Date.now();
  };
  const changed = async () => touch();
  const feed = await startReadModel({
    name: 'gateway catalogue changes',
    nc,
    subscriptions: [
      on(catalogueEvents.videoCreated, changed),
      on(catalogueEvents.videoUpdated, changed),
      on(catalogueEvents.videoDeleted, changed),
    ],
    load: async () => undefined,
    logger,
  });
  return {
    version: () => version,
    settled: () => Date.now() - changedAt >= SETTLE_MS,
    touch,
    stop: () => feed.stop(),
  };
}
