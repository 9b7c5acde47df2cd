import { Schema, type Connection } from 'mongoose';
import type { Envelope } from '@cinevia/proto';
import { documentWrites } from '@cinevia/service-kit';
import type { User } from '../domain/user';

interface UserDocument {
  _id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
  outbox: Envelope[];
}

const userSchema = new Schema<UserDocument>(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    createdAt: { type: Date, required: true },
    outbox: { type: Schema.Types.Mixed, default: [] },
  },
  { collection: 'users', versionKey: false },
);
userSchema.index({ 'outbox.id': 1 });

export class DuplicateEmailError extends Error {
  override name = 'DuplicateEmailError';
}

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

export function createUserStore(connection: Connection) {
  const Users = connection.model<UserDocument>('User', userSchema);
  const writes = documentWrites(Users.collection);
  return {
    collection: Users.collection,
    async ensureIndexes(): Promise<void> {
      await Users.createIndexes();
    },
    /** Stores the member and their pending events in one write (the outbox). */
    async insert(user: User, events: Envelope[]): Promise<void> {
      try {
        await Users.collection.insertOne({
          _id: user.id,
          email: user.email,
          passwordHash: user.passwordHash,
          firstName: user.firstName,
          lastName: user.lastName,
          createdAt: user.createdAt,
          outbox: events,
        } as never);
      } catch (error) {
        if ((error as { code?: number }).code === 11000) throw new DuplicateEmailError(user.email);
        throw error;
      }
    },
    /** Saves a changed name or password hash, with the events announcing it, in one write. */
    async update(user: User, events: Envelope[]): Promise<void> {
      await writes.updateOne({ _id: user.id }, {
        $set: { firstName: user.firstName, lastName: user.lastName, passwordHash: user.passwordHash },
        ...(events.length ? { $push: { outbox: { $each: events } } } : {}),
      } as never);
    },
    async findByEmail(email: string): Promise<User | null> {
      const doc = await Users.findOne({ email }).lean<UserDocument>();
      return doc ? toUser(doc) : null;
    },
    async findByIds(ids: readonly string[]): Promise<User[]> {
      const docs = await Users.find({ _id: { $in: [...ids] } }).lean<UserDocument[]>();
      return docs.map(toUser);
    },
  };
}
export type UserStore = ReturnType<typeof createUserStore>;
