import { billingEvents, commissionsEvents, identityEvents, type Envelope, type EventContract } from '@cinevia/proto';
import { openLinkToken } from '@cinevia/service-kit';
import {
  formatDate,
  formatMoment,
  formatMoney,
  greetingName,
  linkTo,
  receiptItem,
  statusInWords,
  subscriptionChange,
  type Brand,
  type MailContent,
  type MailKind,
  type MailLink,
} from './domain/mail';
import type { Mailer } from './adapters/smtp';
import { renderMail } from './mail/render';
import type { KnownContact, Records } from './store/records';

type Event<Contract> = Contract extends EventContract<string, infer Data> ? Envelope<Data> : never;

export interface NotifierDependencies {
  records: Records;
  mailer: Mailer;
  brand: Brand;
  /** The services' shared secret, which opens the sealed tokens of links. */
  linkSecret: string;
  onSent?: (kind: MailKind) => void;
}

/** Thrown while a mail's member or film request is not known yet: the event is tried again later. */
export class NotKnownYet extends Error {
  override name = 'NotKnownYet';
}

/**
 * What notifications does with each event: keep the little a mail needs, and send each event's
 * mail once. Sending is at least once: a crash between the server accepting a mail and its record
 * being written sends it again on redelivery (with the same Message-ID).
 */
