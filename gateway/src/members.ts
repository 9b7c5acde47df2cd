import type { NatsConnection } from 'nats';
import { identityEvents, type AuthUser } from '@cinevia/proto';
import {
  createSubscriberBook,
  on,
  startReplayedReadModel,
  startSubscribersFeed,
  type Logger,
  type SubscriberBook,
} from '@cinevia/service-kit';

/**
 * How long a member's card is not trusted after this gateway passed on a write of theirs that may
 * change it, unless an event about them arrives first: longer than an event takes to come back.
 */
const WRITE_SETTLE_MS = 10_000;

type Card = Omit<AuthUser, 'isSubscribed'>;

/**
 * What the session check answers, for every member, in this gateway's memory: who they are from
 * identity's events and whether they have Premium from billing's. A member this gateway has just
 * passed a write of (a name, an email, a payment: `wrote`) is answered by the services again until
 * an event about them arrives, so a member reads their own change on their next request.
 */
export function createMemberCards(subscribers: SubscriberBook = createSubscriberBook(), clock = () => Date.now()) {
  const cards = new Map<string, Card>();
  /** Members whose cards wait for the event of a write passed on here, until when. */
  const unsettled = new Map<string, number>();

  return {
    subscribers,
    put(card: Card): void {
      cards.set(card.id, card);
      unsettled.delete(card.id);
    },
    /** A change of name or email; a member not yet registered here is left to their registration. */
    update(userId: string, change: Pick<Card, 'email' | 'firstName' | 'lastName'>): void {
      const card = cards.get(userId);
      if (card) cards.set(userId, { ...card, ...change });
      unsettled.delete(userId);
    },
    /** An event about the member was applied (a subscription's, say): their card is current again. */
    heard(userId: string): void {
      unsettled.delete(userId);
    },
    wrote(userId: string): void {
      unsettled.set(userId, clock() + WRITE_SETTLE_MS);
    },
    /** The member as `GET /api/auth/user` answers, or undefined when only the services can say now. */
    authUser(userId: string): AuthUser | undefined {
      const card = cards.get(userId);
      if (!card) return undefined;
      const until = unsettled.get(userId);
      if (until !== undefined) {
        if (until > clock()) return undefined;
        unsettled.delete(userId);
      }
      return { ...card, isSubscribed: subscribers.hasPremium(userId, new Date(clock())) };
    },
    get size() {
      return cards.size;
    },
  };
}
export type MemberCards = ReturnType<typeof createMemberCards>;

/** Identity's member events, applied to the cards. */
const identitySubscriptions = (cards: MemberCards) => [
  on(identityEvents.userRegistered, async ({ data }) => {
    const { userId, email, firstName, lastName, registeredAt } = data;
    cards.put({ id: userId, email, firstName, lastName, createdAt: registeredAt });
  }),
  on(identityEvents.userUpdated, async ({ data }) => {
    const { userId, email, firstName, lastName } = data;
    cards.update(userId, { email, firstName, lastName });
  }),
];

/**
 * Keeps the cards current: identity's and billing's streams replayed at start (kept whole, so
 * every member is there), then followed. Resolves once both are loaded.
 */
export async function followMembers(nc: NatsConnection, logger: Logger) {
  const cards = createMemberCards();
  const identityFeed = await startReplayedReadModel({
    name: 'gateway members',
    nc,
    service: 'identity',
    subscriptions: identitySubscriptions(cards),
    logger,
  });
  const subscriptionsFeed = await startSubscribersFeed({
    name: 'gateway subscribers',
    nc,
    book: cards.subscribers,
    applied: cards.heard,
    logger,
  });
  logger.info({ members: cards.size, subscribers: cards.subscribers.size }, 'members loaded');
  return {
    cards,
    async stop() {
      await identityFeed.stop();
      await subscriptionsFeed.stop();
    },
  };
}
