import type { NatsConnection } from 'nats';
import type { Video } from '@cinevia/proto';
import { startKnownFilms, type FilmLookup, type Logger } from '@cinevia/service-kit';

/** How long after a change the catalogue's replicas may still be applying it. */
const SETTLE_MS = 1_000;

export interface CatalogueChanges {
  /** Bumped on every film change. */
  version(): number;
  /** False within a second of a change: a reply built now might still miss it in some replica. */
  settled(): boolean;
  /**
   * A film this gateway wrote, as the catalogue answered the write (null: deleted): read back at
   * once, and counted as a change before its event arrives (no reply cached before is served again).
   */
  wrote(id: string, video: Video | null): void;
  /** Which films exist and what they hold, with this gateway's own writes of the last second. */
  films: FilmLookup;
  stop(): Promise<void>;
}

/**
 * The films as their events left them, with the films this gateway wrote itself in the last second
 * laid over them: a film just added, edited or deleted through this gateway reads back as the
 * catalogue saved it, even before its event arrives, while every other film is served from the copy
 * as usual (a write slows no reads but its own film's).
 */
export function withOwnWrites(films: FilmLookup, clock: () => number = Date.now) {
  /** Oldest first: a film written again moves to the end. */
  const recent = new Map<string, { video: Video | null; until: number }>();
  const ownWrite = (id: string) => {
    const write = recent.get(id);
    return write && write.until > clock() ? write : undefined;
  };
  return {
    wrote(id: string, video: Video | null): void {
      for (const [oldest, { until }] of recent) {
        if (until > clock()) break;
        recent.delete(oldest);
      }
      recent.delete(id);
      recent.set(id, { video, until: clock() + SETTLE_MS });
    },
    films: {
      exists: (id: string) => {
        const write = ownWrite(id);
        return write ? write.video !== null : films.exists(id);
      },
      isGone: (id: string) => {
        const write = ownWrite(id);
        return write ? write.video === null : films.isGone(id);
      },
      video: (id: string) => {
        const write = ownWrite(id);
        return write ? (write.video ?? undefined) : films.video(id);
      },
    } satisfies FilmLookup,
  };
}

/**
 * Follows the catalogue's events (an ordered consumer of the gateway's own) so that replies built
 * from the whole catalogue are built once per change, not once per request, and so that the gateway
 * knows which films exist and serves a film by id without a hop.
 */
export async function watchCatalogue(nc: NatsConnection, logger: Logger): Promise<CatalogueChanges> {
  let version = 0;
  let changedAt = 0;
  const touch = () => {
    version += 1;
    changedAt = Date.now();
  };
  const { films, feed } = await startKnownFilms({ name: 'gateway', nc, logger, changed: touch });
  const own = withOwnWrites(films);
  return {
    version: () => version,
    settled: () => Date.now() - changedAt >= SETTLE_MS,
    wrote(id, video) {
      touch();
      own.wrote(id, video);
    },
    films: own.films,
    stop: () => feed.stop(),
  };
}
