import { createPaidPeriods } from './paid-periods';

const at = (iso: string) => new Date(iso);

describe('the paid periods read model', () => {
  it('keeps the newest version of each member, whatever order they arrive in', () => {
    const periods = createPaidPeriods();
    periods.apply({
      userId: 'u1',
      status: 'ended',
      currentPeriodEnd: at('2026-04-10T00:00:00Z'),
      cancelAtPeriodEnd: false,
      version: 3,
    });
    periods.apply({
      userId: 'u1',
      status: 'active',
      currentPeriodEnd: at('2026-04-10T00:00:00Z'),
      cancelAtPeriodEnd: false,
      version: 2,
    });
    periods.apply({
      userId: 'u1',
      status: 'active',
      currentPeriodEnd: at('2026-04-10T00:00:00Z'),
      cancelAtPeriodEnd: false,
      version: 3,
    });
    expect(periods.due(at('2026-05-01T00:00:00Z'), 10)).toEqual([]);
    expect(periods.size).toBe(1);
    expect(periods.get('u1')).toMatchObject({ status: 'ended', version: 3 });
    expect(periods.get('someone else')).toBeNull();
  });

  it('lists the active periods that are over, the longest over first, up to the limit', () => {
    const periods = createPaidPeriods();
    periods.apply({
      userId: 'late',
      status: 'active',
      currentPeriodEnd: at('2026-04-02T00:00:00Z'),
      cancelAtPeriodEnd: false,
      version: 1,
    });
    periods.apply({
      userId: 'later',
      status: 'active',
      currentPeriodEnd: at('2026-04-03T00:00:00Z'),
      cancelAtPeriodEnd: false,
      version: 1,
    });
    periods.apply({
      userId: 'earliest',
      status: 'active',
      currentPeriodEnd: at('2026-04-01T00:00:00Z'),
      cancelAtPeriodEnd: false,
      version: 1,
    });
    periods.apply({
      userId: 'running',
      status: 'active',
      currentPeriodEnd: at('2026-06-01T00:00:00Z'),
      cancelAtPeriodEnd: false,
      version: 1,
    });
    periods.apply({
      userId: 'checkout',
      status: 'incomplete',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      version: 1,
    });
    expect(periods.due(at('2026-05-01T00:00:00Z'), 2)).toEqual(['earliest', 'late']);
    expect(periods.due(at('2026-05-01T00:00:00Z'), 10)).toEqual(['earliest', 'late', 'later']);
  });
});
