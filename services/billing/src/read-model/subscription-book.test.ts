import { createSubscriptionBook } from './subscription-book';

const at = (iso: string) => new Date(iso);

describe('the subscription book', () => {
  it('keeps the newest version of each member, whatever order they arrive in', () => {
    const book = createSubscriptionBook();
    book.apply({
      userId: 'u1',
      status: 'ended',
      currentPeriodEnd: at('2026-04-10T00:00:00Z'),
      cancelAtPeriodEnd: false,
      version: 3,
    });
    book.apply({
      userId: 'u1',
      status: 'active',
      currentPeriodEnd: at('2026-04-10T00:00:00Z'),
      cancelAtPeriodEnd: false,
      version: 2,
    });
    book.apply({
      userId: 'u1',
      status: 'active',
      currentPeriodEnd: at('2026-04-10T00:00:00Z'),
      cancelAtPeriodEnd: false,
      version: 3,
    });
    expect(book.due(at('2026-05-01T00:00:00Z'), 10)).toEqual([]);
    expect(book.size).toBe(1);
    expect(book.get('u1')).toMatchObject({ status: 'ended', version: 3 });
    expect(book.get('someone else')).toBeNull();
  });

  it('lists the active periods that are over, the longest over first, up to the limit', () => {
    const book = createSubscriptionBook();
    book.apply({
      userId: 'late',
      status: 'active',
      currentPeriodEnd: at('2026-04-02T00:00:00Z'),
      cancelAtPeriodEnd: false,
      version: 1,
    });
    book.apply({
      userId: 'later',
      status: 'active',
      currentPeriodEnd: at('2026-04-03T00:00:00Z'),
      cancelAtPeriodEnd: false,
      version: 1,
    });
    book.apply({
      userId: 'earliest',
      status: 'active',
      currentPeriodEnd: at('2026-04-01T00:00:00Z'),
      cancelAtPeriodEnd: false,
      version: 1,
    });
    book.apply({
      userId: 'running',
      status: 'active',
      currentPeriodEnd: at('2026-06-01T00:00:00Z'),
      cancelAtPeriodEnd: false,
      version: 1,
    });
    book.apply({
      userId: 'checkout',
      status: 'incomplete',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      version: 1,
    });
    expect(book.due(at('2026-05-01T00:00:00Z'), 2)).toEqual(['earliest', 'late']);
    expect(book.due(at('2026-05-01T00:00:00Z'), 10)).toEqual(['earliest', 'late', 'later']);
  });
});
