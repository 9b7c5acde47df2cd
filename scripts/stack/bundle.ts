/**
 * Bundles each service and the gateway into one file with esbuild (`<package>/dist/main.js`), so that an
 * image holds Node and that file, not the development install. Beside it: the files the code reads at run
 * time (a subgraph's `schema.graphql`, read from the bundle's own folder), the packages Node loads itself
 * (`node_modules`, see LOADED_BY_NODE) and `meta.json`, esbuild's account of every input, which
 * scripts/test/bundles.test.ts reads to check that nothing dev-only is in.
 *
 * Run: `node --import tsx scripts/stack/bundle.ts [--stale] [name ...]` (all when no name is given).
 */
import { build, stop } from 'esbuild';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');

/**
 * Packages left out of the bundle for Node to load: OpenTelemetry's instrumentations wrap the MongoDB
 * driver and ioredis as Node loads them (packages/kit/src/tracing.ts), which a copy inside the bundle
 * never is, so a bundled driver made no spans. Each is copied beside the bundle with what it needs.
 */
export const LOADED_BY_NODE = ['mongodb', 'ioredis'];

interface LockEntry {
  link?: boolean;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};

/** Where Node finds `name` required from the package installed at `from`: its own node_modules, then each one above. */
export function installedAt(from: string, name: string): string | undefined {
  for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')))) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
  }
}

/**
 * Every installed package the one at `path` (a workspace or an installed package) needs at run time:
 * its dependencies and theirs, never a devDependency. `optionalPeers: false` leaves out the peers it
 * loads only when configured for them (the MongoDB driver's cloud credentials, compression, proxies).
 */
export function runtimeClosure(path: string, { optionalPeers = true } = {}): Set<string> {
  const reached = new Set<string>();
  const visit = (from: string) => {
    const entry = lock.packages[from]!;
    const peers = Object.keys(entry.peerDependencies ?? {}).filter(
      (name) => optionalPeers || !entry.peerDependenciesMeta?.[name]?.optional,
    );
    for (const name of [...Object.keys({ ...entry.dependencies, ...entry.optionalDependencies }), ...peers]) {
      const found = installedAt(from, name);
      if (!found || reached.has(found)) continue;
      reached.add(found);
      const target = lock.packages[found]!;
      visit(target.link ? target.resolved! : found);
    }
  };
  visit(path);
  return reached;
}

/** The installed package a bundle input belongs to (`node_modules/...`), or its workspace (`packages/kit`). */
export function packageOf(input: string): string {
  return (/^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input) ?? /^(.*?)\/src\//.exec(input))?.[1] ?? input;
}

/**
 * Copies each package of LOADED_BY_NODE the bundle requires, and what it needs, into `<out>/node_modules`,
 * laid out as installed with the folder that held the package taken off (the driver sits under mongoose's
 * own node_modules), so that Node finds each where it found it in the repository.
 */
function copyLoadedByNode(inputs: Metafile['inputs'], out: string): void {
  const placed = new Map<string, string>();
  for (const [input, { imports }] of Object.entries(inputs)) {
    for (const { path, external } of imports) {
      const name = LOADED_BY_NODE.find((candidate) => path === candidate || path.startsWith(`${candidate}/`));
      if (!external || !name) continue;
      const installed = installedAt(packageOf(input), name)!;
      const holder = installed.slice(0, -`node_modules/${name}`.length);
      for (const source of [installed, ...runtimeClosure(installed, { optionalPeers: false })]) {
        const target = source.startsWith(holder) ? source.slice(holder.length) : source;
        const already = placed.get(target);
        if (already && already !== source) throw new Error(`${target} would hold both ${already} and ${source}`);
        placed.set(target, source);
      }
    }
  }
  for (const [target, source] of placed) {
    const from = join(ROOT, source);
    // The package's own files Node may load: what it holds in its node_modules is placed on its own,
    // and its TypeScript sources, type declarations and source maps stay behind.
    cpSync(from, join(out, target), {
      recursive: true,
      filter: (file) => !file.slice(from.length).includes('/node_modules') && !/\.(ts|map)$/.test(file),
    });
  }
}

/** esbuild's account of a bundle's inputs (`meta.json`), as far as it is read here and in the bundle test. */
export interface Metafile {
  inputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
}

export const SERVICES = ['identity', 'catalogue', 'billing', 'viewing', 'commissions', 'notifications'];

