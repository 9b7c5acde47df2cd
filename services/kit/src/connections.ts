import mongoose, { type Connection } from 'mongoose';
import { Redis } from 'ioredis';
import { connect, type NatsConnection } from 'nats';

/** `monitorCommands` makes the driver emit every command, for the query audit. */
export async function connectMongo(url: string, dbName: string, monitorCommands = false): Promise<Connection> {
  const connection = mongoose.createConnection(url, {
    dbName,
    serverSelectionTimeoutMS: 10_000,
    autoIndex: false,
    monitorCommands,
  });
  await connection.asPromise();
  return connection;
}

export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await redis.connect();
  return redis;
}

export async function connectNats(url: string, name: string): Promise<NatsConnection> {
  return connect({ servers: url, name, maxReconnectAttempts: -1 });
}
