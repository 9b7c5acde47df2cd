import { Schema, type Connection } from 'mongoose';
import type { AccountLink, LinkPurpose } from '../domain/account-links';

/**
 * account_links: one document per mailed link (`_id` = the SHA-256 digest of its token, so the
 * token itself is never stored and a link is found by `_id`). A used link is deleted; whoever
 * deletes it first has used it. Expired links are refused on sight (FerretDB has no TTL index).
 */
interface LinkDocument {
  _id: string;
  purpose: LinkPurpose;
  userId: string;
  stamp: string;
  expiresAt: Date;
  newEmail?: string;
}

const linkSchema = new Schema<LinkDocument>(
  {
    _id: { type: String, required: true },
    purpose: { type: String, required: true },
    userId: { type: String, required: true },
    stamp: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    newEmail: { type: String },
  },
  { collection: 'account_links', versionKey: false },
);

export function createAccountLinkStore(connection: Connection) {
  const Links = connection.model<LinkDocument>('AccountLink', linkSchema);
  return {
    async insert(link: AccountLink): Promise<void> {
      const { digest, ...fields } = link;
      await Links.collection.insertOne({ _id: digest, ...fields } as never);
    },
    async find(digest: string): Promise<AccountLink | null> {
      const doc = await Links.findById(digest).lean<LinkDocument>();
      if (!doc) return null;
      const { _id, ...fields } = doc;
      return { digest: _id, ...fields };
    },
    /** Uses the link up: true for the one caller that deleted it. */
    async consume(digest: string): Promise<boolean> {
      return (await Links.collection.deleteOne({ _id: digest } as never)).deletedCount === 1;
    },
  };
}
export type AccountLinkStore = ReturnType<typeof createAccountLinkStore>;
