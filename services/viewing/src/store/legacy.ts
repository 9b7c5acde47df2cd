import type { Connection } from 'mongoose';
import { startupLoad, type Logger } from '@cinevia/service-kit';
import { type GoneLookup } from '@cinevia/shared-models';
import { legacyListFolded } from '../domain/legacy';
import type { WatchlistEntry } from '../domain/member';
import type { Progress } from '../domain/progress';
import type { Viewers } from '../read-model/viewers';
import type { MemberStore } from './members';
import type { ProgressStore } from './progress';

/**
 * Before members' documents, viewing kept one document per member and film (`watch_progress`,
 * `watchlist`) and a copy of the catalogue's film ids (`known_videos`). A start that still finds
 * them folds their entries into the progress and members' documents and drops them, so progress and lists kept
 * under `.data/` survive the change. Reading them whole is a start-up load, done once: after it
 * the collections are gone and a start only lists collection names.
 */
const PER_FILM = { progress: 'watch_progress', list: 'watchlist' } as const;
const FORMER = [PER_FILM.progress, PER_FILM.list, 'known_videos'];

export async function foldLegacyCollections(options: {
  connection: Connection;
  members: MemberStore;
  progress: ProgressStore;
  /** The progress written for a member is what this replica holds of them, with the folded entries. */
  viewers: Pick<Viewers, 'ensure' | 'read' | 'restore'>;
  films: GoneLookup;
  logger: Logger;
}): Promise<void> {
  const { connection, members, progress: progressStore, viewers, films, logger } = options;
  const db = connection.db!;
  const present = new Set((await db.listCollections({}, { nameOnly: true }).toArray()).map(({ name }) => name));
  if (!FORMER.some((name) => present.has(name))) return;

  const readWhole = async <T>(name: string): Promise<T[]> =>
    present.has(name) ? ((await db.collection(name).find({}).toArray()) as unknown as T[]) : [];
  const [progress, list] = await startupLoad('viewing: fold per-film documents into members', () =>
    Promise.all([readWhole<Progress>(PER_FILM.progress), readWhole<WatchlistEntry>(PER_FILM.list)]),
  );

  const byMember = new Map<string, { progress: Progress[]; list: WatchlistEntry[] }>();
  const of = (userId: string) => byMember.get(userId) ?? byMember.set(userId, { progress: [], list: [] }).get(userId)!;
  for (const entry of progress) of(entry.userId).progress.push(entry);
  for (const entry of list) of(entry.userId).list.push(entry);
  for (const [userId, legacy] of byMember) {
    if (legacy.progress.length === 0) continue;
    await viewers.ensure(userId);
    viewers.restore(
      userId,
      Object.fromEntries(
        legacy.progress.map(({ videoId, seconds, duration, updatedAt }) => [videoId, { seconds, duration, updatedAt }]),
      ),
    );
  }
  await progressStore.write(new Set(progress.map((entry) => entry.userId)), viewers);
  for (const [userId, legacy] of byMember)
    // From before profiles: the member's list is their first profile's, which has their id.
    await members.update(
      { userId, profileId: userId },
      (member) => legacyListFolded(member, legacy.list, films),
      'legacy-fold',
    );

  for (const name of FORMER) {
    if (!present.has(name)) continue;
    // Another replica folding at the same time may have dropped it already.
    await db.dropCollection(name).catch((error: { code?: number }) => {
      if (error.code !== 26) throw error;
    });
  }
  logger.info({ members: byMember.size, progress: progress.length, list: list.length }, 'folded per-film documents');
}
