import { formatLongDate } from '../../../ui/formatLongDate';
import { formatMonthlyPrice } from './formatPrice';
import type { SubscriptionCard_UserFragment } from '../../../__generated__/graphql';

/** The subscription as the GraphQL `User.subscription` field gives it. */
export type SubscriptionFields = Omit<NonNullable<SubscriptionCard_UserFragment['subscription']>, '__typename'>;

export type SubscriptionSummary = {
  active: boolean;
  plan: 'Premium' | 'No active subscription';
  status: 'Active' | 'Inactive';
  price: string;
  /** 'Renews on June 5, 2026', or 'Ends on …' once cancelled; null without a known date. */
  renewal: string | null;
  /** The paid period's last day, for the cancel confirmation; null when unknown. */
  accessUntil: string | null;
  /** Cancelled, with access until the period ends: the member may resume. */
  cancelling: boolean;
};

/** The em dash the spec shows for a price when there is no plan. */
const NO_PRICE = '—';

/**
 * What the profile's Subscription card says. `isSubscribed` is the server's answer to "has access
 * now" and decides Active; the subscription record adds the price and dates. A pending checkout
 * ('incomplete') or an ended plan is Inactive.
 */
export function subscriptionSummary(
  isSubscribed: boolean,
  subscription: SubscriptionFields | null,
  fallbackPriceCents: number,
): SubscriptionSummary {
  if (!isSubscribed) {
    return {
      active: false,
      plan: 'No active subscription',
      status: 'Inactive',
      price: NO_PRICE,
      renewal: null,
      accessUntil: null,
      cancelling: false,
    };
  }
  const accessUntil = formatLongDate(subscription?.currentPeriodEnd);
  const cancelling = subscription?.cancelAtPeriodEnd ?? false;
  return {
    active: true,
    plan: 'Premium',
    status: 'Active',
    price: formatMonthlyPrice(subscription?.priceCents ?? fallbackPriceCents),
    renewal: accessUntil && `${cancelling ? 'Ends on' : 'Renews on'} ${accessUntil}`,
    accessUntil,
    cancelling,
  };
}
