import { commissionsEvents, type Video } from '@cinevia/proto';
import { on, type Subscription } from '@cinevia/service-kit';

/** A commissioned film as held: the film, the account it is private to, and its delivery's version. */
interface Held {
  video: Video;
  ownerId: string;
  version: number;
}

/**
 * The films the studio delivered to the accounts that commissioned them (commissions'
 * `film_request.delivered`), each private to its account: never in the catalogue's lists, and
 * found by id only by its account. Built from the events alone, in memory; a delivery again
 * replaces the film (the newest version wins, so a replay or a late event changes nothing).
 */
export function createCommissionedFilms() {
  const films = new Map<string, Held>();
  const byOwner = new Map<string, Set<string>>();
  return {
    delivered(video: Video, ownerId: string, version: number): void {
      const held = films.get(video.id);
      if (held && held.version >= version) return;
      films.set(video.id, { video, ownerId, version });
      byOwner.set(ownerId, (byOwner.get(ownerId) ?? new Set()).add(video.id));
    },
    /** The film, when `accountId` is the account it was made for; undefined for anyone else. */
    ownedBy(id: string, accountId: string | null): Video | undefined {
      const held = films.get(id);
      return held && accountId !== null && held.ownerId === accountId ? held.video : undefined;
    },
    /** The film whoever it was made for: the administrator's. */
    any: (id: string): Video | undefined => films.get(id)?.video,
    /** An account's films, newest first. */
    of(accountId: string): Video[] {
      const own = [...(byOwner.get(accountId) ?? [])].map((id) => films.get(id)!.video);
      return own.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
    },
  };
}
export type CommissionedFilms = ReturnType<typeof createCommissionedFilms>;

/** Commissions' deliveries, applied to the commissioned films (replayed whole at start: the stream is kept whole). */
export const commissionedFilmEvents = (films: CommissionedFilms): Subscription[] => [
  on(commissionsEvents.filmRequestDelivered, async ({ data }) => films.delivered(data.film, data.userId, data.version)),
];
