import { identityEvents } from '@cinevia/proto';
import { on } from '@cinevia/service-kit';
import type { CustomerStore } from '../store/customers';

/** Remembers a new member's email for the payment provider's customer record. */
export const onUserRegistered = (customers: CustomerStore) =>
  on(identityEvents.userRegistered, async (event) => {
    await customers.remember(event.data.userId, event.data.email);
  });
