import type { NatsConnection } from 'nats';
import { billingEvents } from '@cinevia/proto';
import { on, startReplayedReadModel, type Logger, type Subscription } from '@cinevia/service-kit';
import { dayOf } from '../domain/insights';

/** How many days of new subscribers are kept: Insights' longest period. */
const KEPT_DAYS = 30;

/**
 * The members whose Premium began, by UTC day, for admin-web's Insights: from billing's
 * activations (replayed at start, then followed), the last KEPT_DAYS days of them. A member counts
 * once a day however often the event comes.
 */
export function createNewSubscribers(now: () => number = Date.now) {
  const byDay = new Map<string, Set<string>>();
  return {
    activated(userId: string, at: number): void {
      const oldest = dayOf(now() - (KEPT_DAYS - 1) * 86_400_000);
      const day = dayOf(at);
      if (day < oldest) return;
      byDay.set(day, (byDay.get(day) ?? new Set()).add(userId));
      for (const kept of byDay.keys()) if (kept < oldest) byDay.delete(kept);
    },
    on: (day: string): number => byDay.get(day)?.size ?? 0,
  };
}
export type NewSubscribers = ReturnType<typeof createNewSubscribers>;

const newSubscriberEvents = (subscribers: NewSubscribers): Subscription[] => [
  on(billingEvents.subscriptionActivated, async ({ data, occurredAt }) =>
    subscribers.activated(data.userId, Date.parse(occurredAt)),
  ),
];

/** The new subscribers from billing's activations alone, replayed from its stream, then followed. */
export async function startNewSubscribers(options: { nc: NatsConnection; logger: Logger }) {
  const subscribers = createNewSubscribers();
  const feed = await startReplayedReadModel({
    name: 'viewing new subscribers',
    service: 'billing',
    subscriptions: newSubscriberEvents(subscribers),
    onlyTheirSubjects: true,
    ...options,
  });
  return { subscribers, feed };
}
