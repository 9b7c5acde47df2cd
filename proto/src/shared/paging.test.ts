import { pageOf } from './paging';

describe('pageOf', () => {
  const items = Array.from({ length: 45 }, (_, index) => index);

  it('walks a list page by page with the cursor, and ends with none', () => {
    const first = pageOf(items, 20, null);
    expect(first).toMatchObject({ items: items.slice(0, 20), totalCount: 45 });
    const second = pageOf(items, 20, first.nextCursor);
    expect(second.items).toEqual(items.slice(20, 40));
    const last = pageOf(items, 20, second.nextCursor);
    expect(last).toEqual({ items: items.slice(40), nextCursor: null, totalCount: 45 });
  });

  it('refuses a cursor it did not make', () => {
    expect(() => pageOf(items, 20, 'bm9wZQ')).toThrow('Invalid cursor');
    expect(() => pageOf(items, 20, '{"$gt":1}')).toThrow('Invalid cursor');
  });
});
