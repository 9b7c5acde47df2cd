import type { Connection } from 'mongoose';
import type { StoredViewer } from '../read-model/viewers';
import { decodeList, decodeProgress, decodeRatings } from './member-codec';
import { memberModel } from './members';
import { progressModel } from './progress';

/** Reads what the database holds of one profile, its two documents by `_id` (not their outboxes), for read-model/viewers. */
export function createViewerReader(connection: Connection): (profileId: string) => Promise<StoredViewer> {
  const Members = memberModel(connection);
  const Progress = progressModel(connection);
  return async (profileId) => {
    const [progress, member] = await Promise.all([
      Progress.findById(profileId, { entries: 1, clearedAt: 1, ratings: 1 }).lean(),
      Members.findById(profileId, { list: 1, listVersion: 1 }).lean(),
    ]);
    return {
      progress: decodeProgress(progress?.entries),
      historyClearedAt: progress?.clearedAt,
      ratings: decodeRatings(progress?.ratings),
      list: { version: member?.listVersion ?? 0, entries: decodeList(member?.list) },
    };
  };
}
