import { billingEvents } from '@cinevia/proto';
import { on } from '@cinevia/service-kit';
import type { ProjectionStore } from '../store/projections';

/** Billing's subscription events, whatever the change, keep the subscriber projection current. */
export const onSubscriptionChanged = (projections: ProjectionStore) =>
  [billingEvents.subscriptionActivated, billingEvents.subscriptionUpdated, billingEvents.subscriptionEnded].map(
    (contract) =>
      on(contract, async (event) => {
        const { userId, status, currentPeriodEnd, version } = event.data;
        await projections.applySubscriber({
          userId,
          status,
          currentPeriodEnd: currentPeriodEnd ? new Date(currentPeriodEnd) : null,
          version,
        });
      }),
  );
