import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StartedTestContainer } from 'testcontainers';
import type { ProcessName } from '@cinevia/proto';
import { localAccess, type LocalAccess, type ProcessAccess } from './local/access';
import { freePort, waitForPort } from './local/processes';
import { startMongo, startNats, startRedis } from './local/servers';

export interface Infrastructure {
  mongoUrl: string;
  /** NATS and Redis as the tests' own operator, with every right. */
  natsUrl: string;
  redisUrl: string;
  /** What a process of the stack signs in with: its own user and rights, as deployed. */
  accessOf(process: ProcessName): ProcessAccess;
  /** How it was provided, for test output. */
  kind: 'containers' | 'local';
  /** Kills NATS outright (SIGKILL) and starts it again on the same address and store. */
  restartNats(): Promise<void>;
  /** Kills a server outright, runs `whileDown`, and starts the server again on the same address and store. */
  outage(server: 'nats' | 'mongo', whileDown: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The images the containers run: the official ones (the defaults of docker-compose.yml's variables of the
 * same names), or where no registry answers the local builds that scripts/images/build.sh names in
 * `.tools/images.env` and scripts/test/run.sh exports.
 */
export const infrastructureImages = {
  nats: process.env.NATS_IMAGE ?? 'nats:2.15.2-alpine',
  redis: process.env.REDIS_IMAGE ?? 'redis:7.0.15-bookworm',
  mongo: process.env.MONGO_IMAGE ?? 'mongo:7.0.14',
};

const TESTS_OPERATOR = 'tests';

export type InfrastructureChoice = 'containers' | 'local' | 'auto';

function choiceFromEnvironment(): InfrastructureChoice {
  const asked = process.env.CINEVIA_INFRASTRUCTURE ?? 'auto';
  if (asked === 'containers' || asked === 'local' || asked === 'auto') return asked;
  throw new Error(`CINEVIA_INFRASTRUCTURE is "${asked}": say containers, local or auto`);
}

/** Starts the three servers together; if one fails, stops those that started and throws its error. */
async function startAllOrNone<Server>(
  starts: [Promise<Server>, Promise<Server>, Promise<Server>],
  stop: (server: Server) => Promise<unknown>,
): Promise<[Server, Server, Server]> {
  const results = await Promise.allSettled(starts);
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(started.map(stop));
    throw failure.reason;
  }
  return started as [Server, Server, Server];
}

function dockerMayAnswer(): boolean {
  return Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock');
}

/**
 * NATS, Redis and the MongoDB-compatible server as containers (Testcontainers), each published on a
 * free loopback port chosen here, so that a container killed and started again comes back on the
 * same address, with its data (the container is kept until `stop`).
 */
async function startContainers(access: LocalAccess): Promise<Infrastructure> {
  const { GenericContainer, Wait, getContainerRuntimeClient } = await import('testcontainers');
  const [natsPort, redisPort, mongoPort] = [await freePort(), await freePort(), await freePort()];
  const containers = await startAllOrNone<StartedTestContainer>(
    [
      new GenericContainer(infrastructureImages.nats)
        .withCopyContentToContainer([{ content: access.natsAuthorization, target: '/etc/nats/users.conf' }])
        .withEnvironment(access.natsEnvironment)
        .withCommand(['--jetstream', '--store_dir', '/data', '--config', '/etc/nats/users.conf'])
        .withExposedPorts({ container: 4222, host: natsPort })
        .withWaitStrategy(Wait.forLogMessage(/Server is ready/))
        .start(),
      new GenericContainer(infrastructureImages.redis)
        .withCopyContentToContainer([{ content: access.redisAcl, target: '/etc/redis/users.acl', mode: 0o644 }])
        .withCommand(['redis-server', '--aclfile', '/etc/redis/users.acl'])
        .withExposedPorts({ container: 6379, host: redisPort })
        .withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/))
        .start(),
      new GenericContainer(infrastructureImages.mongo)
        .withExposedPorts({ container: 27017, host: mongoPort })
        .withWaitStrategy(Wait.forListeningPorts())
        .start(),
    ],
    (container) => container.stop(),
  );
  const [nats, , mongo] = containers;
  const runtime = await getContainerRuntimeClient();
  async function outage(server: 'nats' | 'mongo', whileDown: () => Promise<void>): Promise<void> {
    const [container, port] = server === 'nats' ? [nats, natsPort] : [mongo, mongoPort];
    const handle = runtime.container.getById(container.getId());
    await handle.kill();
    await handle.wait();
    try {
      await whileDown();
    } finally {
      await handle.start();
      await waitForPort(port, 30_000);
    }
  }
  const urls = { natsUrl: `nats://127.0.0.1:${natsPort}`, redisUrl: `redis://127.0.0.1:${redisPort}` };
  return {
    kind: 'containers',
    ...access.operatorUrls(urls),
    accessOf: (process) => access.accessOf(process, urls),
    mongoUrl: `mongodb://127.0.0.1:${mongoPort}/`,
    restartNats: () => outage('nats', async () => undefined),
    outage,
    async stop() {
      await Promise.all(containers.map((container) => container.stop()));
    },
  };
}

async function startLocal(access: LocalAccess): Promise<Infrastructure> {
  const root = await mkdtemp(join(tmpdir(), 'cinevia-infra-'));
  const [natsPort, redisPort, mongoPort] = [await freePort(), await freePort(), await freePort()];
  const servers = await startAllOrNone(
    [
      startNats(natsPort, join(root, 'nats'), access),
      startRedis(redisPort, join(root, 'redis'), false, access),
      startMongo(mongoPort, join(root, 'mongo')),
    ],
    (server) => server.process.stop(),
  ).catch(async (error: unknown) => {
    await rm(root, { recursive: true, force: true });
    throw error;
  });
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
          ? await startNats(natsPort, join(root, 'nats'), access)
          : await startMongo(mongoPort, join(root, 'mongo'));
    }
  }
  const [nats, redis, mongo] = servers;
  const urls = { natsUrl: nats.url, redisUrl: redis.url };
  return {
    kind: 'local',
    ...access.operatorUrls(urls),
    accessOf: (process) => access.accessOf(process, urls),
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
 * Real NATS JetStream, Redis and a MongoDB-compatible server for one test suite: containers or the same
 * programs run locally on free ports in a temp dir, as `CINEVIA_INFRASTRUCTURE` says (scripts/test/run.sh
 * sets it from the engine it found); unset, containers when a Docker engine may answer, else local.
 * A caller may choose for itself: the benchmarks measure the processes they start, so they ask for local ones.
 */
export async function startInfrastructure(
  asked: InfrastructureChoice = choiceFromEnvironment(),
): Promise<Infrastructure> {
  // The servers as deployed, a user per process with its rights; the tests' own clients sign in as
  // an operator with every right.
  const access = localAccess(TESTS_OPERATOR);
  if (asked === 'containers') return startContainers(access);
  if (asked === 'auto' && dockerMayAnswer()) {
    try {
      return await startContainers(access);
    } catch {
      // No engine after all, or its images are missing: the local programs serve as well.
    }
  }
  return startLocal(access);
}
