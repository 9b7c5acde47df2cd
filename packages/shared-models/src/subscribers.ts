import type { JsMsg, KV, KvEntry, NatsConnection } from 'nats';
import { billingEvents, hasPremiumAccess, SUBSCRIBERS_BUCKET, type SubscriptionStatus } from '@cinevia/proto';
import {
  createHeld,
  followStream,
  type Logger,
  on,
  type Pulling,
  streamLimits,
  type Subscription,
} from '@cinevia/service-kit';

/** A member's subscription as billing last announced it. Versions order them: the newest wins. */
export interface SubscriberState {
  userId: string;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  version: number;
}

/** The bucket's own key saying every subscription from before the bucket is in it. */
export const SUBSCRIBERS_BACKFILLED = '_backfilled';

/**
 * Every member's subscription state by member id, in a JetStream key-value bucket that billing
 * writes from its own events (`recordSubscriber`) and any service reads by key: what a replica
 * holding only the members in use asks on a miss. A replica's feed follows the same bucket
 * (`followSubscribers`), so what it read and what it hears come from one stream in one order.
 */
export function openSubscriberStates(nc: NatsConnection): Promise<KV> {
  return nc.jetstream().views.kv(SUBSCRIBERS_BUCKET, { history: 1, replicas: streamLimits().replicas });
}

const encode = ({ status, currentPeriodEnd, version }: SubscriberState) =>
  JSON.stringify({ status, currentPeriodEnd: currentPeriodEnd?.toISOString() ?? null, version });

function decode(userId: string, bytes: Uint8Array): SubscriberState | null {
  if (bytes.length === 0) return null;
  const stored = JSON.parse(new TextDecoder().decode(bytes)) as {
    status: SubscriptionStatus;
    currentPeriodEnd: string | null;
    version: number;
  };
  const currentPeriodEnd = stored.currentPeriodEnd ? new Date(stored.currentPeriodEnd) : null;
  return { userId, status: stored.status, currentPeriodEnd, version: stored.version };
}

const stateOf = (entry: KvEntry | null): SubscriberState | null =>
  entry && entry.operation === 'PUT' ? decode(entry.key, entry.value) : null;

/** Tries at a write racing another writer of the same member (each try reads the newest first). */
const RECORD_ATTEMPTS = 10;

/** Records the member's state unless the bucket holds a newer one (a compare-and-set on the key). */
export async function recordSubscriber(kv: KV, state: SubscriberState): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const entry = await kv.get(state.userId);
    const held = stateOf(entry);
    if (held && held.version >= state.version) return;
    try {
      if (entry) await kv.update(state.userId, encode(state), entry.revision);
      else await kv.create(state.userId, encode(state));
      return;
    } catch (error) {
      if (attempt === RECORD_ATTEMPTS) throw error;
    }
  }
}

/**
 * Records every subscription stored before the bucket existed, once (billing, at start): `stored`
 * walks them, then the bucket is marked. Safe to run twice, or beside the live writer: the newest
 * version wins.
 */
export async function backfillSubscribers(kv: KV, stored: () => AsyncIterable<SubscriberState>): Promise<number> {
  if ((await kv.get(SUBSCRIBERS_BACKFILLED))?.operation === 'PUT') return 0;
  let recorded = 0;
  for await (const state of stored()) {
    await recordSubscriber(kv, state);
    recorded += 1;
  }
  await kv.put(SUBSCRIBERS_BACKFILLED, new Date().toISOString());
  return recorded;
}

/** The member's state as the bucket holds it (null: never subscribed). */
export async function readSubscriber(kv: KV, userId: string): Promise<SubscriberState | null> {
  return stateOf(await kv.get(userId));
}

/** Billing's subscription events, whatever the change, each told as the member's new state. */
export const subscriberEvents = (changed: (state: SubscriberState) => void | Promise<void>): Subscription[] =>
  [billingEvents.subscriptionActivated, billingEvents.subscriptionUpdated, billingEvents.subscriptionEnded].map(
    (contract) =>
      on(contract, async (event) => {
        const { userId, status, currentPeriodEnd, version } = event.data;
        await changed({
          userId,
          status,
          currentPeriodEnd: currentPeriodEnd ? new Date(currentPeriodEnd) : null,
          version,
        });
      }),
  );

/**
 * The subscription states of the members in use, in this process's memory (viewing's My List
 * rule): read from the bucket the first time a request needs one (`ensure`), kept current by the
 * bucket's feed while held, let go when idle beyond `most` (the kit's `createHeld`). A state
 * counts only when newer than the one held, so the order of a read and a change does not matter.
 */
export function createHeldSubscribers(options: {
  read: (userId: string) => Promise<SubscriberState | null>;
  most: number;
  keptWhileUsedMs?: number;
  now?: () => number;
}) {
  const { read, most, keptWhileUsedMs, now } = options;
  const states = new Map<string, SubscriberState>();
  const held = createHeld({ most, keptWhileUsedMs, now, letGo: (userId) => states.delete(userId) });

  function keepNewer(state: SubscriberState): void {
    const kept = states.get(state.userId);
    if (!kept || kept.version < state.version) states.set(state.userId, state);
  }

  return {
    /** Holds the member's state, read from the bucket the first time. */
    ensure(userId: string): Promise<void> {
      return held.ensure(userId, async () => {
        const state = await read(userId);
        if (state) keepNewer(state);
      });
    },
    /**
     * Reads the member's state again (a refusal about to be made on a held state, which a payment
     * just made may have outdated before the feed brings it).
     */
    async refresh(userId: string): Promise<void> {
      held.touch(userId);
      const state = await read(userId);
      if (state) keepNewer(state);
    },
    /** A change heard from the bucket's feed: kept for a member held (after a read in flight). */
    changed(state: SubscriberState): void {
      if (held.has(state.userId)) void held.afterRead(state.userId, () => keepNewer(state));
    },
    /** Whether the member has Premium now (false for one not held: `ensure` first). */
    hasPremium: (userId: string, at: Date): boolean => hasPremiumAccess(states.get(userId) ?? null, at),
    get size() {
      return held.size;
    },
  };
}
export type HeldSubscribers = ReturnType<typeof createHeldSubscribers>;

/** Follows the bucket from now on, telling `changed` every member's new state (every replica). */
export async function followSubscribers(options: {
  nc: NatsConnection;
  kv: KV;
  changed: (state: SubscriberState) => void;
  name: string;
  logger: Logger;
}): Promise<Pulling> {
  const { nc, kv, changed, name, logger } = options;
  const stream = (await kv.status()).streamInfo;
  const prefix = `$KV.${SUBSCRIBERS_BUCKET}.`;
  const handle = async (message: JsMsg) => {
    const userId = message.subject.slice(prefix.length);
    if (userId === SUBSCRIBERS_BACKFILLED) return;
    try {
      const state = decode(userId, message.data);
      if (state) changed(state);
    } catch (error) {
      logger.error({ err: error, subject: message.subject }, 'subscriber state could not be read');
    }
  };
  return followStream({
    nc,
    name,
    stream: stream.config.name,
    fromSequence: stream.state.last_seq + 1,
    filterSubject: `${prefix}>`,
    handle,
    logger,
  });
}
