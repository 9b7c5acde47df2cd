import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from '../services/kit/src/infra';

/**
 * The local topology, in start order (docker-compose.yml lists the same services). Each entry is
 * a process started with tsx; `env` adds what that process needs beyond the shared variables.
 */
export const ROOT = resolve(__dirname, '..');

export interface Infrastructure {
  mongoUrl: string;
  natsUrl: string;
  redisUrl: string;
}

export interface StackOptions {
  infra: Infrastructure;
  /** Port per service name and `gateway`; any left out gets a free port. */
  ports?: Record<string, number>;
  /** Fill an empty catalogue with the starter films (the local stack and browser tests do). */
  seedCatalogue?: boolean;
  logDir: string;
  adminPassword: string;
  nodeEnv: 'development' | 'test';
  /** Where service output goes besides its log file; the start script echoes it. */
  echo?: (name: string, line: string) => void;
  extraEnv?: Record<string, string>;
  /** Extra node flags for every process (the bench's --cpu-prof, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
}

const SERVICES = [
  { name: 'identity', entry: 'services/identity/src/main.ts' },
  { name: 'catalogue', entry: 'services/catalogue/src/main.ts' },
  { name: 'billing', entry: 'services/billing/src/main.ts' },
  { name: 'viewing', entry: 'services/viewing/src/main.ts' },
  { name: 'commissions', entry: 'services/commissions/src/main.ts' },
] as const;
const GATEWAY_ENTRY = 'gateway/src/main.ts';
export const STACK_PROCESSES = [...SERVICES.map((service) => service.name), 'gateway'];

export interface RunningStack {
  url: string;
  ports: Record<string, number>;
  stop(): Promise<void>;
  /** Kills one process (a service or `gateway`) outright, as `kill -9` would. */
  kill(name: string): Promise<void>;
  /** Starts a killed process again on its port. */
  start(name: string): Promise<void>;
  /** Kills one process outright (for restart tests) and starts it again. */
  restart(name: string): Promise<void>;
}

interface RunningProcess {
  name: string;
  child: ChildProcess;
}

async function waitUntilReady(name: string, port: number, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with code ${child.exitCode} during start; see its log`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${name} was not ready on port ${port} within ${timeoutMs} ms`);
}

function stopProcess({ child }: RunningProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      done();
    });
    child.kill('SIGTERM');
  });
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  mkdirSync(options.logDir, { recursive: true });
  const shared = {
    NODE_ENV: options.nodeEnv,
    MONGO_URL: options.infra.mongoUrl,
    NATS_URL: options.infra.natsUrl,
    REDIS_URL: options.infra.redisUrl,
    USER_CONTEXT_SECRET: randomBytes(32).toString('hex'),
    ...options.extraEnv,
  };
  const ports: Record<string, number> = { ...options.ports };
  for (const name of STACK_PROCESSES) ports[name] ??= await freePort();
  const port = (name: string): number => ports[name]!;
  const subgraphUrls = Object.fromEntries(
    SERVICES.map((service) => [
      `${service.name.toUpperCase()}_SUBGRAPH_URL`,
      `http://127.0.0.1:${port(service.name)}/graphql`,
    ]),
  );
  const ownEnv: Record<string, Record<string, string>> = {
    identity: { ADMIN_PASSWORD: options.adminPassword },
    catalogue: { SEED_CATALOGUE: String(options.seedCatalogue ?? false) },
    commissions: { BILLING_SUBGRAPH_URL: subgraphUrls.BILLING_SUBGRAPH_URL! },
    gateway: subgraphUrls,
  };
  const envOf = (name: string) => ({ ...shared, ...ownEnv[name], PORT: String(port(name)) });

  const running: RunningProcess[] = [];

  async function launch(name: string, entry: string): Promise<RunningProcess> {
    const log = createWriteStream(join(options.logDir, `${name}.log`), { flags: 'a' });
    const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', join(ROOT, entry)], {
      cwd: ROOT,
      env: { ...process.env, ...envOf(name) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        log.write(chunk);
        if (options.echo) for (const line of chunk.toString().split('\n').filter(Boolean)) options.echo(name, line);
      });
    }
    child.once('exit', () => log.end());
    const started = { name, child };
    await waitUntilReady(name, port(name), child);
    return started;
  }

  try {
    for (const service of SERVICES) running.push(await launch(service.name, service.entry));
    running.push(await launch('gateway', GATEWAY_ENTRY));
  } catch (error) {
    await Promise.all(running.map(stopProcess));
    throw error;
  }

  async function kill(name: string): Promise<void> {
    const current = running.find((entry) => entry.name === name);
    if (!current) throw new Error(`no running process ${name}`);
    if (current.child.exitCode !== null || current.child.signalCode !== null) return;
    const exited = new Promise((done) => current.child.once('exit', done));
    current.child.kill('SIGKILL');
    await exited;
  }

  async function start(name: string): Promise<void> {
    const index = running.findIndex((entry) => entry.name === name);
    const entry = name === 'gateway' ? GATEWAY_ENTRY : SERVICES.find((service) => service.name === name)?.entry;
    if (index < 0 || !entry) throw new Error(`no process ${name}`);
    running[index] = await launch(name, entry);
  }

  return {
    url: `http://127.0.0.1:${port('gateway')}`,
    ports,
    async stop() {
      for (const processToStop of [...running].reverse()) await stopProcess(processToStop);
    },
    kill,
    start,
    async restart(name) {
      await kill(name);
      await start(name);
    },
  };
}
