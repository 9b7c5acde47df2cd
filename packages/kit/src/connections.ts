import mongoose, { type Connection, type mongo } from 'mongoose';
import { Redis } from 'ioredis';
import { connect, type NatsConnection } from 'nats';
import { inboxPrefixOf } from '@cinevia/proto';

/**
 * How often the driver's connection pool checks its minimum size. The driver's default, 100 ms, wakes
 * an idle service ten times a second (a tenth of a percent of a core each, the largest part of an
 * idle service's CPU); with `minPoolSize` 0 and no `maxIdleTimeMS` the check has nothing to do (a
 * connection of an older generation is also dropped when it is next checked out), so once a minute is
 * plenty. The driver takes it only as an internal option, which its option parser refuses, so it is
 * set on the client's parsed options before `connect()`, whence every server's pool copies it.
 */
export const POOL_CHECK_INTERVAL_MS = 60_000;

/**
 * `monitorCommands` makes the driver emit every command, for the query audit. While the database is
 * away a command fails within DATABASE_WAIT_MS (no buffering), so a request is answered 503 at once
 * rather than held; the driver reconnects by itself when the database is back.
 */
export async function connectMongo(url: string, dbName: string, monitorCommands = false): Promise<Connection> {
  // `dbName` is a client option the driver parses (as mongoose passes it) but leaves out of its type.
  const options = { dbName, serverSelectionTimeoutMS: DATABASE_WAIT_MS, monitorCommands } as mongo.MongoClientOptions;
  const client = new mongoose.mongo.MongoClient(url, options);
  Object.assign(client.options, { minPoolSizeCheckFrequencyMS: POOL_CHECK_INTERVAL_MS });
  await client.connect();
  const connection = mongoose.createConnection().setClient(client);
  connection.set('bufferCommands', false);
  connection.set('autoIndex', false);
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

/** The database refused a write whose `_id` (or another unique key) is taken: error code 11000. */
export function isDuplicateKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}

/**
 * Runs an upsert, and once more if it lost a race: two upserts of a document not there yet both
 * find none and insert, and the later fails with 11000; tried again, it finds the document.
 */
export async function upsertRaced<T>(upsert: () => Promise<T>): Promise<T> {
  try {
    return await upsert();
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    return upsert();
  }
}

/**
 * Auto-pipelining sends the commands issued in one turn of the event loop in one write: under load the
 * gateway's rate limits and session reads, one each per request, took a socket write each. No ready
 * check: it asks INFO, which no process's user may (a Redis still loading answers LOADING, retried).
 */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 3,
    enableAutoPipelining: true,
    enableReadyCheck: false,
  });
  await redis.connect();
  return redis;
}

/**
 * What nats.js needs of NATS_URL: a cluster's seed servers, comma-separated (the client learns the
 * rest from the cluster), and the credentials when the URL has them (nats://user:password@host:4222),
 * as the client's user and password: nats.js does not read them from a server's address.
 */
export function natsOptionsOf(url: string): { servers: string[]; user?: string; pass?: string } {
  const servers = url.split(',').map((server) => new URL(server.trim()));
  const addresses = servers.map((server) => `${server.protocol}//${server.host}`);
  const withCredentials = servers.find((server) => server.username);
  if (!withCredentials) return { servers: addresses };
  const user = decodeURIComponent(withCredentials.username);
  return { servers: addresses, user, pass: decodeURIComponent(withCredentials.password) };
}

/**
 * `noAsyncTraces`: nats.js otherwise makes an error, stack trace and all, for every request and
 * JetStream publish in case it times out (3 % of the gateway's CPU under progress saves). A user's
 * replies come to its own inbox, the only one its permissions let it hear (proto's infrastructure-rights).
 */
export async function connectNats(url: string, name: string): Promise<NatsConnection> {
  const options = natsOptionsOf(url);
  const inboxPrefix = options.user ? inboxPrefixOf(options.user) : undefined;
  return connect({ ...options, inboxPrefix, name, maxReconnectAttempts: -1, noAsyncTraces: true });
}
