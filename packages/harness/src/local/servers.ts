import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { connectNats } from '@cinevia/service-kit';
import type { LocalAccess } from './access';
import { freePort, startProcess, waitForPort, type ManagedProcess } from './processes';

/** `.tools/bin` at the repository root, where scripts/setup/setup.sh builds FerretDB and nats-server. */
export const TOOLS_BIN = resolve(__dirname, '../../../../.tools/bin');
const START_TIMEOUT_MS = 30_000;

function onPath(program: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, program);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

function requireProgram(program: string, hint: string): string {
  const found = onPath(program);
  if (!found) throw new Error(`${program} is not installed: ${hint}`);
  return found;
}

export interface LocalServer {
  url: string;
  process: ManagedProcess;
}

/**
 * One scheduler thread for a single local NATS server (GOMAXPROCS, unless set): idle, Go's runtime
 * hands its timers' wake-ups between threads, and NATS was half the idle stack's CPU (0.45-0.52 % of
 * a core; 0.35-0.37 % on one thread). A stack's load is far below what one thread of NATS carries.
 */
const NATS_THREADS = { GOMAXPROCS: process.env.GOMAXPROCS ?? '1' };

/**
 * NATS with JetStream, its store under `dataDir`; with `access`, only its users sign in, each with
 * its rights (local/access.ts).
 */
export async function startNats(port: number, dataDir: string, access?: LocalAccess): Promise<LocalServer> {
  mkdirSync(dataDir, { recursive: true });
  const bin = join(TOOLS_BIN, 'nats-server');
  if (!existsSync(bin)) throw new Error(`nats-server is not built: ${bin} is missing; run \`npm run setup\``);
  const config = join(dataDir, 'nats.conf');
  if (access) writeFileSync(config, access.natsAuthorization);
  const server = startProcess(
    'nats',
    bin,
    ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dataDir, ...(access ? ['-c', config] : [])],
    join(dataDir, 'nats.log'),
    { ...NATS_THREADS, ...access?.natsEnvironment },
  );
  await waitForPort(port, START_TIMEOUT_MS, server.child);
  return { url: `nats://127.0.0.1:${port}`, process: server };
}

/** A NATS cluster on loopback: each node's client URL, and the nodes themselves to stop one. */
export interface LocalNatsCluster {
  urls: string[];
  nodes: ManagedProcess[];
}

/**
 * `size` NATS servers with JetStream forming one cluster on loopback (each routes to every other),
 * their stores under `dataDir`; resolves once JetStream answers (its meta leader is elected a few
 * seconds after the routes connect; until then a service starting on it would fail).
 */
export async function startNatsCluster(size: number, dataDir: string): Promise<LocalNatsCluster> {
  const bin = join(TOOLS_BIN, 'nats-server');
  if (!existsSync(bin)) throw new Error(`nats-server is not built: ${bin} is missing; run \`npm run setup\``);
  const ports = await Promise.all(Array.from({ length: size }, async () => [await freePort(), await freePort()]));
  const routes = ports.map(([, cluster]) => `nats://127.0.0.1:${cluster}`).join(',');
  const nodes = ports.map(([client, cluster], index) => {
    const store = join(dataDir, `node-${index}`);
    mkdirSync(store, { recursive: true });
    return startProcess(
      `nats-${index}`,
      bin,
      [
        ...['-a', '127.0.0.1', '-p', String(client), '-js', '-sd', store, '-n', `node-${index}`],
        ...['--cluster_name', 'cinevia', '--cluster', `nats://127.0.0.1:${cluster}`, '--routes', routes],
      ],
      join(store, 'nats.log'),
    );
  });
  await Promise.all(ports.map(([client], index) => waitForPort(client!, START_TIMEOUT_MS, nodes[index]!.child)));
  const urls = ports.map(([client]) => `nats://127.0.0.1:${client}`);
  const nc = await connectNats(urls.join(','), 'cluster-start');
  try {
    const jsm = await nc.jetstreamManager({ checkAPI: false });
    for (const deadline = Date.now() + START_TIMEOUT_MS; ;) {
      const answered = await jsm.getAccountInfo().then(
        () => true,
        (error: unknown) => {
          if (Date.now() > deadline) throw error;
          return false;
        },
      );
      if (answered) break;
      await new Promise((wait) => setTimeout(wait, 200));
    }
  } finally {
    await nc.close();
  }
  return { urls, nodes };
}

/**
 * Redis; `persist` keeps an append-only file in `dataDir` (the local stack), tests skip it. With
 * `access`, the default user is off and each user has its keys and commands (local/access.ts).
 */
