import { Schema, type Connection } from 'mongoose';
import { DomainError, type Envelope } from '@cinevia/proto';
import { isDuplicateKey, type Outbox } from '@cinevia/service-kit';
import { firstProfile, type StoredProfile } from '../domain/profiles';
import type { User } from '../domain/user';

/**
 * users: one document per member (`_id` = user id), with its outbox.
 * emails: who owns a normalised email (`_id` = the email), so sign-in finds a member by `_id` alone.
 * The email is claimed first; a claim whose member was never written, or no longer has that address
 * (a crash in between, or a move to another address), is taken over by the next claim of it. A
 * claim counts only while its member holds the address, so no two accounts can sign in with one.
 */
interface UserDocument {
  _id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
  /** Absent on members who signed up before addresses were verified. */
  emailVerified?: boolean;
  pendingEmail?: string | null;
  /** Absent on members who signed up before profiles: they have their first profile only. */
  profiles?: (Omit<StoredProfile, 'autoplay'> & { autoplay?: boolean })[];
  /** Absent on members never changed since revisions were kept: revision 0. */
  revision?: number;
  /** The mail request handled last (a redelivery of it mails nothing). */
  lastLinkRequest?: string;
  /** The digest of the newest reset link mailed: only that one works. */
  newestResetLink?: string;
  /** The devices the account signed in on (a browser on a system, digested): a new one is mailed about. */
  knownDevices?: string[];
}

interface EmailDocument {
  _id: string;
  userId: string;
}

const userSchema = new Schema<UserDocument>(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    createdAt: { type: Date, required: true },
    emailVerified: { type: Boolean },
    pendingEmail: { type: String },
    profiles: { type: [Object], default: undefined },
    revision: { type: Number },
    newestResetLink: { type: String },
    knownDevices: { type: [String], default: undefined },
  },
  { collection: 'users', versionKey: false },
);
const emailSchema = new Schema<EmailDocument>(
  { _id: { type: String, required: true }, userId: { type: String, required: true } },
  { collection: 'emails', versionKey: false },
);

const CHANGED_MEANWHILE = 'Your account was changed elsewhere at the same moment. Please try again.';

export class DuplicateEmailError extends Error {
  override name = 'DuplicateEmailError';
}

function toUser(doc: UserDocument): User {
  return {
    id: doc._id,
    email: doc.email,
    firstName: doc.firstName,
    lastName: doc.lastName,
    createdAt: doc.createdAt,
    emailVerified: doc.emailVerified ?? false,
    pendingEmail: doc.pendingEmail ?? null,
    // Read as upgraded: a member from before profiles has the first one, written with their next change.
    // Profiles stored before autoplay was a setting have it on.
    profiles: (doc.profiles ?? [firstProfile({ id: doc._id, firstName: doc.firstName })]).map((profile) => ({
      ...profile,
      autoplay: profile.autoplay ?? true,
    })),
    passwordHash: doc.passwordHash,
    revision: doc.revision ?? 0,
  };
}

