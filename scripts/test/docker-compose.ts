import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../stack/stack';

const run = promisify(execFile);

/**
 * `docker compose` from the repository's root on the tests' engine, with only the engine's whereabouts from
 * this process (the compose plugin setup builds where the CLI lacks it): every other setting is the caller's.
 */
export function dockerCompose(engine: string, args: string[]) {
  return run('docker', ['compose', ...args], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DOCKER_HOST: engine,
      DOCKER_CONFIG: process.env.DOCKER_CONFIG ?? join(ROOT, '.tools/docker'),
    },
    maxBuffer: 64 * 1024 * 1024,
    timeout: 15 * 60_000,
  });
}
