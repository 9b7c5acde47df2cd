import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLES, bundle } from '../bundle';
import { ROOT } from '../stack';

interface Metafile {
  inputs: Record<string, unknown>;
}

interface LockEntry {
  link?: boolean;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};

/** Where Node finds `name` required from the package installed at `from`: its own node_modules, then each one above. */
function installedAt(from: string, name: string): string | undefined {
  for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')))) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
  }
}

/** Every installed package a workspace needs at run time: its dependencies and theirs, never a devDependency. */
function runtimeClosure(workspace: string): Set<string> {
  const reached = new Set<string>();
  const visit = (path: string) => {
    const entry = lock.packages[path]!;
    const names = { ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies };
    for (const name of Object.keys(names)) {
      const found = installedAt(path, name);
      if (!found || reached.has(found)) continue;
      reached.add(found);
      const target = lock.packages[found]!;
      visit(target.link ? target.resolved! : found);
    }
  };
  visit(workspace);
  return reached;
}

/** The installed package an input file belongs to, as the lock file names it (undefined: the repository's own). */
function packageOf(input: string): string | undefined {
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
  return match?.[1];
}

describe('the runtime bundles (scripts/bundle.ts)', () => {
  it.each(BUNDLES.map((target) => [target.name, target] as const))(
    '%s holds only its runtime dependencies: no development package, harness or launcher',
    async (_name, target) => {
      await bundle(target);
      const meta = JSON.parse(readFileSync(join(ROOT, target.dir, 'dist/meta.json'), 'utf8')) as Metafile;
      const inputs = Object.keys(meta.inputs);
      expect(inputs).toContain(`${target.dir}/src/main.ts`);
      const packages = new Set(inputs.map(packageOf).filter((name) => name !== undefined));
      expect(packages.size).toBeGreaterThan(10);
      const allowed = runtimeClosure(target.dir);
      expect([...packages].filter((name) => !allowed.has(name))).toEqual([]);
      expect(inputs.filter((input) => input.startsWith('packages/harness/'))).toEqual([]);
    },
    120_000,
  );

  it('leaves development packages out of a runtime closure', () => {
    // The check above is only as good as the closure: the harness's container library is installed,
    // but only as a devDependency, never a service's to run.
    const billing = runtimeClosure('services/billing');
    expect(billing).toContain('node_modules/mongoose');
    expect(lock.packages['node_modules/testcontainers']).toBeDefined();
    expect(billing).not.toContain('node_modules/testcontainers');
  });
});