export function createNotifier(deps: NotifierDependencies) {
  const { records, mailer, brand, linkSecret } = deps;

  async function send(event: Envelope, to: string, content: MailContent): Promise<void> {
    if (await records.sentMails.has(event.id)) return;
    const rendered = await renderMail(content, brand);
    await mailer.send({ ...rendered, to, messageId: `<${event.id}@cinevia.mail>` });
    await records.sentMails.record(event.id, content.kind, new Date());
    deps.onSent?.(content.kind);
  }

  /** Where a member's mail goes, and the name it greets them by (none before the address is proved). */
  async function contactOf(userId: string): Promise<KnownContact> {
    const contact = await records.members.contact(userId);
    if (!contact) throw new NotKnownYet(`member ${userId} not known yet`);
    return { ...contact, firstName: greetingName(contact.firstName, contact.verified) };
  }

  /** The name for a mail to `email`, which identity's event gives: only once the address is proved. */
  const nameFor = async (data: { userId: string; firstName: string }, email: string) =>
    greetingName(data.firstName, await records.members.verified(data.userId, email));

  /** The address and name an event about the member carries, as of when identity made the change. */
  const keepContact = ({ data, occurredAt }: Envelope<{ userId: string; email: string; firstName: string }>) =>
    records.members.saveContact(data.userId, { email: data.email, firstName: data.firstName }, new Date(occurredAt));

  /** The link an event's sealed token makes: the page it opens, its token unsealed (only ever in the mail). */
  const mailLink = (path: string, issued: { sealedToken: string; expiresAt: string }): MailLink => ({
    url: linkTo(brand.publicUrl, path, openLinkToken(issued.sealedToken, linkSecret)),
    expiresAt: formatMoment(issued.expiresAt),
  });

  return {
    memberRegistered: keepContact,
    memberUpdated: keepContact,

    async verificationIssued(event: Event<typeof identityEvents.emailVerificationIssued>) {
      const { data } = event;
      await keepContact(event);
      // The link proves the address: until it is opened, nobody has.
      await send(event, data.email, {
        kind: data.welcome ? 'welcome' : 'verify-email',
        firstName: greetingName(data.firstName, false),
        link: mailLink('/verify-email', data),
      });
    },

    async emailVerified(event: Event<typeof identityEvents.emailVerified>) {
      await records.members.saveVerified(event.data.userId, event.data.email);
    },

    async passwordResetIssued(event: Event<typeof identityEvents.passwordResetIssued>) {
      const { data } = event;
      const link = mailLink('/reset-password', data);
      await send(event, data.email, { kind: 'reset-password', firstName: await nameFor(data, data.email), link });
    },

    async emailChangeRequested(event: Event<typeof identityEvents.emailChangeRequested>) {
      const { data } = event;
      await send(event, data.newEmail, {
        kind: 'confirm-new-email',
        firstName: greetingName(data.firstName, false),
        newEmail: data.newEmail,
        link: mailLink('/confirm-email', data),
      });
    },

    async emailChanged(event: Event<typeof identityEvents.emailChanged>) {
      const { data } = event;
      const firstName = await nameFor(data, data.oldEmail);
      // The member opened the link mailed to the new address: it is proved.
      await records.members.saveVerified(data.userId, data.newEmail);
      await send(event, data.oldEmail, { kind: 'email-changed', firstName, newEmail: data.newEmail });
    },

    async passwordChanged(event: Event<typeof identityEvents.passwordChanged>) {
      const { data } = event;
      await send(event, data.email, {
        kind: 'password-changed',
        firstName: await nameFor(data, data.email),
        how: data.how,
      });
    },

    async newDeviceSignedIn(event: Event<typeof identityEvents.newDeviceSignedIn>) {
      const { data } = event;
      await send(event, data.email, {
        kind: 'new-device',
        firstName: await nameFor(data, data.email),
        device: data.device,
        network: data.network,
        signedInAt: formatMoment(event.occurredAt),
      });
    },

    async paymentSucceeded(event: Event<typeof billingEvents.paymentSucceeded>) {
      const { data } = event;
      const contact = await contactOf(data.userId);
      await send(event, contact.email, {
        kind: 'receipt',
        firstName: contact.firstName,
        amount: formatMoney(data.amountCents),
        paidOn: formatDate(event.occurredAt),
        item: receiptItem(data.purpose),
        detail: data.description,
        paymentId: data.paymentIntentId,
      });
    },

    async subscriptionUpdated(event: Event<typeof billingEvents.subscriptionUpdated>) {
      const { data } = event;
      const seen = await records.members.subscriptionSeen(data.userId);
      const change = subscriptionChange(seen, { version: data.version, cancelAtPeriodEnd: data.cancelAtPeriodEnd });
      if (change.cancelled && data.currentPeriodEnd) {
        const contact = await contactOf(data.userId);
        await send(event, contact.email, {
          kind: 'subscription-cancelled',
          firstName: contact.firstName,
          accessEnds: formatDate(data.currentPeriodEnd),
        });
      }
      if (change.newer) {
        await records.members.saveSubscriptionSeen(data.userId, {
          version: data.version,
          cancelAtPeriodEnd: data.cancelAtPeriodEnd,
        });
      }
    },

    async subscriptionEnded(event: Event<typeof billingEvents.subscriptionEnded>) {
      const contact = await contactOf(event.data.userId);
      await send(event, contact.email, { kind: 'subscription-ended', firstName: contact.firstName });
    },

    async filmRequestSubmitted(event: Event<typeof commissionsEvents.filmRequestSubmitted>) {
      const { data } = event;
      await records.filmRequests.save(data.requestId, data.request.title);
      const contact = await contactOf(data.userId);
      await send(event, contact.email, {
        kind: 'film-request-received',
        firstName: contact.firstName,
        title: data.request.title,
      });
    },

    async filmRequestStatusChanged(event: Event<typeof commissionsEvents.filmRequestStatusChanged>) {
      const { data } = event;
      const title = await records.filmRequests.title(data.requestId);
      if (title === null) throw new NotKnownYet(`film request ${data.requestId} not known yet`);
      const contact = await contactOf(data.userId);
      await send(event, contact.email, {
        kind: 'film-request-status',
        firstName: contact.firstName,
        title,
        status: statusInWords(data.status),
      });
    },

    /** The film is ready (or delivered again): a mail that leads straight to it. */
    async filmRequestDelivered(event: Event<typeof commissionsEvents.filmRequestDelivered>) {
      const { data } = event;
      const contact = await contactOf(data.userId);
      await send(event, contact.email, {
        kind: 'film-delivered',
        firstName: contact.firstName,
        title: data.film.title,
        watchUrl: new URL(`/watch/${encodeURIComponent(data.film.id)}`, brand.publicUrl).toString(),
        again: data.from === 'delivered',
      });
    },
  };
}
export type Notifier = ReturnType<typeof createNotifier>;
