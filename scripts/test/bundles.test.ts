import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BUNDLES,
  LOADED_BY_NODE,
  bundleStale,
  installedAt,
  packageOf,
  runtimeClosure,
  type Metafile,
} from '../stack/bundle';
import { ROOT } from '../stack/stack';

describe('the runtime bundles (scripts/stack/bundle.ts)', () => {
  it.each(BUNDLES.map((target) => [target.name, target] as const))(
    '%s holds only its runtime dependencies: no development package, harness or launcher',
    async (_name, target) => {
      // As a stack makes it (the suites' stacks run the same files, so none is made twice at once).
      await bundleStale([target]);
      const meta = JSON.parse(readFileSync(join(ROOT, target.dir, 'dist/meta.json'), 'utf8')) as Metafile;
      const inputs = Object.keys(meta.inputs);
      expect(inputs).toContain(`${target.dir}/src/main.ts`);
      const packages = new Set(inputs.filter((input) => input.includes('node_modules/')).map(packageOf));
      expect(packages.size).toBeGreaterThan(10);
      const allowed = runtimeClosure(target.dir);
      expect([...packages].filter((name) => !allowed.has(name))).toEqual([]);
      expect(inputs.filter((input) => input.startsWith('packages/harness/'))).toEqual([]);
      // The drivers traces wrap are loaded by Node, not bundled.
      expect([...packages].filter((name) => LOADED_BY_NODE.some((driver) => name.endsWith(`/${driver}`)))).toEqual([]);
    },
    120_000,
  );

  it('places the drivers Node loads, and all they need, beside the bundle', () => {
    // Copied out of the repository, so that nothing can be found in its node_modules instead.
    const elsewhere = mkdtempSync(join(tmpdir(), 'cinevia-bundle-'));
    try {
      cpSync(join(ROOT, 'services/identity/dist'), join(elsewhere, 'dist'), { recursive: true });
      const loaded = execFileSync(
        process.execPath,
        [
          '-e',
          `${LOADED_BY_NODE.map((name) => `require(${JSON.stringify(name)});`).join('')}
          console.log(JSON.stringify(Object.keys(require.cache)))`,
        ],
        { cwd: join(elsewhere, 'dist'), encoding: 'utf8' },
      );
      const files = JSON.parse(loaded) as string[];
      expect(files.filter((file) => !file.startsWith(join(elsewhere, 'dist/node_modules/')))).toEqual([]);
      for (const name of LOADED_BY_NODE)
        expect(files).toContainEqual(expect.stringContaining(`/node_modules/${name}/`));
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('leaves development packages out of a runtime closure', () => {
    // The check above is only as good as the closure: the harness's container library is installed,
    // but only as a devDependency, never a service's to run.
    const billing = runtimeClosure('services/billing');
    expect(billing).toContain('node_modules/mongoose');
    expect(installedAt('', 'testcontainers')).toBe('node_modules/testcontainers');
    expect(billing).not.toContain('node_modules/testcontainers');
  });
});
