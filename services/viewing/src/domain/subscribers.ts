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
