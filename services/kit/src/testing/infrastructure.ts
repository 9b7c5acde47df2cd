import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../infra/processes';
import { startMongo, startNats, startRedis, type LocalServer } from '../infra/local';

export interface Infrastructure {
  mongoUrl: string;
  natsUrl: string;
  redisUrl: string;
  /** How it was provided, for test output. */
  kind: 'containers' | 'local';
  /** Kills NATS outright (SIGKILL) and starts it again on the same address and store. */
  restartNats(): Promise<void>;
  /**
   * Kills a server outright, runs `whileDown`, and starts the server again on the same address and
   * store (local servers only: a container harness refuses).
   */
  outage(server: 'nats' | 'mongo', whileDown: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

function dockerMayAnswer(): boolean {
  return Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock');
}

async function startContainers(): Promise<Infrastructure> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const [nats, redis, mongo] = await Promise.all([
    new GenericContainer('nats:2.10')
      .withCommand(['-js'])
      .withExposedPorts(4222)
      .withWaitStrategy(Wait.forLogMessage(/Server is ready/))
      .start(),
    new GenericContainer('redis:7').withExposedPorts(6379).start(),
    new GenericContainer('mongo:7').withExposedPorts(27017).start(),
  ]);
  return {
    kind: 'containers',
    natsUrl: `nats://${nats.getHost()}:${nats.getMappedPort(4222)}`,
    redisUrl: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
    mongoUrl: `mongodb://${mongo.getHost()}:${mongo.getMappedPort(27017)}/`,
    async restartNats() {
      await nats.restart({ timeout: 0 });
    },
    async outage() {
      throw new Error('outages are simulated with local servers only');
    },
    async stop() {
      await Promise.all([nats.stop(), redis.stop(), mongo.stop()]);
    },
  };
}

async function startLocal(): Promise<Infrastructure> {
  const root = await mkdtemp(join(tmpdir(), 'cinevia-infra-'));
  const [natsPort, redisPort, mongoPort] = [await freePort(), await freePort(), await freePort()];
  const results = await Promise.allSettled([
    startNats(natsPort, join(root, 'nats')),
    startRedis(redisPort, join(root, 'redis'), false),
    startMongo(mongoPort, join(root, 'mongo')),
  ]);
  const servers = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(servers.map((server) => server.process.stop()));
    await rm(root, { recursive: true, force: true });
    throw failure.reason;
  }
  async function outage(server: 'nats' | 'mongo', whileDown: () => Promise<void>): Promise<void> {
    const index = server === 'nats' ? 0 : 2;
    const running = servers[index]!.process.child;
    const exited = new Promise((done) => running.once('close', done));
    running.kill('SIGKILL');
    await exited;
    try {
      await whileDown();
    } finally {
      servers[index] =
        server === 'nats'
          ? await startNats(natsPort, join(root, 'nats'))
          : await startMongo(mongoPort, join(root, 'mongo'));
    }
  }
  const [nats, redis, mongo] = servers as [LocalServer, LocalServer, LocalServer];
  return {
    kind: 'local',
    natsUrl: nats.url,
    redisUrl: redis.url,
    mongoUrl: mongo.url,
    restartNats: () => outage('nats', async () => undefined),
    outage,
    async stop() {
      await Promise.all(servers.map((server) => server.process.stop()));
      await rm(root, { recursive: true, force: true });
    },
  };
}

/**
 * Real NATS JetStream, Redis and a MongoDB-compatible server for one test suite: containers when a
 * Docker engine answers, otherwise the same programs run locally on free ports in a temp dir.
 */
export async function startInfrastructure(): Promise<Infrastructure> {
  if (dockerMayAnswer()) {
    try {
      return await startContainers();
    } catch (error) {
      if (process.env.CINEVIA_REQUIRE_CONTAINERS === 'true') throw error;
    }
  }
  return startLocal();
}
