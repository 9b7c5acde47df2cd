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
    cards.subscribers.apply(activeUntil('2026-03-02T00:00:00Z', 1));
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
    cards.heard('u1');
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
    cards.answered({ ...ada, isSubscribed: false });
    // Asked again: this answer was asked for after the change, and is held.
    expect(cards.authUser('u1')).toBeUndefined();
    cards.answered({ ...ada, isSubscribed: true });
    expect(cards.authUser('u1')).toEqual({ ...ada, isSubscribed: false });
    // An answer nobody asked for is not held.
    cards.answered({ ...ada, id: 'u3', isSubscribed: false });
    expect(cards.authUser('u3')).toBeUndefined();
  });

  it('keeps no answer that comes later than a write takes to settle', () => {
    const cards = createMemberCards({ clock });
    expect(cards.authUser('u1')).toBeUndefined();
    now += 10_000;
    expect(cards.authUser('u2')).toBeUndefined();
    cards.answered({ ...ada, isSubscribed: false });
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
