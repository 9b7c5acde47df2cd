import { Schema, type Connection } from 'mongoose';
import { documentWrites } from '@cinevia/service-kit';
import type { SubscriptionSeen } from '../domain/mail';
import type { MailKind } from '../domain/mail';

/**
 * What notifications keeps, every document by `_id`:
 *   sent_mails      `_id` = the event id: that event's mail went out (a redelivery sends nothing)
 *   members         `_id` = user id: the address and first name a mail needs, with the time of
 *                   the event that told them, the addresses the member proved they read, and
 *                   the last subscription change seen (so a cancellation is told once)
 *   film_requests   `_id` = request id: its title, for the mails about its status
 * No other member data.
 */
interface SentMailDocument {
  _id: string;
  kind: MailKind;
  sentAt: Date;
}

interface MemberDocument {
  _id: string;
  email?: string;
  firstName?: string;
  /** When identity made the change the contact comes from: an older event never overwrites it. */
  contactAt?: Date;
  /** Addresses the member opened a link mailed to (a verification, or the move to a new one). */
  verifiedEmails?: string[];
  subscription?: SubscriptionSeen;
}

interface FilmRequestDocument {
  _id: string;
  title: string;
}

export interface Contact {
  email: string;
  firstName: string;
}

/** A contact, and whether the member proved they read its address. */
export type KnownContact = Contact & { verified: boolean };

const sentMailSchema = new Schema<SentMailDocument>(
  { _id: String, kind: String, sentAt: Date },
  { collection: 'sent_mails', versionKey: false },
);
const memberSchema = new Schema<MemberDocument>(
  {
    _id: String,
    email: String,
    firstName: String,
    contactAt: Date,
    verifiedEmails: [String],
    subscription: { version: Number, cancelAtPeriodEnd: Boolean },
  },
  { collection: 'members', versionKey: false },
);
const filmRequestSchema = new Schema<FilmRequestDocument>(
  { _id: String, title: String },
  { collection: 'film_requests', versionKey: false },
);

export function createRecords(connection: Connection) {
  const SentMails = connection.model<SentMailDocument>('SentMail', sentMailSchema);
  const Members = connection.model<MemberDocument>('Member', memberSchema);
  const FilmRequests = connection.model<FilmRequestDocument>('FilmRequest', filmRequestSchema);
  const memberWrites = documentWrites(Members.collection);

  return {
    sentMails: {
      async has(eventId: string): Promise<boolean> {
        return (await SentMails.findById(eventId, { _id: 1 }).lean()) !== null;
      },
      async record(eventId: string, kind: MailKind, sentAt: Date): Promise<void> {
        await SentMails.collection.updateOne({ _id: eventId } as never, { $set: { kind, sentAt } }, { upsert: true });
      },
    },
    members: {
      /** The member's address and name; null until identity's sign-up event has been seen. */
      async contact(userId: string): Promise<KnownContact | null> {
        const doc = await Members.findById(userId, {
          email: 1,
          firstName: 1,
          verifiedEmails: 1,
        }).lean<MemberDocument>();
        if (!doc?.email) return null;
        const verified = doc.verifiedEmails?.includes(doc.email) ?? false;
        return { email: doc.email, firstName: doc.firstName ?? '', verified };
      },
      /** Whether the member proved they read `email`. */
      async verified(userId: string, email: string): Promise<boolean> {
        const doc = await Members.findById(userId, { verifiedEmails: 1 }).lean<MemberDocument>();
        return doc?.verifiedEmails?.includes(email) ?? false;
      },
      /** The member opened a link mailed to `email`. */
      async saveVerified(userId: string, email: string): Promise<void> {
        await memberWrites.updateOne({ _id: userId }, { $addToSet: { verifiedEmails: email } }, { upsert: true });
      },
      /**
       * Keeps the contact unless a newer one is kept already: registration, update and verification
       * events arrive on consumers of their own, in no set order.
       */
      saveContact: (userId: string, contact: Contact, at: Date): Promise<void> =>
        memberWrites.readThenWrite(userId, async () => {
          const kept = await Members.findById(userId, { contactAt: 1 }).lean<MemberDocument>();
          if (kept?.contactAt && kept.contactAt >= at) return;
          await Members.collection.updateOne(
            { _id: userId } as never,
            { $set: { ...contact, contactAt: at } },
            { upsert: true },
          );
        }),
      async subscriptionSeen(userId: string): Promise<SubscriptionSeen | null> {
        const doc = await Members.findById(userId, { subscription: 1 }).lean<MemberDocument>();
        return doc?.subscription ?? null;
      },
      async saveSubscriptionSeen(userId: string, seen: SubscriptionSeen): Promise<void> {
        await memberWrites.updateOne({ _id: userId }, { $set: { subscription: seen } }, { upsert: true });
      },
    },
    filmRequests: {
      async title(requestId: string): Promise<string | null> {
        return (await FilmRequests.findById(requestId).lean<FilmRequestDocument>())?.title ?? null;
      },
      async save(requestId: string, title: string): Promise<void> {
        await FilmRequests.collection.updateOne({ _id: requestId } as never, { $set: { title } }, { upsert: true });
      },
    },
  };
}
export type Records = ReturnType<typeof createRecords>;
