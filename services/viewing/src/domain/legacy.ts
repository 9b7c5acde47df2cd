import type { GoneLookup } from './films';
import {
  afterChange,
  droppingGone,
  keepingNewest,
  MY_LIST_MAX,
  own,
  type Decision,
  type MemberViewing,
  type WatchlistEntry,
} from './member';
import type { Progress } from './progress';

/**
 * Folds a member's entries from the former one-document-per-film collections into their document.
 * An entry goes in only where the document holds nothing newer, so folding again (a start that
 * crashed half-way) changes nothing; the bounds hold as for any write.
 */
export function legacyFolded(
  member: MemberViewing,
  legacy: { progress: Progress[]; list: WatchlistEntry[] },
  films: GoneLookup,
): Decision<void> {
  const change = droppingGone(member, films);
  for (const { videoId, seconds, duration, updatedAt } of legacy.progress) {
    const current = own(member.progress, videoId);
    if (films.isGone(videoId) || (current && current.updatedAt >= updatedAt)) continue;
    change.progress.set(videoId, { seconds, duration, updatedAt });
  }
  let listed = afterChange(member.list, change.list).length;
  const newestFirst = [...legacy.list].sort((a, b) => b.addedAt.getTime() - a.addedAt.getTime());
  for (const { videoId, addedAt } of newestFirst) {
    if (films.isGone(videoId) || own(member.list, videoId) || change.list.has(videoId) || listed >= MY_LIST_MAX)
      continue;
    change.list.set(videoId, { addedAt });
    listed += 1;
  }
  return { change: keepingNewest(member, change), result: undefined };
}