export async function startRedis(
  port: number,
  dataDir: string,
  persist: boolean,
  access?: LocalAccess,
): Promise<LocalServer> {
  mkdirSync(dataDir, { recursive: true });
  const bin = requireProgram('redis-server', 'run `npm run setup`');
  const acl = join(dataDir, 'users.acl');
  if (access) writeFileSync(acl, access.redisAcl, { mode: 0o600 });
  const args = [
    '--bind',
    '127.0.0.1',
    '--port',
    String(port),
    '--dir',
    dataDir,
    '--save',
    '',
    '--appendonly',
    persist ? 'yes' : 'no',
    // Background tasks (reclaiming expired keys, closing idle clients) run `hz` times a second: at the
    // default 10 an idle Redis costs a tenth of a percent of a core, at 1 almost nothing. An expired
    // key is never served either way (Redis checks a key's TTL when it is read).
    '--hz',
    '1',
    ...(access ? ['--aclfile', acl] : []),
  ];
  const server = startProcess('redis', bin, args, join(dataDir, 'redis.log'));
  await waitForPort(port, START_TIMEOUT_MS, server.child);
  return { url: `redis://127.0.0.1:${port}`, process: server };
}

/**
 * How far the database yields the CPU to the stack's own processes (`nice`, 0-19). Every read a
 * member's page makes is served from the services' memory, so the database's work is the writes',
 * which can wait a few milliseconds; on one host, during a bulk import, the reads that cross between
 * processes otherwise wait behind it for a CPU (issue 35, 8,000 films added while members search:
 * search p99 75.9 ms at equal priority, 34.8 ms yielding; the import as fast, 197 and 198 films/s).
 */
const DATABASE_NICENESS = '10';

/** The database's command line, run through `nice` where the system has it (coreutils). */
function yieldingCpu(command: string, args: string[]): [string, string[]] {
  const nice = onPath('nice');
  return nice ? [nice, ['-n', DATABASE_NICENESS, command, ...args]] : [command, args];
}

/** A MongoDB-compatible server: `mongod` when installed, otherwise FerretDB on SQLite. */
export async function startMongo(port: number, dataDir: string): Promise<LocalServer> {
  mkdirSync(dataDir, { recursive: true });
  const mongod = onPath('mongod');
  const ferretdb = join(TOOLS_BIN, 'ferretdb');
  let server: ManagedProcess;
  if (mongod) {
    server = startProcess(
      'mongod',
      ...yieldingCpu(mongod, ['--bind_ip', '127.0.0.1', '--port', String(port), '--dbpath', dataDir]),
      join(dataDir, 'mongod.log'),
    );
  } else if (existsSync(ferretdb)) {
    // The debug listener and state file default to a fixed port and the working directory,
    // which would collide between instances.
    const args = [
      '--handler=sqlite',
      `--sqlite-url=file:${dataDir}/`,
      `--listen-addr=127.0.0.1:${port}`,
      '--telemetry=disable',
      '--debug-addr=-',
      `--state-dir=${dataDir}`,
      '--log-level=warn',
    ];
    server = startProcess('ferretdb', ...yieldingCpu(ferretdb, args), join(dataDir, 'ferretdb.log'));
  } else {
    throw new Error(`no MongoDB-compatible server: neither mongod on PATH nor ${ferretdb}; run \`npm run setup\``);
  }
  await waitForPort(port, START_TIMEOUT_MS, server.child);
  return { url: `mongodb://127.0.0.1:${port}/`, process: server };
}

/** MailDev (a root devDependency), the mail inbox of the local stack. */
const MAILDEV_BIN = resolve(__dirname, '../../../../node_modules/maildev/dist/bin/maildev.js');

/**
 * MailDev on loopback: SMTP on `smtpPort`, its web inbox and REST API (`/api/email`) on `webPort`,
 * the newest 1,000 mails kept under `dataDir` across restarts.
 */
export async function startMailDev(
  smtpPort: number,
  webPort: number,
  dataDir: string,
): Promise<LocalServer & { inboxUrl: string }> {
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(MAILDEV_BIN)) throw new Error('MailDev is not installed: run `npm run setup`');
  const args = [
    // A young generation of 1 MB, not V8's 16: a mail catcher's few allocations need no more, and it
    // held 117 MB rather than 142 at rest. No compiler either (its speed is a developer's inbox): 124 MB
    // rather than 139 on Node 26.
    '--max-semi-space-size=1',
    '--jitless',
    MAILDEV_BIN,
    ...['--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'],
    ...['--mail-directory', dataDir, '--max-emails', '1000', '--silent'],
  ];
  const server = startProcess('maildev', process.execPath, args, join(dataDir, 'maildev.log'));
  await Promise.all([smtpPort, webPort].map((port) => waitForPort(port, START_TIMEOUT_MS, server.child)));
  return { url: `smtp://127.0.0.1:${smtpPort}`, inboxUrl: `http://127.0.0.1:${webPort}`, process: server };
}
