import mongoose, { type Connection } from 'mongoose';
import { Redis } from 'ioredis';
import { connect, type NatsConnection } from 'nats';

/**
 * `monitorCommands` makes the driver emit every command, for the query audit. While the database is
 * away a command fails within DATABASE_WAIT_MS (no buffering), so a request is answered 503 at once
 * rather than held; the driver reconnects by itself when the database is back.
 */
export async function connectMongo(url: string, dbName: string, monitorCommands = false): Promise<Connection> {
  const connection = mongoose.createConnection(url, {
    dbName,
    serverSelectionTimeoutMS: DATABASE_WAIT_MS,
    bufferCommands: false,
    autoIndex: false,
    monitorCommands,
  });
  await connection.asPromise();
  return connection;
}

const DATABASE_WAIT_MS = 3_000;

/** The driver's errors for a database it cannot reach (as against a command it refused). */
const UNREACHABLE = new Set([
  'MongoServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoPoolClearedError',
  'MongoTopologyClosedError',
]);

export function isDatabaseUnreachable(error: unknown): boolean {
  return error instanceof Error && UNREACHABLE.has(error.name);
}

export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await redis.connect();
  return redis;
}

export async function connectNats(url: string, name: string): Promise<NatsConnection> {
  return connect({ servers: url, name, maxReconnectAttempts: -1 });
}
