import { join } from 'node:path';
import { localAccess, startMailDev, startMongo, startNats, startRedis, type LocalServer } from '@cinevia/harness/local';
import { startStack, ROOT, STACK_PROCESSES } from './stack';
import { buildWebAppIfStale } from './web-build';

/**
 * npm start: NATS, Redis and the Mongo-compatible server on loopback with their data under .data/
 * (unless MONGO_URL, NATS_URL or REDIS_URL point elsewhere), then every service and the gateway.
 */
const DATA = join(ROOT, '.data');
const INFRA_PORTS = { nats: 14222, redis: 16379, mongo: 27027, smtp: 1025, inbox: 1080 };
const SERVICE_PORTS: Record<string, number> = {
  identity: 4101,
  catalogue: 4102,
  billing: 4103,
  viewing: 4104,
  commissions: 4105,
  notifications: 4106,
};
const DEV_ADMIN_PASSWORD = 'cinevia-admin-portal';

async function main() {
  const started: LocalServer[] = [];
  const stopInfra = () => Promise.all(started.map((server) => server.process.stop()));
  const local = async (start: () => Promise<LocalServer>) => {
    const server = await start();
    started.push(server);
    return server.url;
  };

  // A user per process on NATS and Redis, each with its rights, as compose has them; fresh passwords each start.
  const access = localAccess();
  try {
    const [natsUrl, redisUrl, mongoUrl, smtpUrl] = await Promise.all([
      process.env.NATS_URL ?? local(() => startNats(INFRA_PORTS.nats, join(DATA, 'nats'), access)),
      process.env.REDIS_URL ?? local(() => startRedis(INFRA_PORTS.redis, join(DATA, 'redis'), true, access)),
      process.env.MONGO_URL ?? local(() => startMongo(INFRA_PORTS.mongo, join(DATA, 'mongo'))),
      // Every mail Cinevia sends lands in MailDev's inbox, unless SMTP_URL names a real server.
      process.env.SMTP_URL ?? local(() => startMailDev(INFRA_PORTS.smtp, INFRA_PORTS.inbox, join(DATA, 'mail'))),
    ]);
    for (const app of ['web', 'admin-web'] as const) if (buildWebAppIfStale(app)) console.log(`built ${app}`);

    const adminPassword = process.env.ADMIN_PASSWORD ?? DEV_ADMIN_PASSWORD;
    const gatewayPort = Number(process.env.PORT ?? 3000);
    const stack = await startStack({
      infra: {
        natsUrl,
        redisUrl,
        mongoUrl,
        // A server named by NATS_URL or REDIS_URL is signed in to as that URL says.
        accessOf: (name) => {
          const own = access.accessOf(name, { natsUrl, redisUrl });
          return { natsUrl: process.env.NATS_URL ?? own.natsUrl, redisUrl: process.env.REDIS_URL ?? own.redisUrl };
        },
      },
      ports: { ...SERVICE_PORTS, gateway: gatewayPort },
      logDir: join(DATA, 'logs'),
      adminPassword,
      smtpUrl,
      seedCatalogue: true,
      nodeEnv: 'development',
      restartCrashed: true,
      extraEnv: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
      echo: (name, line) => console.log(`[${name}] ${line}`),
    });

    let stopping = false;
    const stop = async () => {
      if (stopping) return;
      stopping = true;
      console.log('\nstopping Cinevia…');
      await stack.stop();
      await stopInfra();
      process.exit(0);
    };
    process.on('SIGINT', () => void stop());
    process.on('SIGTERM', () => void stop());

    console.log(`\nRunning: ${STACK_PROCESSES.join(', ')} (logs in .data/logs/)`);
    if (!process.env.ADMIN_PASSWORD) console.log(`Admin portal password (development default): ${DEV_ADMIN_PASSWORD}`);
    console.log(`\nCinevia is running at ${stack.url}`);
    if (!process.env.SMTP_URL) console.log(`Mail inbox (MailDev): http://127.0.0.1:${INFRA_PORTS.inbox}`);
    console.log('');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stopInfra();
    process.exit(1);
  }
}

void main();
