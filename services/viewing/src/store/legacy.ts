import type { Connection } from 'mongoose';
import { startupLoad, type Logger } from '@cinevia/service-kit';
import type { GoneLookup } from '../domain/films';
import { legacyFolded } from '../domain/legacy';
import type { WatchlistEntry } from '../domain/member';
import type { Progress } from '../domain/progress';
import type { MemberStore } from './members';

/**
 * Before members' documents, viewing kept one document per member and film (`watch_progress`,
 * `watchlist`) and a copy of the catalogue's film ids (`known_videos`). A start that still finds
 * them folds their entries into members' documents and drops them, so progress and lists kept
 * under `.data/` survive the change. Reading them whole is a start-up load, done once: after it
 * the collections are gone and a start only lists collection names.
 */
const PER_FILM = { progress: 'watch_progress', list: 'watchlist' } as const;
const FORMER = [PER_FILM.progress, PER_FILM.list, 'known_videos'];

export async function foldLegacyCollections(options: {
  connection: Connection;
  members: MemberStore;
  films: GoneLookup;
  logger: Logger;
}): Promise<void> {
  const { connection, members, films, logger } = options;
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
  for (const [userId, legacy] of byMember)
    await members.update(userId, (member) => legacyFolded(member, legacy, films));

  for (const name of FORMER) {
    if (!present.has(name)) continue;
    // Another replica folding at the same time may have dropped it already.
    await db.dropCollection(name).catch((error: { code?: number }) => {
      if (error.code !== 26) throw error;
    });
  }
  logger.info({ members: byMember.size, progress: progress.length, list: list.length }, 'folded per-film documents');
}