/** `saved` hears every member this process wrote, once written (its read model puts them at once). */
export function createUserStore(connection: Connection, outbox: Outbox, saved: (user: User) => void = () => {}) {
  const Users = connection.model<UserDocument>('User', userSchema);
  const Emails = connection.model<EmailDocument>('Email', emailSchema);

  async function findById(id: string): Promise<User | null> {
    const doc = await Users.findById(id, outbox.withoutEvents).lean<UserDocument>();
    return doc ? toUser(doc) : null;
  }

  /** The member holding `email`, if its claim's member still has that address. */
  async function holderOf(claim: EmailDocument | null): Promise<User | null> {
    const member = claim ? await findById(claim.userId) : null;
    return member && member.email === claim?._id ? member : null;
  }

  /** Claims the email for `userId`; a claim nobody holds (see above) is taken over. */
  async function claimEmail(email: string, userId: string): Promise<void> {
    try {
      await Emails.collection.insertOne({ _id: email, userId } as never);
      return;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const claim = await Emails.findById(email).lean<EmailDocument>();
    if (!claim) throw new DuplicateEmailError(email);
    if (claim.userId === userId) return;
    if (await holderOf(claim)) throw new DuplicateEmailError(email);
    const taken = await Emails.collection.updateOne({ _id: email, userId: claim.userId } as never, {
      $set: { userId },
    });
    if (taken.modifiedCount !== 1) throw new DuplicateEmailError(email);
  }

  /**
   * Saves what changed of a member, with the events announcing it, in one write, over the revision
   * it was read at; refused (CONFLICT) when another change was written since, which would be lost.
   */
  async function update(user: User, events: Envelope[]): Promise<void> {
    const { id, createdAt: _createdAt, revision, ...fields } = user;
    // A member never changed since revisions were kept has none stored.
    const readAt = revision === 0 ? { $in: [0, null] } : revision;
    const written = await outbox.updateOne(
      Users.collection,
      { _id: id, revision: readAt },
      { $set: { ...fields, revision: revision + 1 } },
      events,
    );
    if (written.matchedCount === 0) throw new DomainError(CHANGED_MEANWHILE, 'CONFLICT');
    saved({ ...user, revision: revision + 1 });
  }

  return {
    async ensureIndexes(): Promise<void> {
      await Users.createIndexes();
    },
    /** Stores the member and their pending events in one write, once the email is theirs. */
    async insert(user: User, events: Envelope[]): Promise<void> {
      await claimEmail(user.email, user.id);
      const { id, ...fields } = user;
      try {
        await outbox.insertOne(Users.collection, { _id: id, ...fields }, events);
      } catch (error) {
        if (isDuplicateKey(error)) throw new DuplicateEmailError(user.email);
        throw error;
      }
      saved(user);
    },
    /** Many new members at once (an import, or the bench's seed), each with its events. */
    async insertMany(members: { user: User; events: Envelope[] }[]): Promise<void> {
      await Emails.collection.insertMany(
        members.map(({ user }) => ({ _id: user.email, userId: user.id }) as never),
        { ordered: false },
      );
      await outbox.insertMany(
        Users.collection,
        members.map(({ user: { id, ...fields }, events }) => ({ _id: id, ...fields, events })),
      );
    },
    update,
    /**
     * Queues `events` on the member's document once per `requestId` (a redelivered request queues
     * nothing): false when that request was already recorded.
     */
    async recordOnce(
      userId: string,
      requestId: string,
      events: Envelope[],
      also: Pick<UserDocument, 'newestResetLink'> = {},
    ): Promise<boolean> {
      const result = await outbox.updateOne(
        Users.collection,
        { _id: userId, lastLinkRequest: { $ne: requestId } },
        { $set: { lastLinkRequest: requestId, ...also } },
        events,
      );
      return result.modifiedCount === 1;
    },
    /**
     * Notes a device the member signed in on (`device`, a digest), queuing `events` only when the
     * account never signed in on it before: whether it was new. An account that kept no devices
     * yet (signed up before they were kept) starts its list without a notice.
     */
    async noteDevice(userId: string, device: string, events: Envelope[]): Promise<boolean> {
      const doc = await Users.findById(userId, { knownDevices: 1 }).lean<UserDocument>();
      if (!doc || doc.knownDevices?.includes(device)) return false;
      const isNew = doc.knownDevices !== undefined;
      await outbox.updateOne(
        Users.collection,
        { _id: userId },
        { $addToSet: { knownDevices: device } },
        isNew ? events : [],
      );
      return isNew;
    },
    async newestResetLink(userId: string): Promise<string | null> {
      const doc = await Users.findById(userId, { newestResetLink: 1 }).lean<UserDocument>();
      return doc?.newestResetLink ?? null;
    },
    /**
     * Moves a member to a new address: claimed first (DuplicateEmailError when someone holds it),
     * then the member written, then the old claim let go. A crash in between leaves a claim nobody
     * holds, which the next claim takes over, or the retried link completes.
     */
    async moveEmail(user: User, oldEmail: string, events: Envelope[]): Promise<void> {
      await claimEmail(user.email, user.id);
      await update(user, events);
      await Emails.collection.deleteOne({ _id: oldEmail, userId: user.id } as never);
    },
    async findByEmail(email: string): Promise<User | null> {
      return holderOf(await Emails.findById(email).lean<EmailDocument>());
    },
    findById,
  };
}
export type UserStore = ReturnType<typeof createUserStore>;
