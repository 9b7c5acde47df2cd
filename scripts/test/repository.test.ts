import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../stack';

const run = promisify(execFile);
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
/** Where scripts/setup.sh puts the compose CLI plugin when the machine has none. */
const DOCKER_CONFIG = join(ROOT, '.tools', 'docker');

/** Every TypeScript project: the contracts, each service, the edge, the apps, the scripts and journeys. */
const PROJECTS = [
  'proto',
  ...readdirSync(join(ROOT, 'services')).map((service) => `services/${service}`),
  'gateway',
  'web',
  'admin-web',
  'scripts',
  'e2e',
];

describe('the repository', () => {
  it.each(PROJECTS)(
    '%s type-checks under strict TypeScript',
    async (project) => {
      await expect(run(bin('tsc'), ['-p', project], { cwd: ROOT })).resolves.toBeDefined();
    },
    120_000,
  );

  it('passes lint and formatting', async () => {
    await expect(run(bin('eslint'), ['.'], { cwd: ROOT })).resolves.toBeDefined();
    await expect(run(bin('prettier'), ['--check', '.'], { cwd: ROOT })).resolves.toBeDefined();
  }, 120_000);

  it('has a docker compose file that compose accepts', async () => {
    const { stdout } = await run('docker', ['compose', 'config', '--services'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DOCKER_CONFIG: process.env.DOCKER_CONFIG ?? DOCKER_CONFIG,
        USER_CONTEXT_SECRET: 'x'.repeat(32),
        ADMIN_PASSWORD: 'compose-check',
      },
    });
    expect(stdout.trim().split('\n').sort()).toEqual([
      'billing',
      'catalogue',
      'commissions',
      'gateway',
      'identity',
      'mail',
      'mongo',
      'nats',
      'notifications',
      'redis',
      'viewing',
    ]);
  }, 60_000);
});