export interface Bundle {
  name: string;
  /** The package folder, relative to the repository root. */
  dir: string;
}

export const BUNDLES: Bundle[] = [
  ...SERVICES.map((name) => ({ name, dir: `services/${name}` })),
  { name: 'gateway', dir: 'gateway' },
  // Not a service: the step that makes each service's MongoDB user (compose's mongo-users).
  { name: 'mongo-users', dir: 'services/mongo-users' },
];

export async function bundle({ dir }: Bundle): Promise<void> {
  const out = join(ROOT, dir, 'dist');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const result = await build({
    absWorkingDir: ROOT,
    // Beside the process, a service's data migrations (`npm run migrate`), where it has them: dist/migrate.js.
    entryPoints: ['main', 'migrate'].map((entry) => join(ROOT, dir, `src/${entry}.ts`)).filter(existsSync),
    outdir: out,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // Whitespace and syntax only: names stay as written, for stack traces and the logs, except where two
    // modules' top-level names collide (esbuild renames one `name2`). No keepNames to restore those: it
    // wraps every function at its creation in a call, closures on request paths too (1 % of the gateway's
    // CPU under a search load, in its profile).
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'linked',
    metafile: true,
    external: LOADED_BY_NODE,
    logLevel: 'warning',
  });
  writeFileSync(join(out, 'meta.json'), JSON.stringify(result.metafile));
  copyLoadedByNode(result.metafile.inputs, out);
  const schema = join(ROOT, dir, 'src/graphql/schema.graphql');
  if (existsSync(schema)) copyFileSync(schema, join(out, 'schema.graphql'));
}

/** The bundle's file, which a stack and an image run. */
export const bundleFile = ({ dir }: Bundle) => join(ROOT, dir, 'dist/main.js');

/** The bundle's data migrations, run to their end before its process starts: absent where it has none. */
export const migrationsFile = ({ dir }: Bundle) => join(ROOT, dir, 'dist/migrate.js');

/** Whether a bundle is missing or older than a file it was made from (esbuild's account of them) or its schema. */
export function isStale(target: Bundle): boolean {
  const modifiedAt = (path: string) => {
    try {
      return statSync(path).mtimeMs;
    } catch {
      return Infinity;
    }
  };
  const builtAt = modifiedAt(bundleFile(target));
  if (builtAt === Infinity) return true;
  const { inputs } = JSON.parse(readFileSync(join(ROOT, target.dir, 'dist/meta.json'), 'utf8')) as Metafile;
  const sources = Object.keys(inputs).map((input) => join(ROOT, input));
  const schema = join(ROOT, target.dir, 'src/graphql/schema.graphql');
  if (existsSync(schema)) sources.push(schema);
  // A source gone counts as changed (Infinity): the code that imported it changed too.
  return sources.some((source) => modifiedAt(source) > builtAt);
}

const LOCK = join(ROOT, 'node_modules/.cinevia-bundling');
/** A lock older than this was left by a process that died while bundling. */
const LOCK_ABANDONED_MS = 120_000;

/**
 * Bundles the targets that are stale, one process at a time (test workers start stacks side by side;
 * a directory is made or refused atomically), so that every stack runs its current code.
 */
export async function bundleStale(targets: Bundle[] = BUNDLES): Promise<Bundle[]> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = statSync(LOCK, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > LOCK_ABANDONED_MS) rmSync(LOCK, { recursive: true, force: true });
      else await new Promise((wait) => setTimeout(wait, 200));
    }
  }
  try {
    const stale = targets.filter(isStale);
    await Promise.all(stale.map(bundle));
    return stale;
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
    // esbuild's service process would stay beside the caller for its whole life (the launcher's).
    await stop();
  }
}

if (require.main === module) {
  // `--stale`: only those a file they were made from has changed since (setup's step); names: those.
  const stale = process.argv.includes('--stale');
  const asked = process.argv.slice(2).filter((arg) => arg !== '--stale');
  const chosen = asked.length ? BUNDLES.filter((target) => asked.includes(target.name)) : BUNDLES;
  (stale ? bundleStale(chosen) : Promise.all(chosen.map(bundle)).then(() => chosen)).then(
    (made) => {
      if (made.length) console.log(`bundled ${made.map((target) => target.name).join(', ')}`);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
