/**
 * Who may use My List, as far as viewing knows: a projection of billing's subscription events,
 * never a call to billing. Events carry a version, so a late, out-of-order one changes nothing.
 */
export interface SubscriberState {
  userId: string;
  status: 'incomplete' | 'active' | 'ended';
  currentPeriodEnd: Date | null;
  version: number;
}

export function mayUseMyList(state: SubscriberState | null, now: Date): boolean {
  return Boolean(state?.status === 'active' && state.currentPeriodEnd && state.currentPeriodEnd > now);
}

/**
 * Every member's subscription state, in each viewing replica's memory (read-model/subscribers-feed):
 * what `premium` reads on every request. A state counts only when its version is newer than the
 * one held, so a duplicate or a late, older event changes nothing.
 */
export function createSubscriberBook() {
  const states = new Map<string, SubscriberState>();
  return {
    /** True when the state was newer than the one held. */
    apply(state: SubscriberState): boolean {
      const held = states.get(state.userId);
      if (held && held.version >= state.version) return false;
      states.set(state.userId, state);
      return true;
    },
    of: (userId: string): SubscriberState | null => states.get(userId) ?? null,
    get size() {
      return states.size;
    },
  };
}
export type SubscriberBook = ReturnType<typeof createSubscriberBook>;
