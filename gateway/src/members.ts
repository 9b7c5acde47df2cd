import type { NatsConnection } from 'nats';
import { identityEvents, type AuthUser } from '@cinevia/proto';
import {
  createHeld,
  createSubscriberBook,
  on,
  startReadModel,
  startSubscribersFeed,
  type Logger,
  type SubscriberBook,
} from '@cinevia/service-kit';

/**
 * How long a member's card is not trusted after this gateway passed on a write of theirs that may
 * change it, unless an event about them arrives first: longer than an event takes to come back.
 * Also how long the services' answer to a member asked may take to be kept.
 */
const WRITE_SETTLE_MS = 10_000;

type Card = Omit<AuthUser, 'isSubscribed'>;

/**
 * What the session check answers, for the members in use, in this gateway's memory: who they are
 * and whether they have Premium (billing's events). A card comes from a registration's event or
 * from the services' answer to a member not held (`answered`), follows identity's events while
 * held, and is let go when idle beyond `most` (the kit's `createHeld`). A member this gateway has
 * just passed a write of (a name, an email, a payment: `wrote`) is answered by the services again
 * until an event about them arrives, so a member reads their own change on their next request.
 */
export function createMemberCards(options: { subscribers?: SubscriberBook; clock?: () => number; most?: number } = {}) {
  // Unbounded unless told (tests); the gateway passes GATEWAY_MEMBERS_HELD, whose default the config keeps.
  const { subscribers = createSubscriberBook(), clock = () => Date.now(), most = Infinity } = options;
  const cards = new Map<string, Card>();
  const held = createHeld({ most, now: clock, letGo: (userId) => cards.delete(userId) });
  /** Members whose cards wait for the event of a write passed on here, until when. */
  const unsettled = new Map<string, number>();
  /**
   * Members not held, asked of the services since when (oldest first), and whether a change of
   * theirs was heard since: then the answer may predate it and is not kept.
   */
  const asked = new Map<string, { at: number; changed: boolean }>();

  function hold(card: Card): void {
    cards.set(card.id, card);
    held.touch(card.id, { loaded: true });
    unsettled.delete(card.id);
  }

  function ask(userId: string): void {
    const tooOld = clock() - WRITE_SETTLE_MS;
    for (const [id, { at }] of asked) {
      if (at > tooOld) break;
      asked.delete(id);
    }
    const changed = asked.get(userId)?.changed ?? false;
    asked.delete(userId);
    asked.set(userId, { at: clock(), changed });
  }

  return {
    subscribers,
    /** A registration: held, as the member's first page follows it. */
    put: hold,
    /** A change of name or email: taken by a card held, noted against an answer awaited. */
    update(userId: string, change: Pick<Card, 'email' | 'firstName' | 'lastName'>): void {
      const card = cards.get(userId);
      if (card) cards.set(userId, { ...card, ...change });
      const awaited = asked.get(userId);
      if (awaited) awaited.changed = true;
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
      if (!card) {
        ask(userId);
        return undefined;
      }
      const until = unsettled.get(userId);
      if (until !== undefined) {
        if (until > clock()) return undefined;
        unsettled.delete(userId);
      }
      held.touch(userId);
      return { ...card, isSubscribed: subscribers.hasPremium(userId, new Date(clock())) };
    },
    /** The services' answer for a member asked: held, unless a change of theirs came since the ask. */
    answered(member: Card & { isSubscribed?: boolean | null }): void {
      const { isSubscribed: _isSubscribed, ...card } = member;
      const awaited = asked.get(card.id);
      asked.delete(card.id);
      if (awaited && !awaited.changed && !cards.has(card.id)) hold(card);
    },
    get size() {
      return held.size;
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
 * Keeps the cards current: identity's events followed from now on (a card not held is asked of
 * the services when needed), billing's stream replayed at start (every subscriber's state), then
 * followed. Resolves once the subscribers are loaded.
 */
export async function followMembers(nc: NatsConnection, logger: Logger, most: number) {
  const cards = createMemberCards({ most });
  const identityFeed = await startReadModel(
    { name: 'gateway members', subscriptions: identitySubscriptions(cards) },
    { nc, logger },
  );
  const subscriptionsFeed = await startSubscribersFeed({
    name: 'gateway subscribers',
    nc,
    book: cards.subscribers,
    applied: cards.heard,
    logger,
  });
  logger.info({ subscribers: cards.subscribers.size }, 'subscribers loaded');
  return {
    cards,
    async stop() {
      await identityFeed.stop();
      await subscriptionsFeed.stop();
    },
  };
}
