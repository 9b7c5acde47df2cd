import { profileOfRecord, viewingEvents } from '@cinevia/proto';
import { on, type ReadModel } from '@cinevia/service-kit';
import type { Viewers } from './viewers';

/**
 * Keeps the lists of the profiles this replica holds current: every `viewing.list.changed` from
 * this replica's start, through an ordered consumer of its own. Nothing is loaded at start: a
 * profile's list is read with it when first needed (read-model/viewers), and a change published
 * before that read is in the document it reads (the outbox publishes after writing).
 */
export function listFeed(viewers: Pick<Viewers, 'listChanged'>): ReadModel {
  return {
    name: 'viewing lists',
    subscriptions: [
      on(viewingEvents.listChanged, async ({ data }) => {
        const entries = Object.fromEntries(
          data.entries.map(({ videoId, addedAt }) => [videoId, { addedAt: new Date(addedAt) }]),
        );
        viewers.listChanged(profileOfRecord(data), data.version, entries);
      }),
    ],
    load: async () => {},
  };
}
