import type { Connection } from 'mongoose';
import { auditQueries, connectMongo, inRequest, QUERY_NOT_BY_ID, READ_IN_REQUEST, startupLoad } from '../src';
import { capturingLogger, eventually, startInfrastructure, type Infrastructure } from '@cinevia/harness';

let infra: Infrastructure;
let db: Connection;
let lines: () => { msg: string; requestId?: string; audit?: { command: string; collection: string } }[];

beforeAll(async () => {
  infra = await startInfrastructure();
  db = await connectMongo(infra.mongoUrl, 'kit-audit', true);
  const capture = capturingLogger();
  lines = () => capture.lines as never;
  auditQueries(db, capture.logger);
  await db
    .collection('films')
    .insertMany([{ _id: 'f1', genre: 'Drama' } as never, { _id: 'f2', genre: 'Comedy' } as never]);
});

afterAll(async () => {
  await db?.close();
  await infra?.stop();
});

const flagged = () => lines().filter((line) => line.msg === QUERY_NOT_BY_ID);

it('logs a read by another field, and lets reads and writes by _id pass', async () => {
  await db.collection('films').findOne({ _id: 'f1' } as never);
  await db.collection('films').updateOne({ _id: 'f2' } as never, { $set: { seen: true } });
  expect(flagged()).toEqual([]);

  await db.collection('films').find({ genre: 'Drama' }).toArray();
  await db
    .collection('films')
    .find({ _id: { $in: ['f1', 'f2'] } } as never)
    .toArray();
  await eventually(() =>
    expect(flagged().map((line) => line.audit)).toMatchObject([
      { command: 'find', collection: 'films' },
      { command: 'find', collection: 'films' },
    ]),
  );
});

it('allows a whole-collection read inside a named start-up load', async () => {
  const before = flagged().length;
  const all = await startupLoad('films read model', () => db.collection('films').find({}).toArray());
  expect(all).toHaveLength(2);
  expect(flagged()).toHaveLength(before);
});

it('logs every read made while answering a request, by _id too, under the request id', async () => {
  const readsIn = (requestId: string) =>
    lines().filter((line) => line.msg === READ_IN_REQUEST && line.requestId === requestId);
  await db.collection('films').findOne({ _id: 'f1' } as never);
  await inRequest('request-1', async () => {
    await db.collection('films').updateOne({ _id: 'f2' } as never, { $set: { seen: false } });
    await db.collection('films').findOne({ _id: 'f1' } as never);
  });
  await inRequest('request-2', () => Promise.resolve());
  await eventually(() =>
    expect(readsIn('request-1').map((line) => line.audit)).toEqual([{ command: 'find', collection: 'films' }]),
  );
  expect(readsIn('request-2')).toEqual([]);
  expect(lines().filter((line) => line.msg === READ_IN_REQUEST)).toHaveLength(1);
});
