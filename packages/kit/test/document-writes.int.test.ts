import type { Connection, mongo } from 'mongoose';
import { connectMongo, documentWrites } from '../src';
import { startInfrastructure, type Infrastructure } from '@cinevia/harness';

let infra: Infrastructure;
let db: Connection;

beforeAll(async () => {
  infra = await startInfrastructure();
  db = await connectMongo(infra.mongoUrl, 'kit-writes');
});

afterAll(async () => {
  await db?.close();
  await infra?.stop();
});

describe('documentWrites', () => {
  it('loses no update when one document is updated concurrently', async () => {
    const writes = documentWrites(db.collection('racing') as unknown as mongo.Collection<mongo.Document>);
    const ids = Array.from({ length: 50 }, (_, index) => `doc-${index}`);
    await writes.collection.insertMany(
      ids.map((_id) => ({ _id, count: 0, flag: false, outbox: [{ id: 'e1' }] })) as never,
    );

    await Promise.all(
      ids.flatMap((_id) => [
        writes.updateOne({ _id }, { $set: { flag: true } }),
        writes.updateOne({ _id }, { $pull: { outbox: { id: 'e1' } } } as never),
        writes.updateOne({ _id }, { $inc: { count: 1 } }),
        writes.updateOne({ _id }, { $inc: { count: 1 } }),
      ]),
    );

    const docs = await writes.collection.find({}).toArray();
    expect(docs.map(({ _id, count, flag, outbox }) => ({ _id, count, flag, outbox }))).toEqual(
      ids.map((_id) => ({ _id, count: 2, flag: true, outbox: [] })),
    );
  });
});
