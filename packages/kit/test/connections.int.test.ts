import type { Connection } from 'mongoose';
import { connectMongo, isDuplicateKey, POOL_CHECK_INTERVAL_MS } from '../src';
import { startInfrastructure, type Infrastructure } from '@cinevia/harness';

let infra: Infrastructure;
let db: Connection;

beforeAll(async () => {
  infra = await startInfrastructure();
  db = await connectMongo(infra.mongoUrl, 'kit-connections');
});

afterAll(async () => {
  await db?.close();
  await infra?.stop();
});

/** The driver's internals the pool setting reaches (not part of its public types). */
interface PooledServer {
  pool: { options: { minPoolSizeCheckFrequencyMS: number } };
}

describe('connectMongo', () => {
  it('reads and writes the named database', async () => {
    await db.collection('things').insertOne({ _id: 'one' } as never);
    expect(db.name).toBe('kit-connections');
    expect(
      await db
        .getClient()
        .db('kit-connections')
        .collection('things')
        .findOne({ _id: 'one' } as never),
    ).toEqual({
      _id: 'one',
    });
  });

  // An idle service is woken by this check; a driver that renamed the internal option would silently
  // go back to its 100 ms default.
  it('has every pool check its minimum size once a minute, not every 100 ms', () => {
    const topology = (db.getClient() as unknown as { topology: { s: { servers: Map<string, PooledServer> } } })
      .topology;
    const servers = [...topology.s.servers.values()];
    expect(servers.length).toBeGreaterThan(0);
    for (const server of servers) expect(server.pool.options.minPoolSizeCheckFrequencyMS).toBe(POOL_CHECK_INTERVAL_MS);
  });

  it("tells a taken _id apart from the database's other refusals", async () => {
    const things = db.collection('taken');
    await things.insertOne({ _id: 'taken' } as never);
    const refusal = await things.insertOne({ _id: 'taken' } as never).catch((error: unknown) => error);
    expect(isDuplicateKey(refusal)).toBe(true);
    const other = await things
      .updateOne({ _id: 'taken' } as never, { $inc: { _id: 1 } })
      .catch((error: unknown) => error);
    expect(other).toBeInstanceOf(Error);
    expect(isDuplicateKey(other)).toBe(false);
  });
});
