import type { GoneLookup } from '@cinevia/shared-models';
import {
  afterChange,
  droppingGone,
  MY_LIST_MAX,
  own,
  type Decision,
  type MemberList,
  type WatchlistEntry,
} from './member';

/**
 * Folds a member's My List entries from the former one-document-per-film collection into their
 * document. An entry goes in only where the document lacks it, so folding again (a start that
 * crashed half-way) changes nothing; the bound holds as for any write. (Their progress entries go
 * to the progress book, which keeps the newer of two by itself.)
 */
export function legacyListFolded(member: MemberList, legacy: WatchlistEntry[], films: GoneLookup): Decision<void> {
  const change = droppingGone(member, films);
  let listed = afterChange(member.list, change.list).length;
  const newestFirst = [...legacy].sort((a, b) => b.addedAt.getTime() - a.addedAt.getTime());
  for (const { videoId, addedAt } of newestFirst) {
    if (films.isGone(videoId) || own(member.list, videoId) || change.list.has(videoId) || listed >= MY_LIST_MAX)
      continue;
    change.list.set(videoId, { addedAt });
    listed += 1;
  }
  return { change, result: undefined };
}
