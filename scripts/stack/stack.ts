import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { once } from 'node:events';
import { join, resolve } from 'node:path';
import { hasRedisUser, type ProcessName } from '@cinevia/proto';
import { freePort, type ProcessAccess } from '@cinevia/harness/local';
import { secretsEnvOf } from '@cinevia/service-kit';
import { BUNDLES, bundleFile, bundleStale, migrationsFile } from './bundle';

/**
 * The local topology, in start order (docker-compose.yml lists the same services). Each process runs
 * its bundle (scripts/stack/bundle.ts), as its image does, made again first when its code has changed: a
 * bundle loads in a fraction of the memory and time that compiling the sources in the process took.
 */
export const ROOT = resolve(__dirname, '../..');

export interface Infrastructure {
  mongoUrl: string;
  natsUrl: string;
  redisUrl: string;
  /**
   * Each process's own user on NATS and Redis, with its rights (the harness's local/access.ts);
   * without it every process signs in with the URLs above.
   */
  accessOf?: (process: ProcessName) => ProcessAccess;
}

export interface StackOptions {
  infra: Infrastructure;
  /** Port per service name and `gateway`; any left out gets a free port. */
  ports?: Record<string, number>;
  /** Fill an empty catalogue with the starter films (the local stack and browser tests do). */
  seedCatalogue?: boolean;
  logDir: string;
  adminPassword: string;
  /** Where notifications sends mail (`smtp://…`): MailDev under `npm start`, a test's mail catcher. */
  smtpUrl: string;
  nodeEnv: 'development' | 'test';
  /** Where service output goes besides its log file; the start script echoes it. */
  echo?: (name: string, line: string) => void;
  extraEnv?: Record<string, string>;
  /** Extra node flags for every process (the bench's --cpu-prof, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
  /**
   * Start a process that dies unasked again, after 1 s, then 2, 4, … up to 30 s between tries; a
   * process that ran for a minute starts the back-off over (`npm start` and the fault tests).
   */
  restartCrashed?: boolean;
}

const BACKOFF_FIRST_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;
const BACKOFF_RESET_AFTER_MS = 60_000;
const START_ATTEMPTS = 5;

const SERVICES = [
  { name: 'identity', subgraph: true },
  { name: 'catalogue', subgraph: true },
  { name: 'billing', subgraph: true },
  { name: 'viewing', subgraph: true },
  { name: 'commissions', subgraph: true },
  { name: 'notifications', subgraph: false },
] as const;
/**
 * Every process's V8 young generation at 32 MB semi-spaces instead of 16: under load a request's
 * objects are then collected young rather than copied and promoted first. Measured on the home
 * page's load, alternating runs: 3,466-3,568 against 3,266-3,294 requests a second. The Dockerfile
 * sets the same through NODE_OPTIONS.
 */
const V8_FLAGS = ['--max-semi-space-size=32'];
/**
 * glibc's malloc arenas for each process: by default up to eight per core, one per thread that
 * allocates, and libuv's pool threads do (identity's password hashes: 16 MB each). Two keep that
 * memory reused rather than spread: identity held about 40 MB less after the sign-in figures.
 */
const MALLOC_ARENAS = '2';
export const STACK_PROCESSES = [...SERVICES.map((service) => service.name), 'gateway'];

