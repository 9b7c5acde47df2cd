import { KEPT_WHILE_USED_MS } from '@cinevia/service-kit';
import { createMemberCards } from './members';

const ada = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Byron',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const activeUntil = (end: string, version: number) => ({
  userId: 'u1',
  status: 'active' as const,
  currentPeriodEnd: new Date(end),
  version,
});

describe("the gateway's member cards", () => {
  let now = Date.parse('2026-03-01T00:00:00Z');
  const clock = () => now;

  it('answers a registered member, with Premium while the paid period lasts', () => {
    const cards = createMemberCards({ clock });
    expect(cards.authUser('u1')).toBeUndefined();
    cards.put(ada);
    expect(cards.authUser('u1')).toEqual({ ...ada, isSubscribed: false });
    cards.subscriptionChanged(activeUntil('2026-03-02T00:00:00Z', 1));
    expect(cards.authUser('u1')?.isSubscribed).toBe(true);
    now = Date.parse('2026-03-02T00:00:00Z');
    expect(cards.authUser('u1')?.isSubscribed).toBe(false);
  });

  it('takes a new name or email, and leaves a member it has not seen register to their registration', () => {
    const cards = createMemberCards({ clock });
    cards.update('u1', { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    expect(cards.authUser('u1')).toBeUndefined();
    cards.put(ada);
    cards.update('u1', { email: 'countess@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    expect(cards.authUser('u1')).toMatchObject({ email: 'countess@example.com', lastName: 'Lovelace' });
  });

  it("leaves a member's check to the services after a write of theirs, until an event about them or a while", () => {
    const cards = createMemberCards({ clock });
    cards.put(ada);
    cards.wrote('u1');
    expect(cards.authUser('u1')).toBeUndefined();
    cards.subscriptionChanged(activeUntil('2026-04-01T00:00:00Z', 1));
    expect(cards.authUser('u1')).toMatchObject({ id: 'u1' });

    cards.wrote('u1');
    now += 9_999;
    expect(cards.authUser('u1')).toBeUndefined();
    now += 1;
    expect(cards.authUser('u1')).toMatchObject({ id: 'u1' });
  });

  it("holds the services' answer for a member it did not hold, unless a change of theirs came meanwhile", () => {
    const cards = createMemberCards({ clock });
    expect(cards.authUser('u1')).toBeUndefined();
    cards.update('u1', { email: 'countess@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    cards.answered({ ...ada, subscription: null });
    // Asked again: this answer was asked for after the change, and is held.
    expect(cards.authUser('u1')).toBeUndefined();
    cards.answered({ ...ada, subscription: null });
    expect(cards.authUser('u1')).toEqual({ ...ada, isSubscribed: false });
    // An answer nobody asked for is not held.
    cards.answered({ ...ada, id: 'u3', subscription: null });
    expect(cards.authUser('u3')).toBeUndefined();
  });

  it('keeps no answer that comes later than a write takes to settle', () => {
    const cards = createMemberCards({ clock });
    expect(cards.authUser('u1')).toBeUndefined();
    now += 10_000;
    expect(cards.authUser('u2')).toBeUndefined();
    cards.answered({ ...ada, subscription: null });
    expect(cards.authUser('u1')).toBeUndefined();
  });

  it("holds a subscriber's Premium from the services' answer, for as long as the period lasts, and billing's events after it", () => {
    const cards = createMemberCards({ clock });
    expect(cards.authUser('u1')).toBeUndefined();
    const paidUntil = new Date(now + 60_000).toISOString();
    cards.answered({ ...ada, subscription: { status: 'active', currentPeriodEnd: paidUntil } });
    expect(cards.authUser('u1')?.isSubscribed).toBe(true);
    now += 60_000;
    expect(cards.authUser('u1')?.isSubscribed).toBe(false);

    cards.subscriptionChanged(activeUntil(new Date(now + 60_000).toISOString(), 3));
    expect(cards.authUser('u1')?.isSubscribed).toBe(true);
    // An older event, delivered late, changes nothing.
    cards.subscriptionChanged({ ...activeUntil(new Date(now).toISOString(), 2), status: 'ended' });
    expect(cards.authUser('u1')?.isSubscribed).toBe(true);
  });

  it("keeps no answer when the member's subscription changed while it was asked", () => {
    const cards = createMemberCards({ clock });
    expect(cards.authUser('u1')).toBeUndefined();
    cards.subscriptionChanged(activeUntil(new Date(now + 60_000).toISOString(), 1));
    cards.answered({ ...ada, subscription: null });
    expect(cards.authUser('u1')).toBeUndefined();
  });

  it('lets the least recently used card go once idle beyond its bound', () => {
    const cards = createMemberCards({ clock, most: 1 });
    cards.put(ada);
    now += KEPT_WHILE_USED_MS + 1;
    cards.put({ ...ada, id: 'u2' });
    expect(cards.size).toBe(1);
    expect(cards.authUser('u1')).toBeUndefined();
    expect(cards.authUser('u2')).toMatchObject({ id: 'u2' });
  });
});
