/** What the billing feature offers the others; they import it from here, never from its folders. */
export { PaymentForm } from './components/PaymentForm';
export { PlanCard } from './components/PlanCard';
export { SUBSCRIPTION_CARD_USER, SubscriptionCard, type SubscriptionCardUser } from './components/SubscriptionCard';
export { formatPrice } from './utils/formatPrice';