export interface RunningStack {
  url: string;
  ports: Record<string, number>;
  stop(): Promise<void>;
  /** Kills one process (a service or `gateway`) outright, as `kill -9` would, and leaves it down. */
  kill(name: string): Promise<void>;
  /** Asks one process to stop (SIGTERM, as an orchestrator does) and leaves it down; how it exited. */
  terminate(name: string): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Kills one process outright as a crash would: with `restartCrashed`, it comes back by itself. */
  crash(name: string): Promise<void>;
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
  // One root secret for the run (or the caller's), held by the gateway; each service gets its own keys of it.
  const { USER_CONTEXT_SECRET: rootSecret = randomBytes(32).toString('hex'), ...extraEnv } = options.extraEnv ?? {};
  const { infra } = options;
  const shared = { NODE_ENV: options.nodeEnv, MONGO_URL: infra.mongoUrl };
  /** NATS for every process, Redis for those that use it (identity and the gateway). */
  const accessEnvOf = (name: ProcessName) => {
    const { natsUrl, redisUrl } = infra.accessOf?.(name) ?? { natsUrl: infra.natsUrl, redisUrl: infra.redisUrl };
    return { NATS_URL: natsUrl, ...(hasRedisUser(name) && redisUrl ? { REDIS_URL: redisUrl } : {}) };
  };
  const ports: Record<string, number> = { ...options.ports };
  // The OS may hand the same free port out twice in a row: each process gets one of its own.
  for (const name of STACK_PROCESSES) {
    while (ports[name] === undefined) {
      const candidate = await freePort();
      if (!Object.values(ports).includes(candidate)) ports[name] = candidate;
    }
  }
  const port = (name: string): number => ports[name]!;
  const subgraphUrls = Object.fromEntries(
    SERVICES.filter((service) => service.subgraph).map((service) => [
      `${service.name.toUpperCase()}_SUBGRAPH_URL`,
      `http://127.0.0.1:${port(service.name)}/graphql`,
    ]),
  );
  const ownEnv: Record<string, Record<string, string>> = {
    identity: { ADMIN_PASSWORD: options.adminPassword },
    catalogue: { SEED_CATALOGUE: String(options.seedCatalogue ?? false) },
    commissions: { BILLING_SUBGRAPH_URL: subgraphUrls.BILLING_SUBGRAPH_URL! },
    notifications: { SMTP_URL: options.smtpUrl, PUBLIC_URL: `http://127.0.0.1:${port('gateway')}` },
    gateway: subgraphUrls,
  };
  const envOf = (name: string) => ({
    ...shared,
    ...accessEnvOf(name as ProcessName),
    ...extraEnv,
    ...secretsEnvOf(name, rootSecret),
    ...ownEnv[name],
    PORT: String(port(name)),
  });

  const running: RunningProcess[] = [];
  let stopping = false;
  /** Processes killed on purpose (stop, kill): not crashes. */
  const meant = new WeakSet<ChildProcess>();

  function entryOf(name: string): string {
    const target = BUNDLES.find((candidate) => candidate.name === name);
    if (!target) throw new Error(`no process ${name}`);
    return bundleFile(target);
  }

