import { Schema, type Connection } from 'mongoose';
import type { Envelope } from '@cinevia/proto';
import type { Outbox } from '@cinevia/service-kit';
import type { User } from '../domain/user';

/**
 * users: one document per member (`_id` = user id), with its outbox.
 * emails: who owns a normalised email (`_id` = the email), so sign-in finds a member by `_id` alone.
 * The email is claimed first; a claim whose member was never written (a crash in between) is taken
 * over by the next sign-up with that email.
 */
interface UserDocument {
  _id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
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
  },
  { collection: 'users', versionKey: false },
);
const emailSchema = new Schema<EmailDocument>(
  { _id: { type: String, required: true }, userId: { type: String, required: true } },
  { collection: 'emails', versionKey: false },
);

export class DuplicateEmailError extends Error {
  override name = 'DuplicateEmailError';
}

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

function toUser(doc: UserDocument): User {
  return {
    id: doc._id,
    email: doc.email,
    passwordHash: doc.passwordHash,
    firstName: doc.firstName,
    lastName: doc.lastName,
    createdAt: doc.createdAt,
  };
}

export function createUserStore(connection: Connection, outbox: Outbox) {
  const Users = connection.model<UserDocument>('User', userSchema);
  const Emails = connection.model<EmailDocument>('Email', emailSchema);

  async function findById(id: string): Promise<User | null> {
    const doc = await Users.findById(id, outbox.withoutEvents).lean<UserDocument>();
    return doc ? toUser(doc) : null;
  }

  /** Claims the email for `userId`; a claim left by a member that was never written is taken over. */
  async function claimEmail(email: string, userId: string): Promise<void> {
    try {
      await Emails.collection.insertOne({ _id: email, userId } as never);
      return;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const claim = await Emails.findById(email).lean<EmailDocument>();
    if (!claim || (await findById(claim.userId))) throw new DuplicateEmailError(email);
    const taken = await Emails.collection.updateOne({ _id: email, userId: claim.userId } as never, {
      $set: { userId },
    });
    if (taken.modifiedCount !== 1) throw new DuplicateEmailError(email);
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
    /** Saves a changed name or password hash, with the events announcing it, in one write. */
    async update(user: User, events: Envelope[]): Promise<void> {
      await outbox.updateOne(
        Users.collection,
        { _id: user.id },
        { $set: { firstName: user.firstName, lastName: user.lastName, passwordHash: user.passwordHash } },
        events,
      );
    },
    async findByEmail(email: string): Promise<User | null> {
      const claim = await Emails.findById(email).lean<EmailDocument>();
      return claim ? findById(claim.userId) : null;
    },
    findById,
  };
}
export type UserStore = ReturnType<typeof createUserStore>;
