import { subscriptionSummary, type SubscriptionFields } from './subscriptionSummary';

const PRICE_CENTS = 2_500;

function aSubscription(overrides: Partial<SubscriptionFields> = {}): SubscriptionFields {
  return {
    status: 'active',
    priceCents: PRICE_CENTS,
    currentPeriodEnd: '2026-07-05T12:00:00.000Z',
    cancelAtPeriodEnd: false,
    ...overrides,
  };
}

describe('subscriptionSummary()', () => {
  it('shows an active plan with its price and renewal date', () => {
    expect(subscriptionSummary(true, aSubscription(), PRICE_CENTS)).toEqual({
      active: true,
      plan: 'Premium',
      status: 'Active',
      price: '$25.00/month',
      renewal: 'Renews on July 5, 2026',
      accessUntil: 'July 5, 2026',
      cancelling: false,
    });
  });

  it('keeps a cancelled plan active until the period ends', () => {
    const summary = subscriptionSummary(true, aSubscription({ cancelAtPeriodEnd: true }), PRICE_CENTS);
    expect(summary.status).toBe('Active');
    expect(summary.renewal).toBe('Ends on July 5, 2026');
    expect(summary.cancelling).toBe(true);
  });

  it('shows no plan and a dash for a member who never subscribed', () => {
    expect(subscriptionSummary(false, null, PRICE_CENTS)).toMatchObject({
      active: false,
      plan: 'No active subscription',
      status: 'Inactive',
      price: '—',
      renewal: null,
    });
  });

  it('treats a pending checkout or an ended plan as inactive', () => {
    expect(subscriptionSummary(false, aSubscription({ status: 'incomplete' }), PRICE_CENTS).status).toBe('Inactive');
    expect(subscriptionSummary(false, aSubscription({ status: 'ended' }), PRICE_CENTS).status).toBe('Inactive');
  });

  it('falls back to the plan price and leaves out the date when the record is missing', () => {
    expect(subscriptionSummary(true, null, PRICE_CENTS)).toMatchObject({
      price: '$25.00/month',
      renewal: null,
      accessUntil: null,
      cancelling: false,
    });
  });
});