  const backoffMs = (inARow: number) => Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** (inARow - 1));

  /**
   * Starts a process until it is ready: once without `restartCrashed`; with it, again after each
   * failure (a start can fail while a NATS cluster elects its leaders), with the crash back-off, up
   * to START_ATTEMPTS times (a process that crashed later: for as long as the stack runs).
   */
  async function launchUntilReady(name: string, inARow = 0, attempts = START_ATTEMPTS): Promise<RunningProcess> {
    for (let failed = inARow; ; failed++) {
      try {
        const started = await launch(name, entryOf(name));
        supervise(started, failed);
        return started;
      } catch (error) {
        if (!options.restartCrashed || stopping || failed - inARow + 1 >= attempts) throw error;
        const delay = backoffMs(failed + 1);
        options.echo?.(
          name,
          `did not start (${error instanceof Error ? error.message : String(error)}); again in ${delay / 1000} s`,
        );
        await new Promise((wait) => setTimeout(wait, delay));
      }
    }
  }

  /** A crash: start the process again after a back-off that doubles with each failure in a row. */
  function supervise({ name, child }: RunningProcess, failedBefore: number): void {
    const startedAt = Date.now();
    child.once('exit', (code, signal) => {
      if (stopping || meant.has(child) || !options.restartCrashed) return;
      const inARow = Date.now() - startedAt > BACKOFF_RESET_AFTER_MS ? 1 : failedBefore + 1;
      const delay = backoffMs(inARow);
      options.echo?.(name, `exited (${signal ?? code}); starting it again in ${delay / 1000} s`);
      setTimeout(() => {
        if (stopping) return;
        launchUntilReady(name, inARow, Infinity)
          .then((started) => {
            running[running.findIndex((entry) => entry.name === name)] = started;
          })
          .catch(() => undefined);
      }, delay);
    });
  }

  /** Starts `entry` as the process `name`, with its settings, its output appended to its log. */
  function spawnProcess(name: string, entry: string): ChildProcess {
    const log = createWriteStream(join(options.logDir, `${name}.log`), { flags: 'a' });
    const args = [...V8_FLAGS, ...(options.nodeArgs ?? []), entry];
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, ...envOf(name), MALLOC_ARENA_MAX: MALLOC_ARENAS },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        log.write(chunk);
        if (options.echo) for (const line of chunk.toString().split('\n').filter(Boolean)) options.echo(name, line);
      });
    }
    child.once('exit', () => log.end());
    return child;
  }

  async function launch(name: string, entry: string): Promise<RunningProcess> {
    const child = spawnProcess(name, entry);
    try {
      await waitUntilReady(name, port(name), child);
    } catch (error) {
      meant.add(child);
      child.kill('SIGKILL');
      throw error;
    }
    return { name, child };
  }

  /** A service's data migrations, where it has them, run to their end as an operator's `npm run migrate` does. */
  async function migrate(name: string): Promise<void> {
    const entry = migrationsFile(BUNDLES.find((candidate) => candidate.name === name)!);
    if (!existsSync(entry)) return;
    const [code] = (await once(spawnProcess(name, entry), 'exit')) as [number | null];
    if (code !== 0) throw new Error(`${name}'s migrations exited with code ${code}; see its log`);
  }

  await bundleStale();
  // Before any replica starts, as compose's migrate service and the chart's hook Job run them.
  for (const service of SERVICES) await migrate(service.name);
  // The services side by side (each needs only the infrastructure), then the gateway.
  const launches = await Promise.allSettled(SERVICES.map((service) => launchUntilReady(service.name)));
  for (const launched of launches) if (launched.status === 'fulfilled') running.push(launched.value);
  try {
    const failed = launches.find((launched) => launched.status === 'rejected');
    if (failed) throw failed.reason;
    running.push(await launchUntilReady('gateway'));
  } catch (error) {
    stopping = true;
    await Promise.all(running.map(stopProcess));
    throw error;
  }

  async function signal(name: string, onPurpose: boolean, sent: NodeJS.Signals) {
    const current = running.find((entry) => entry.name === name);
    if (!current) throw new Error(`no running process ${name}`);
    const { child } = current;
    if (child.exitCode === null && child.signalCode === null) {
      if (onPurpose) meant.add(child);
      const exited = new Promise((done) => child.once('exit', done));
      child.kill(sent);
      await exited;
    }
    return { code: child.exitCode, signal: child.signalCode };
  }
  const killOutright = async (name: string, onPurpose: boolean) => void (await signal(name, onPurpose, 'SIGKILL'));

  async function start(name: string): Promise<void> {
    const index = running.findIndex((entry) => entry.name === name);
    if (index < 0) throw new Error(`no process ${name}`);
    running[index] = await launchUntilReady(name);
  }

  return {
    url: `http://127.0.0.1:${port('gateway')}`,
    ports,
    async stop() {
      stopping = true;
      for (const processToStop of [...running].reverse()) await stopProcess(processToStop);
    },
    kill: (name) => killOutright(name, true),
    terminate: (name) => signal(name, true, 'SIGTERM'),
    crash: (name) => killOutright(name, false),
    start,
    async restart(name) {
      await killOutright(name, true);
      await start(name);
    },
  };
}
