import type { NatsConnection } from 'nats';
import { filmTerms, type FilmTerms, type SearchableFilm, type Video } from '@cinevia/proto';
import { type Logger } from '@cinevia/service-kit';
import { startKnownFilms, type CommissionedFilms, type FilmLookup } from '@cinevia/shared-models';

/** How long after a change the catalogue's replicas may still be applying it. */
const SETTLE_MS = 1_000;
/**
 * Changes remembered, for a kept reply to be checked against those since it was good; one older than
 * all of them is built again. A bulk import makes about 160 a second.
 */
const CHANGES_KEPT = 2_000;

/** A film or series change: the words a search finds it by now (null: deleted), and when it was seen. */
export interface FilmChange {
  id: string;
  terms: FilmTerms | null;
  at: number;
}

export interface CatalogueChanges {
  /** Bumped on every film and series change. */
  version(): number;
  /** False within a second of a change: a reply built now might still miss it in some replica. */
  settled(): boolean;
  /** The version before the changes of the last second, which a replica may still be applying. */
  settledVersion(): number;
  /** The changes after `version`, oldest first; undefined when some are older than the ones remembered. */
  changesSince(version: number): readonly FilmChange[] | undefined;
  /**
   * A film this gateway wrote, as the catalogue answered the write (null: deleted): read back at
   * once, and counted as a change before its event arrives (no reply cached before is served again).
   */
  wrote(id: string, video: Video | null): void;
  /** Which films exist and what they hold, with this gateway's own writes of the last second. */
  films: FilmLookup;
  /** The films commissioned by accounts, each private to its own (never in `films`). */
  commissioned: CommissionedFilms;
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
      // Episodes are not written through this gateway's film paths: as their events left them.
      playable: (id: string) => {
        const write = ownWrite(id);
        return write ? write.video !== null : films.playable(id);
      },
      seriesOf: (episodeId: string) => films.seriesOf(episodeId),
      series: (seriesId: string) => films.series(seriesId),
      // Series are not written through this gateway's film paths either.
      listable: (id: string) => {
        const write = ownWrite(id);
        return write ? write.video !== null : films.listable(id);
      },
    } satisfies FilmLookup,
  };
}

/** The catalogue's changes counted and remembered, the latest CHANGES_KEPT of them. */
export function createChangeLog(clock: () => number = Date.now) {
  let version = 0;
  /** The changes that made versions `version - changes.length + 1` to `version`, oldest first. */
  let changes: FilmChange[] = [];
  return {
    changed(id: string, title: SearchableFilm | null): void {
      version += 1;
      changes.push({ id, terms: title && filmTerms(title), at: clock() });
      if (changes.length >= 2 * CHANGES_KEPT) changes = changes.slice(-CHANGES_KEPT);
    },
    reader: {
      version: () => version,
      settled: () => (changes.at(-1)?.at ?? -Infinity) <= clock() - SETTLE_MS,
      settledVersion(): number {
        const since = clock() - SETTLE_MS;
        let unsettled = 0;
        while (unsettled < changes.length && changes[changes.length - 1 - unsettled]!.at > since) unsettled += 1;
        return version - unsettled;
      },
      changesSince(since: number): readonly FilmChange[] | undefined {
        const first = changes.length - (version - since);
        return first < 0 ? undefined : changes.slice(first);
      },
    } satisfies Omit<CatalogueChanges, 'wrote' | 'films' | 'commissioned' | 'stop'>,
  };
}

/**
 * Follows the catalogue's events (an ordered consumer of the gateway's own) so that replies built
 * from the whole catalogue are built once per change, not once per request, and so that the gateway
 * knows which films exist and serves a film by id without a hop.
 */
export async function watchCatalogue(nc: NatsConnection, logger: Logger): Promise<CatalogueChanges> {
  const log = createChangeLog();
  const { films, feed } = await startKnownFilms({
    name: 'gateway',
    nc,
    logger,
    changed: log.changed,
    commissioned: true,
  });
  const own = withOwnWrites(films);
  return {
    ...log.reader,
    wrote(id, video) {
      log.changed(id, video);
      own.wrote(id, video);
    },
    films: own.films,
    commissioned: films.commissioned,
    stop: () => feed.stop(),
  };
}
