/**
 * `npm run migrate`'s step for viewing, run once before new replicas start (compose's `migrate`
 * service, the chart's hook Job, `npm start`): the data migrations (migrations.ts), then exit. It
 * signs in as viewing does: MONGO_URL and NATS_URL are viewing's own users'.
 */
import { connectMongo, connectNats, createLogger, loadConfig, runService } from '@cinevia/service-kit';
import { startKnownFilms } from '@cinevia/shared-models';
import { viewingMigrationsEnv } from './config';
import { migrateViewing } from './migrations';
import { createReplicaViewers } from './replica-viewers';

runService('viewing', async () => {
  const config = loadConfig(viewingMigrationsEnv);
  const logger = createLogger('viewing-migrate', config.LOG_LEVEL);
  const mongo = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  const nats = await connectNats(config.NATS_URL, 'viewing');
  try {
    // The films known, for what a migration keeps: an entry of a film since deleted is dropped.
    const { films, feed } = await startKnownFilms({ name: 'viewing-migrate', nc: nats, logger, commissioned: true });
    try {
      await migrateViewing({ connection: mongo, viewers: createReplicaViewers(config, mongo, films), films, logger });
    } finally {
      await feed.stop();
    }
    logger.info('migrations done');
  } finally {
    await nats.drain();
    await mongo.close();
  }
});
