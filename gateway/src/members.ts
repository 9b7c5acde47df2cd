import type { NatsConnection } from 'nats';
import { hasPremiumAccess, identityEvents, type AuthUser, type SubscriptionStatus } from '@cinevia/proto';
import { createHeld, on, startReadModel, type Logger } from '@cinevia/service-kit';
import { followSubscribers, openSubscriberStates, type SubscriberState } from '@cinevia/shared-models';

/**
 * How long a member's card is not trusted after this gateway passed on a write of theirs that may
 * change it, unless an event about them arrives first: longer than an event takes to come back.
 * Also how long the services' answer to a member asked may take to be kept.
 */
const WRITE_SETTLE_MS = 10_000;

/** A member's Premium as a card holds it: billing's state, and the version of its last event (0: from an answer). */
type Premium = Omit<SubscriberState, 'userId'>;

type Card = Omit<AuthUser, 'isSubscribed'> & { premium: Premium | null };

/** What the services answer for a member not held: the session check's fields, and their subscription. */
export type AnsweredMember = Omit<AuthUser, 'isSubscribed'> & {
  subscription: { status: SubscriptionStatus; currentPeriodEnd?: string | null } | null;
};

/**
 * What the session check answers, for the members in use, in this gateway's memory: who they are
 * and their Premium. A card comes from a registration's event or from the services' answer to a
 * member not held (`answered`, with their subscription), follows identity's and billing's events
 * while held, and is let go when idle beyond `most` (the kit's `createHeld`); nothing is held of
 * a member not in use, subscribers included. A member this gateway has just passed a write of (a
 * name, an email, a payment: `wrote`) is answered by the services again until an event about them
 * arrives, so a member reads their own change on their next request.
 */
export function createMemberCards(options: { clock?: () => number; most?: number } = {}) {
  // Unbounded unless told (tests); the gateway passes GATEWAY_MEMBERS_HELD, whose default the config keeps.
  const { clock = () => Date.now(), most = Infinity } = options;
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

  /** A change of the member's own heard: an answer asked before it may predate it, and is not kept. */
  function heardWhileAsked(userId: string): void {
    const awaited = asked.get(userId);
    if (awaited) awaited.changed = true;
    unsettled.delete(userId);
  }

  return {
    /** A registration: held, as the member's first page follows it (no subscription yet). */
    put: (member: Omit<Card, 'premium'>) => hold({ ...member, premium: null }),
    /** A change of name or email: taken by a card held, noted against an answer awaited. */
    update(userId: string, change: Pick<Card, 'email' | 'firstName' | 'lastName'>): void {
      const card = cards.get(userId);
      if (card) cards.set(userId, { ...card, ...change });
      heardWhileAsked(userId);
    },
    /** A subscription's new state: taken by a card held unless older than what it holds. */
    subscriptionChanged({ userId, ...premium }: SubscriberState): void {
      const card = cards.get(userId);
      if (card && (card.premium?.version ?? 0) < premium.version) cards.set(userId, { ...card, premium });
      heardWhileAsked(userId);
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
      const { premium, ...member } = card;
      return { ...member, isSubscribed: hasPremiumAccess(premium, new Date(clock())) };
    },
    /** The services' answer for a member asked: held, unless a change of theirs came since the ask. */
    answered({ subscription, ...member }: AnsweredMember): void {
      const awaited = asked.get(member.id);
      asked.delete(member.id);
      if (!awaited || awaited.changed || cards.has(member.id)) return;
      const premium = subscription && {
        status: subscription.status,
        currentPeriodEnd: subscription.currentPeriodEnd ? new Date(subscription.currentPeriodEnd) : null,
        version: 0,
      };
      hold({ ...member, premium });
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
 * Keeps the cards current: identity's events and billing's bucket of subscriber states followed
 * from now on (a member not held is asked of the services when needed, their subscription with
 * them). The bucket rather than billing's events, so a member the gateway says is subscribed is
 * subscribed to viewing too, which reads that bucket.
 */
export async function followMembers(nc: NatsConnection, logger: Logger, most: number) {
  const cards = createMemberCards({ most });
  const identityFeed = await startReadModel(
    { name: 'gateway members', subscriptions: identitySubscriptions(cards) },
    { nc, logger },
  );
  const subscriptionsFeed = await followSubscribers({
    nc,
    kv: await openSubscriberStates(nc),
    changed: cards.subscriptionChanged,
    name: 'gateway subscriptions',
    logger,
  });
  return {
    cards,
    async stop() {
      await identityFeed.stop();
      await subscriptionsFeed.stop();
    },
  };
}
