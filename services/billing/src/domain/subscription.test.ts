import { billingEvents, DomainError, hasPremiumAccess } from '@cinevia/proto';
import {
  aNewSubscription,
  addOneMonth,
  applyPayment,
  cancelAtPeriodEnd,
  endIfDue,
  ensureCanSubscribe,
  resume,
  type Subscription,
} from './subscription';

const at = (iso: string) => new Date(iso);
const meta = (iso: string) => ({ now: at(iso), correlationId: 'req' });
const aSubscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  ...aNewSubscription('u1'),
  ...overrides,
});
const activeUntil = (iso: string, overrides: Partial<Subscription> = {}) =>
  aSubscription({ status: 'active', currentPeriodEnd: at(iso), paidIntentIds: ['pi_1'], version: 2, ...overrides });

describe('addOneMonth', () => {
  it('moves to the same day next month, clamped to the month end', () => {
    expect(addOneMonth(at('2026-01-15T10:00:00Z'))).toEqual(at('2026-02-15T10:00:00Z'));
    expect(addOneMonth(at('2026-01-31T10:00:00Z'))).toEqual(at('2026-02-28T10:00:00Z'));
    expect(addOneMonth(at('2026-12-31T10:00:00Z'))).toEqual(at('2027-01-31T10:00:00Z'));
  });
});

describe('applyPayment', () => {
  it('activates Premium for one month from the first payment', () => {
    const { state, events } = applyPayment(aSubscription(), 'pi_1', meta('2026-03-10T12:00:00Z'));
    expect(state).toMatchObject({
      status: 'active',
      currentPeriodEnd: at('2026-04-10T12:00:00Z'),
      paidIntentIds: ['pi_1'],
      version: 1,
    });
    expect(billingEvents.subscriptionActivated.parse(events[0]).data).toMatchObject({ status: 'active', version: 1 });
  });

  it('extends a running subscription from the end of its paid period', () => {
    const { state, events } = applyPayment(activeUntil('2026-04-10T12:00:00Z'), 'pi_2', meta('2026-04-10T11:00:00Z'));
    expect(state.currentPeriodEnd).toEqual(at('2026-05-10T12:00:00Z'));
    expect(events[0]?.type).toBe('billing.subscription.updated');
  });

  it('ignores a payment it has already counted', () => {
    const subscription = activeUntil('2026-04-10T12:00:00Z');
    expect(applyPayment(subscription, 'pi_1', meta('2026-03-11T00:00:00Z'))).toEqual({
      state: subscription,
      events: [],
    });
  });
});

describe('access', () => {
  it('lasts until the end of the paid period', () => {
    const subscription = activeUntil('2026-04-10T12:00:00Z');
    expect(hasPremiumAccess(subscription, at('2026-04-10T11:59:59Z'))).toBe(true);
    expect(hasPremiumAccess(subscription, at('2026-04-10T12:00:00Z'))).toBe(false);
    expect(hasPremiumAccess(aSubscription(), at('2026-01-01T00:00:00Z'))).toBe(false);
  });

  it('refuses a second subscription while one is running', () => {
    expect(() => ensureCanSubscribe(activeUntil('2026-04-10T12:00:00Z'), at('2026-04-01T00:00:00Z'))).toThrow(
      new DomainError('You already have an active subscription', 'CONFLICT'),
    );
    expect(() => ensureCanSubscribe(activeUntil('2026-04-10T12:00:00Z'), at('2026-05-01T00:00:00Z'))).not.toThrow();
  });
});

describe('cancelAtPeriodEnd and resume', () => {
  it('keeps access until the period ends', () => {
    const { state, events } = cancelAtPeriodEnd(activeUntil('2026-04-10T12:00:00Z'), meta('2026-03-20T00:00:00Z'));
    expect(state).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(hasPremiumAccess(state, at('2026-04-10T11:00:00Z'))).toBe(true);
    expect(events[0]?.type).toBe('billing.subscription.updated');
  });

  it('does nothing when already cancelled, and refuses without a running subscription', () => {
    const cancelled = activeUntil('2026-04-10T12:00:00Z', { cancelAtPeriodEnd: true });
    expect(cancelAtPeriodEnd(cancelled, meta('2026-03-20T00:00:00Z')).events).toEqual([]);
    expect(() => cancelAtPeriodEnd(null, meta('2026-03-20T00:00:00Z'))).toThrow(
      'There is no active subscription to cancel.',
    );
  });

  it('resumes a cancelled subscription before its end', () => {
    const cancelled = activeUntil('2026-04-10T12:00:00Z', { cancelAtPeriodEnd: true });
    expect(resume(cancelled, meta('2026-03-20T00:00:00Z')).state.cancelAtPeriodEnd).toBe(false);
    expect(() => resume(cancelled, meta('2026-05-01T00:00:00Z'))).toThrow('There is no active subscription to resume.');
  });
});

describe('endIfDue', () => {
  it('ends access at the end of the paid period, announcing it once', () => {
    const cancelled = activeUntil('2026-04-10T12:00:00Z', { cancelAtPeriodEnd: true });
    expect(endIfDue(cancelled, meta('2026-04-10T11:00:00Z')).events).toEqual([]);
    const { state, events } = endIfDue(cancelled, meta('2026-04-10T12:00:01Z'));
    expect(state.status).toBe('ended');
    expect(billingEvents.subscriptionEnded.parse(events[0]).data).toMatchObject({ status: 'ended', version: 3 });
    expect(endIfDue(state, meta('2026-04-11T00:00:00Z')).events).toEqual([]);
  });
});
