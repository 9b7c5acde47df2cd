import {
  DomainError,
  savedAtOf,
  type ProgressRecord,
  type ProgressSave,
  type Rating,
  type WatchProgressBody,
} from '@cinevia/proto';
import type { HeldSubscribers, KnownFilms } from '@cinevia/shared-models';
import { addedToList, removedFromList, type WatchlistEntry } from './domain/member';
import type { MemberStore } from './store/members';

/** The member (whose Premium counts) and the profile watching (whose list and progress it is). */
export type Viewer = { userId: string; profileId: string };

const PREMIUM_ONLY = 'My List is part of Premium. Subscribe to save films to your list.';

export interface ViewingDependencies {
  members: MemberStore;
  /** Resolves once JetStream holds the save or removal, with its sequence in the stream. */
  publishRecord: (record: ProgressRecord) => Promise<number>;
  /** Resolves once this replica's books hold every record up to the stream's `sequence`. */
  applied: (sequence: number) => Promise<void>;
  /** The subscriptions of the accounts in use (the request's context holds its account's). */
  subscribers: Pick<HeldSubscribers, 'hasPremium' | 'refresh'>;
  films: Pick<KnownFilms, 'forAccount'>;
  now: () => Date;
}

/**
 * Viewing's use-cases. A progress save is answered once JetStream holds it (read-model/progress-feed
 * applies it behind), a removal from history once this replica applied it too; each My List write
 * is one `_id` read and at most one `_id` update of the member's document, its event in the outbox
 * with the request's `correlationId`.
 */
export function createViewing({ members, publishRecord, applied, subscribers, films, now }: ViewingDependencies) {
  const mayUse = (userId: string) => subscribers.hasPremium(userId, now());

  /** Refused only once the account's subscription, read again, says so (a payment may be seconds old). */
  async function ensurePremium(userId: string): Promise<void> {
    if (mayUse(userId)) return;
    await subscribers.refresh(userId);
    if (!mayUse(userId)) throw new DomainError(PREMIUM_ONLY, 'PAYMENT_REQUIRED');
  }

  // A film commissioned by another account is unknown to this one.
  function ensureListable(viewer: Viewer, id: string): void {
    if (!films.forAccount(viewer.userId).listable(id)) throw new DomainError('Video not found', 'NOT_FOUND');
  }

  function ensurePlayable(viewer: Viewer, id: string): void {
    if (!films.forAccount(viewer.userId).playable(id)) throw new DomainError('Video not found', 'NOT_FOUND');
  }

  return {
    /** Whether the member may use My List now (their subscription, held). */
    mayUseMyList: mayUse,
    /** Refuses a member who may not use My List now. */
    ensurePremium,

    /** Where the profile stopped: its own progress, apart from the account's other profiles. */
    async saveProgress(viewer: Viewer, input: WatchProgressBody): Promise<ProgressSave> {
      const { videoId, progress, duration } = input;
      ensurePlayable(viewer, videoId);
      const save = {
        userId: viewer.userId,
        profileId: viewer.profileId,
        videoId,
        progress,
        duration,
        savedAt: savedAtOf(input.savedAt, now()).toISOString(),
      };
      await publishRecord(save);
      return save;
    },

    /**
     * Takes a title (`videoId`), or every title, out of the profile's history and Continue Watching,
     * as of `at` (the client's clock, as a save's `savedAt`, so the removal is ordered with the player's
     * saves). Answered once this replica shows it; the others apply it within milliseconds.
     */
    async removeFromHistory(viewer: Viewer, videoId: string | undefined, at: number | undefined): Promise<void> {
      const removedAt = savedAtOf(at, now()).toISOString();
      await applied(await publishRecord({ ...viewer, ...(videoId !== undefined && { videoId }), removedAt }));
    },

    /**
     * The profile's thumbs for a film or a series (null clears them), as of `at` (the client's clock,
     * as a removal's). Answered once this replica holds it; announced once stored.
     */
    async rate(viewer: Viewer, videoId: string, rating: Rating | null, at: number | undefined): Promise<void> {
      ensureListable(viewer, videoId);
      const ratedAt = savedAtOf(at, now()).toISOString();
      await applied(await publishRecord({ ...viewer, videoId, rating, ratedAt }));
    },

    /** The profile's own list, if the account has Premium. Adding twice is harmless: the entry keeps its first date. */
    async addToMyList(viewer: Viewer, videoId: string, correlationId: string): Promise<WatchlistEntry> {
      await ensurePremium(viewer.userId);
      ensureListable(viewer, videoId);
      const entry = { userId: viewer.profileId, videoId, addedAt: now() };
      return members.update(
        viewer,
        (member) => addedToList(member, entry, films.forAccount(viewer.userId)),
        correlationId,
      );
    },

    /** True if the film was in the list. */
    async removeFromMyList(viewer: Viewer, videoId: string, correlationId: string): Promise<boolean> {
      await ensurePremium(viewer.userId);
      return members.update(
        viewer,
        (member) => removedFromList(member, videoId, films.forAccount(viewer.userId)),
        correlationId,
      );
    },
  };
}
export type Viewing = ReturnType<typeof createViewing>;
