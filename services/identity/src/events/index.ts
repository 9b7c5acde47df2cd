import { identityEvents } from '@cinevia/proto';
import { on, type Subscription } from '@cinevia/service-kit';
import type { Account } from '../account';

/**
 * Identity follows one event of its own: a password reset asked for an address. The request was
 * only published, so that it costs the same with an account or without; the lookup and the link
 * happen here.
 */
export function subscriptions(account: Account): Subscription[] {
  return [on(identityEvents.passwordResetRequested, (event) => account.issuePasswordReset(event))];
}
