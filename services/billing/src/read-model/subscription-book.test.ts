import type { SubscriptionState } from '../store/subscriptions';
import { createSubscriptionBook } from './subscription-book';

const period = (userId: string, status: SubscriptionState['status'], version: number): SubscriptionState => ({
  userId,
  status,
  currentPeriodEnd: new Date('2026-04-10T00:00:00Z'),
  cancelAtPeriodEnd: false,
  version,
});

/** A book over `stored` subscriptions; the `_id`s it read. */
function bookOver(stored: Record<string, SubscriptionState>) {
  const reads: string[] = [];
  const book = createSubscriptionBook({
    read: async (userId) => {
      reads.push(userId);
      return stored[userId] ?? null;
    },
    most: 10,
  });
  return { book, reads };
}

describe('the subscription book', () => {
  it('reads a member once, then keeps the newest version, whatever order changes arrive in', async () => {
    const { book, reads } = bookOver({ u1: period('u1', 'active', 2) });
    expect(await book.get('u1')).toMatchObject({ status: 'active', version: 2 });
    book.apply(period('u1', 'ended', 3));
    book.apply(period('u1', 'active', 2));
    book.apply(period('u1', 'ended', 3));
    expect(await book.get('u1')).toMatchObject({ status: 'ended', version: 3 });
    expect(await book.get('someone else')).toBeNull();
    expect(reads).toEqual(['u1', 'someone else']);
  });

  it('skips a change of a member it does not hold, and holds one this replica wrote without reading it', async () => {
    const { book, reads } = bookOver({ u1: period('u1', 'active', 2), u2: period('u2', 'incomplete', 1) });
    book.apply(period('u1', 'ended', 3));
    expect(await book.get('u1')).toMatchObject({ status: 'active', version: 2 });
    book.wrote(period('u2', 'active', 2));
    expect(await book.get('u2')).toMatchObject({ status: 'active', version: 2 });
    expect(reads).toEqual(['u1']);
  });
});
