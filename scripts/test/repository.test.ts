import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { natsPasswordVariable, redisPasswordVariable } from '@cinevia/harness/local';
import { databaseOf, hasRedisUser, mongoPasswordVariable, PROCESSES, REDIS_USERS, SERVICES } from '@cinevia/proto';
import {
  CHART_NATS_AUTHORIZATION,
  CHART_REDIS_ACL,
  CHART_REDIS_START,
  chartNatsAuthorization,
  composeNatsConf,
  composeRedisAcl,
  NATS_CONF,
  REDIS_ACL,
  REDIS_START,
} from '../ops/infrastructure-users';
import { ROOT } from '../stack/stack';

const run = promisify(execFile);

/** What these checks read of a service in `docker compose config --format json`. */
interface ComposeService {
  image?: string;
  build?: object;
  restart?: string;
  healthcheck?: { test?: string[] };
  deploy?: { resources?: { limits?: object } };
  logging?: { options?: Record<string, string> };
  ports?: { target: number; host_ip?: string }[];
  environment?: Record<string, string>;
}
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
/** Where scripts/setup/setup.sh puts the compose CLI plugin when the machine has none. */
const DOCKER_CONFIG = join(ROOT, '.tools', 'docker');

/** Every TypeScript project: the contracts, each service, the harness, the edge, the apps, the scripts and journeys. */
const PROJECTS = [
  'proto',
  ...readdirSync(join(ROOT, 'services')).map((service) => `services/${service}`),
  ...readdirSync(join(ROOT, 'packages')).map((name) => `packages/${name}`),
  'gateway',
  'web',
  'admin-web',
  'scripts',
  'e2e',
];

/**
 * Runs tasks `concurrency` at a time. The checks below take two: this machine's cores, which the
 * suites around them (run one at a time) leave idle meanwhile.
 */
function pool(concurrency: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= concurrency) await new Promise<void>((start) => waiting.push(start));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/** What a check printed when it failed, or null when it passed. */
type CheckResult = string | null;
const outcome = (check: Promise<unknown>): Promise<CheckResult> =>
  check.then(
    () => null,
    (error: { stdout?: string; stderr?: string; message: string }) =>
      [error.stdout, error.stderr].filter(Boolean).join('\n') || error.message,
  );

