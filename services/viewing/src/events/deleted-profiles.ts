import { identityEvents } from '@cinevia/proto';
import { on, type ReadModel, type Subscription } from '@cinevia/service-kit';
import type { Viewers } from '../read-model/viewers';
import type { MemberStore } from '../store/members';
import type { ProgressStore } from '../store/progress';

/**
 * A deleted profile's list and progress go with it. Every replica forgets its progress at once (a
 * read model, so no replica keeps serving or writing it back); one replica empties its list, which
 * is announced like any list change, and removes its stored progress (the service's durable
 * consumer). Both are harmless to repeat.
 */
export function deletedProfilesFeed(viewers: Pick<Viewers, 'forget'>): ReadModel {
  return {
    name: 'viewing deleted profiles',
    subscriptions: [on(identityEvents.profileDeleted, async ({ data }) => viewers.forget(data.profileId))],
    // Profiles deleted before this replica started have no stored progress left to load.
    load: async () => {},
  };
}

export function deletedProfileSubscriptions(deps: {
  viewers: Pick<Viewers, 'forget'>;
  members: Pick<MemberStore, 'clearList'>;
  progress: Pick<ProgressStore, 'remove'>;
}): Subscription[] {
  return [
    on(identityEvents.profileDeleted, async ({ data, correlationId }) => {
      deps.viewers.forget(data.profileId);
      await deps.members.clearList({ userId: data.userId, profileId: data.profileId }, correlationId);
      await deps.progress.remove(data.profileId);
    }),
  ];
}
