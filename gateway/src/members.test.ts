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
    const cards = createMemberCards(undefined, clock);
    expect(cards.authUser('u1')).toBeUndefined();
    cards.put(ada);
    expect(cards.authUser('u1')).toEqual({ ...ada, isSubscribed: false });
    cards.subscribers.apply(activeUntil('2026-03-02T00:00:00Z', 1));
    expect(cards.authUser('u1')?.isSubscribed).toBe(true);
    now = Date.parse('2026-03-02T00:00:00Z');
    expect(cards.authUser('u1')?.isSubscribed).toBe(false);
  });

  it('takes a new name or email, and leaves a member it has not seen register to their registration', () => {
    const cards = createMemberCards(undefined, clock);
    cards.update('u1', { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    expect(cards.authUser('u1')).toBeUndefined();
    cards.put(ada);
    cards.update('u1', { email: 'countess@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    expect(cards.authUser('u1')).toMatchObject({ email: 'countess@example.com', lastName: 'Lovelace' });
  });

  it("leaves a member's check to the services after a write of theirs, until an event about them or a while", () => {
    const cards = createMemberCards(undefined, clock);
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
});
