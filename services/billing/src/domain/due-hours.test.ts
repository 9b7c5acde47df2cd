import { hourOf, hoursFrom, listOf, listsOf, SHARDS } from './due-hours';

describe('the hours paid periods end in', () => {
  it('names an hour by its start, in UTC', () => {
    expect(hourOf(new Date('2026-04-01T09:59:59.999Z'))).toBe('2026-04-01T09');
    expect(hourOf(new Date('2026-04-01T10:00:00.000Z'))).toBe('2026-04-01T10');
  });

  it('lists the hours from one up to the hour of a time, across a day, at most as many as asked', () => {
    const until = new Date('2026-04-02T01:30:00Z');
    expect(hoursFrom('2026-04-01T22', until, 10)).toEqual([
      '2026-04-01T22',
      '2026-04-01T23',
      '2026-04-02T00',
      '2026-04-02T01',
    ]);
    expect(hoursFrom('2026-04-01T22', until, 2)).toEqual(['2026-04-01T22', '2026-04-01T23']);
    expect(hoursFrom('2026-04-02T02', until, 10)).toEqual([]);
  });

  it("keeps a member in one of the hour's lists, the same each time, and spreads members over them", () => {
    expect(listOf('2026-04-01T09', 'u1')).toBe(listOf('2026-04-01T09', 'u1'));
    expect(listsOf('2026-04-01T09')).toContain(listOf('2026-04-01T09', 'u1'));
    const used = new Set(Array.from({ length: 1_000 }, (_, n) => listOf('2026-04-01T09', `member-${n}`)));
    expect(used.size).toBe(SHARDS);
  });
});
