import { createHeldSubscribers, type SubscriberState } from './subscribers';

const state = (version: number, status: SubscriberState['status'] = 'active'): SubscriberState => ({
  userId: 'u1',
  status,
  currentPeriodEnd: new Date('2026-04-01T00:00:00.000Z'),
  version,
});
const during = new Date('2026-03-15T00:00:00.000Z');
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('the subscriptions of the accounts in use', () => {
  it('reads an account once, however many ask at once, and holds nothing of one never asked', async () => {
    let reads = 0;
    const held = createHeldSubscribers({ read: async () => (reads++, state(1)), most: 10 });
    held.changed({ ...state(2), userId: 'u2' });
    await Promise.all([held.ensure('u1'), held.ensure('u1')]);
    expect([reads, held.size, held.hasPremium('u1', during), held.hasPremium('u2', during)]).toEqual([
      1,
      1,
      true,
      false,
    ]);
  });

  it('keeps the newest of a read and a change that raced it, whichever lands first', async () => {
    let answer: (value: SubscriberState) => void = () => {};
    const held = createHeldSubscribers({ read: () => new Promise((resolve) => (answer = resolve)), most: 10 });
    const reading = held.ensure('u1');
    held.changed(state(3, 'ended'));
    answer(state(2));
    await reading;
    // The change waited for the read, then was applied over it.
    await settled();
    expect(held.hasPremium('u1', during)).toBe(false);
    held.changed(state(1));
    expect(held.hasPremium('u1', during)).toBe(false);
    held.changed(state(4));
    await settled();
    expect(held.hasPremium('u1', during)).toBe(true);
  });
});
