/**
 * Makes each service's own MongoDB user, with readWrite on its own database alone, signed in as the
 * server's root user, which nothing else of Cinevia's holds. docker-compose.yml runs it on every `up`
 * before the services start, so a new password (`npm run -s secrets`) is set too; it changes nothing
 * when run again. Exits 0 once every user is as it should be.
 */
import mongoose from 'mongoose';
import { z } from 'zod';
import { mongoPasswordVariable, SERVICES } from '@cinevia/proto';
import { loadConfig } from '@cinevia/service-kit';
import { serviceUsers, userCommand } from './users';

const password = z.string().min(16, 'must be 16 characters or more (npm run -s secrets)');
const env = z.object({
  /** The server's root user, signed in to admin: `mongodb://root:password@mongo:27017/?authSource=admin`. */
  MONGO_ROOT_URL: z.string().startsWith('mongodb', 'must be a mongodb:// URL'),
  ...Object.fromEntries(SERVICES.map((service) => [mongoPasswordVariable(service), password])),
});

async function main() {
  const config = loadConfig(env) as Record<string, string>;
  const client = new mongoose.mongo.MongoClient(config.MONGO_ROOT_URL!, { serverSelectionTimeoutMS: 30_000 });
  await client.connect();
  try {
    for (const user of serviceUsers((service) => config[mongoPasswordVariable(service)]!)) {
      const db = client.db(user.database);
      const { users } = (await db.command({ usersInfo: user.service })) as { users: unknown[] };
      await db.command(userCommand(user, users.length > 0));
      console.log(`${user.service}: ${users.length > 0 ? 'password set' : 'made'}, readWrite on ${user.database}`);
    }
  } finally {
    await client.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
