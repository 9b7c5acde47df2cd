import { billingEvents, commissionsEvents, identityEvents } from '@cinevia/proto';
import { on, type Subscription } from '@cinevia/service-kit';
import type { Notifier } from '../notifications';

/** Every event notifications follows, on its own durable consumers, and what it does with each. */
export function subscriptions(notifier: Notifier): Subscription[] {
  return [
    on(identityEvents.userRegistered, (event) => notifier.memberRegistered(event)),
    on(identityEvents.userUpdated, (event) => notifier.memberUpdated(event)),
    on(identityEvents.emailVerificationIssued, (event) => notifier.verificationIssued(event)),
    on(identityEvents.emailVerified, (event) => notifier.emailVerified(event)),
    on(identityEvents.passwordResetIssued, (event) => notifier.passwordResetIssued(event)),
    on(identityEvents.emailChangeRequested, (event) => notifier.emailChangeRequested(event)),
    on(identityEvents.emailChanged, (event) => notifier.emailChanged(event)),
    on(identityEvents.passwordChanged, (event) => notifier.passwordChanged(event)),
    on(identityEvents.newDeviceSignedIn, (event) => notifier.newDeviceSignedIn(event)),
    on(billingEvents.paymentSucceeded, (event) => notifier.paymentSucceeded(event)),
    on(billingEvents.subscriptionUpdated, (event) => notifier.subscriptionUpdated(event)),
    on(billingEvents.subscriptionEnded, (event) => notifier.subscriptionEnded(event)),
    on(commissionsEvents.filmRequestSubmitted, (event) => notifier.filmRequestSubmitted(event)),
    on(commissionsEvents.filmRequestStatusChanged, (event) => notifier.filmRequestStatusChanged(event)),
    on(commissionsEvents.filmRequestDelivered, (event) => notifier.filmRequestDelivered(event)),
  ];
}
