import type { Brand as ProductBrand, FilmRequestStatus, PaymentPurpose } from '@cinevia/proto';

/** The one-time link a mail carries: the page it opens, and until when (in words) it works. */
export type MailLink = { url: string; expiresAt: string };

/**
 * What each mail says, decided from an event and what the service keeps; `mail/` draws it. Every
 * value here is plain text: the templates escape it.
 */
export type MailContent =
  | { kind: 'welcome'; firstName: string; link: MailLink }
  | { kind: 'verify-email'; firstName: string; link: MailLink }
  | { kind: 'reset-password'; firstName: string; link: MailLink }
  | { kind: 'confirm-new-email'; firstName: string; newEmail: string; link: MailLink }
  | { kind: 'email-changed'; firstName: string; newEmail: string }
  | { kind: 'password-changed'; firstName: string; how: 'change' | 'reset' }
  | { kind: 'new-device'; firstName: string; device: string; network: string; signedInAt: string }
  | {
      kind: 'receipt';
      firstName: string;
      amount: string;
      paidOn: string;
      item: string;
      detail: string;
      paymentId: string;
    }
  | { kind: 'subscription-cancelled'; firstName: string; accessEnds: string }
  | { kind: 'subscription-ended'; firstName: string }
  | { kind: 'film-request-received'; firstName: string; title: string }
  | { kind: 'film-request-status'; firstName: string; title: string; status: string }
  | { kind: 'film-delivered'; firstName: string; title: string; watchUrl: string; again: boolean };

export type MailKind = MailContent['kind'];

/** A mail to send: to whom, and what it says. */
export interface MailOrder {
  to: string;
  content: MailContent;
}

/**
 * The name a mail greets with: none for an address the member has not proved they read, so a name
 * typed at sign-up never reaches a stranger's inbox under our name (the way a lure would come).
 */
export const greetingName = (firstName: string, addressVerified: boolean): string => (addressVerified ? firstName : '');

/** The operator's details every mail carries (from configuration), and the site's address for links. */
export type Brand = ProductBrand & { publicUrl: string };

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const dateAndTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

export const formatMoney = (cents: number) => money.format(cents / 100);
export const formatDate = (iso: string) => longDate.format(new Date(iso));
/** A moment (when a link stops working, when a sign-in was), as a member reads it (UTC, said so). */
export const formatMoment = (iso: string) => `${dateAndTime.format(new Date(iso))} UTC`;

/** A page of the site with a link's token (`/reset-password?token=…`). */
export function linkTo(publicUrl: string, path: string, token: string): string {
  const url = new URL(path, publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** What a payment paid for, in a receipt's words. */
export function receiptItem(purpose: PaymentPurpose): string {
  return purpose === 'subscription' ? 'Cinevia Premium, one month' : 'Custom film request';
}

const STATUS_WORDS: Record<FilmRequestStatus, string> = {
  awaiting_payment: 'awaiting payment',
  submitted: 'received',
  in_production: 'in production',
  delivered: 'delivered',
  cancelled: 'cancelled',
};
export const statusInWords = (status: FilmRequestStatus) => STATUS_WORDS[status];

/** The last subscription change seen for a member, so a cancellation is told once and in order. */
export interface SubscriptionSeen {
  version: number;
  cancelAtPeriodEnd: boolean;
}

/**
 * Whether a subscription change is news (newer than the last seen) and whether it is the member
 * cancelling: cancel-at-period-end turning on.
 */
export function subscriptionChange(
  seen: SubscriptionSeen | null,
  change: SubscriptionSeen,
): { newer: boolean; cancelled: boolean } {
  if (seen && change.version <= seen.version) return { newer: false, cancelled: false };
  return { newer: true, cancelled: change.cancelAtPeriodEnd && !seen?.cancelAtPeriodEnd };
}
