import { profileOfRecord, viewingEvents } from '@cinevia/proto';
import { on, type Logger, type ReadModel } from '@cinevia/service-kit';
import type { MemberStore } from '../store/members';
import type { ListBook } from './list-book';

/**
 * Keeps this replica's list book current: every stored list loaded at start, then every
 * `viewing.list.changed` from the moment before the load, through an ordered consumer of this
 * replica. A list's event is published only after its document is written (the outbox), so a change
 * is either in the load or after the feed's starting point; one in both counts once (versions).
 */
export function listFeed(lists: ListBook, members: MemberStore, logger: Logger): ReadModel {
  return {
    name: 'viewing lists',
    subscriptions: [
      on(viewingEvents.listChanged, async ({ data }) => {
        const entries = Object.fromEntries(
          data.entries.map(({ videoId, addedAt }) => [videoId, { addedAt: new Date(addedAt) }]),
        );
        lists.apply(profileOfRecord(data), data.version, entries);
      }),
    ],
    load: async () => {
      await members.loadLists();
      logger.info({ members: lists.size }, 'list book loaded');
    },
  };
}