describe('the repository', () => {
  const checks = new Map<string, Promise<CheckResult>>();

  beforeAll(() => {
    const twoAtATime = pool(2);
    for (const project of PROJECTS) {
      checks.set(project, outcome(twoAtATime(() => run(bin('tsc'), ['-p', project], { cwd: ROOT }))));
    }
    checks.set(
      'lint',
      outcome(
        twoAtATime(async () => {
          await run(bin('eslint'), ['.'], { cwd: ROOT });
          await run(bin('prettier'), ['--check', '.'], { cwd: ROOT });
        }),
      ),
    );
  });

  it.each(PROJECTS)(
    '%s type-checks under strict TypeScript',
    async (project) => {
      expect(await checks.get(project)).toBeNull();
    },
    300_000,
  );

  it('passes lint and formatting', async () => {
    expect(await checks.get('lint')).toBeNull();
  }, 300_000);

  describe('docker-compose.yml, read with the example env file and the secrets filled in', () => {
    let secrets: Record<string, string>;
    let services: Record<string, ComposeService>;

    beforeAll(async () => {
      // The keys as the operators' `npm run -s secrets >> .env` writes them.
      const { stdout: printed } = await run('node', ['--import', 'tsx', 'scripts/ops/secrets.ts'], { cwd: ROOT });
      const keys = printed
        .split('\n')
        .filter((line) => line && !line.startsWith('#'))
        .map((line) => line.split(/=(.*)/s) as [string, string]);
      secrets = {
        ...Object.fromEntries(keys),
        MONGO_PASSWORD: 'sentinel-mongo-password',
        ADMIN_PASSWORD: 'sentinel-admin-password',
      };
      const { stdout } = await run('docker', ['compose', '--env-file', '.env.example', 'config', '--format', 'json'], {
        cwd: ROOT,
        // Nothing from this process's environment but where the CLI is: the file and the secrets alone.
        env: { PATH: process.env.PATH, DOCKER_CONFIG: process.env.DOCKER_CONFIG ?? DOCKER_CONFIG, ...secrets },
      });
      services = (JSON.parse(stdout) as { services: Record<string, ComposeService> }).services;
    }, 60_000);

    it('names every process of the stack', () => {
      expect(Object.keys(services).sort()).toEqual([
        'billing',
        'catalogue',
        'commissions',
        'gateway',
        'identity',
        'migrate',
        'mongo',
        'mongo-users',
        'nats',
        'notifications',
        'proxy',
        'redis',
        'viewing',
      ]);
    });

    it('restarts, checks the health of, limits and rotates the logs of every service', () => {
      for (const [name, service] of Object.entries(services)) {
        const built = service.build !== undefined;
        // The one-offs (mongo-users, migrate) run once each `up`, again only until they succeed.
        const oneOff = ['mongo-users', 'migrate'].includes(name);
        expect([name, service.restart]).toEqual([name, oneOff ? 'on-failure' : 'unless-stopped']);
        expect([name, service.deploy?.resources?.limits]).toEqual([
          name,
          { cpus: expect.any(Number), memory: expect.any(String) },
        ]);
        expect([name, service.logging?.options]).toEqual([name, { 'max-size': '10m', 'max-file': '3' }]);
        // A built image has the Dockerfile's HEALTHCHECK; any other, one here (MailDev's image has its own).
        if (!built && name !== 'mail') expect([name, service.healthcheck?.test]).toEqual([name, expect.any(Array)]);
      }
    });

    it('pins every image it pulls to a version', () => {
      for (const [name, service] of Object.entries(services)) {
        if (service.build) continue;
        expect([name, service.image]).toEqual([name, expect.stringMatching(/^[\w./-]+:\d+\.\d+[\w.-]*$/)]);
      }
    });

    it('publishes the proxy alone, and the mail inbox on loopback only', () => {
      const publishing = Object.entries(services).filter(([, service]) => service.ports?.length);
      expect(publishing.map(([name]) => name)).toEqual(['proxy']);
      expect(services.proxy!.ports!.map((port) => [port.target, port.host_ip])).toEqual([
        [443, '0.0.0.0'],
        [80, '0.0.0.0'],
        [1080, '127.0.0.1'],
      ]);
    });

    it("runs the demo's mail catcher only with the demo profile, which the example env file leaves off", async () => {
      const example = await readFile(join(ROOT, '.env.example'), 'utf8');
      const set = (name: string) => new RegExp(`^${name}=\\S`, 'm');
      for (const name of ['COMPOSE_PROFILES', 'PAYMENTS', 'MAIL_CATCHER', 'SMTP_URL'])
        expect(example).not.toMatch(set(name));
      const { stdout } = await run(
        'docker',
        ['compose', '--env-file', '.env.example', '--profile', 'demo', 'config', '--services'],
        {
          cwd: ROOT,
          env: { PATH: process.env.PATH, DOCKER_CONFIG: process.env.DOCKER_CONFIG ?? DOCKER_CONFIG, ...secrets },
        },
      );
      expect(stdout.split('\n')).toContain('mail');
      expect(services.notifications!.environment!.MAIL_CATCHER).toBe('false');
    });

    it('holds no secret itself: each comes from the env file, and the services get it', async () => {
      const text = await readFile(join(ROOT, 'docker-compose.yml'), 'utf8');
      // A setting named like a secret takes its value from a variable, never a literal.
      expect(text).not.toMatch(/^\s*\w*(PASSWORD|SECRET|_KEY)\w*:\s*(?!\$\{)\S/m);
      expect(services.identity!.environment!.ADMIN_PASSWORD).toBe(secrets.ADMIN_PASSWORD);
      expect(services.gateway!.environment!.USER_CONTEXT_SECRET).toBe(secrets.USER_CONTEXT_SECRET);
      expect(services.viewing!.environment!.USER_CONTEXT_KEY).toBe(secrets.VIEWING_CONTEXT_KEY);
      expect(services.billing!.environment!.COMMISSIONS_BILLING_KEY).toBe(secrets.COMMISSIONS_BILLING_KEY);
      expect(services.notifications!.environment!.LINK_SECRET).toBe(secrets.LINK_SECRET);
    });

    it("gives the gateway alone the root secret, and each service its own key of it (npm run secrets's)", () => {
      const holding = (name: string) =>
        Object.entries(services)
          .filter(([, service]) => Object.values(service.environment ?? {}).includes(secrets[name]!))
          .map(([process]) => process)
          .sort();
      expect(holding('USER_CONTEXT_SECRET')).toEqual(['gateway']);
      for (const service of ['identity', 'catalogue', 'billing', 'viewing', 'commissions', 'notifications']) {
        expect(holding(`${service.toUpperCase()}_CONTEXT_KEY`)).toEqual([service]);
      }
      expect(holding('COMMISSIONS_BILLING_KEY')).toEqual(['billing', 'commissions']);
      expect(holding('LINK_SECRET')).toEqual(['identity', 'notifications']);
      expect(services.mongo!.environment!.MONGO_INITDB_ROOT_PASSWORD).toBe(secrets.MONGO_PASSWORD);
    });

    it('signs each process in to NATS as its own user, each service to its own database, and identity and the gateway alone to Redis', () => {
      // MongoDB's root user is the users' maker's alone.
      expect(services['mongo-users']!.environment!.MONGO_ROOT_URL).toBe(
        `mongodb://cinevia:${secrets.MONGO_PASSWORD}@mongo:27017/?authSource=admin&replicaSet=rs0`,
      );
      for (const service of SERVICES) {
        const password = secrets[mongoPasswordVariable(service)]!;
        expect(services[service]!.environment!.MONGO_URL).toBe(
          `mongodb://${service}:${password}@mongo:27017/?authSource=${databaseOf(service)}&replicaSet=rs0`,
        );
        expect(services['mongo-users']!.environment![mongoPasswordVariable(service)]).toBe(password);
      }
      const holdingRoot = Object.entries(services).filter(([, service]) =>
        Object.values(service.environment ?? {}).some((value) => String(value).includes(secrets.MONGO_PASSWORD!)),
      );
      expect(holdingRoot.map(([name]) => name).sort()).toEqual(['mongo', 'mongo-users']);
      for (const process of PROCESSES) {
        const password = secrets[natsPasswordVariable(process)]!;
        expect(services[process]!.environment!.NATS_URL).toBe(`nats://${process}:${password}@nats:4222`);
        expect(services.nats!.environment![natsPasswordVariable(process)]).toBe(password);
        const redis = hasRedisUser(process)
          ? `redis://${process}:${secrets[redisPasswordVariable(process)]}@redis:6379`
          : undefined;
        expect(services[process]!.environment!.REDIS_URL).toBe(redis);
      }
      for (const user of REDIS_USERS) {
        expect(services.redis!.environment![redisPasswordVariable(user)]).toBe(secrets[redisPasswordVariable(user)]);
      }
    });

    it('configures NATS and Redis with the users and rights of proto (npm run infrastructure-users)', async () => {
      expect(await readFile(NATS_CONF, 'utf8')).toBe(composeNatsConf());
      expect(await readFile(REDIS_ACL, 'utf8')).toBe(composeRedisAcl());
      expect(await readFile(CHART_NATS_AUTHORIZATION, 'utf8')).toBe(chartNatsAuthorization());
      expect(await readFile(CHART_REDIS_ACL, 'utf8')).toBe(composeRedisAcl());
      expect(await readFile(CHART_REDIS_START, 'utf8')).toBe(await readFile(REDIS_START, 'utf8'));
    });
  });
});
