import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLES, bundle } from '../bundle';
import { ROOT } from '../stack';

interface Metafile {
  inputs: Record<string, unknown>;
}

/** npm's lock file marks `dev` every installed package that only development dependencies need. */
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { dev?: boolean }>;
};

/** The installed package an input file belongs to, as the lock file names it (undefined: the repository's own). */
function packageOf(input: string): string | undefined {
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
  return match?.[1];
}

describe('the runtime bundles (scripts/bundle.ts)', () => {
  it.each(BUNDLES.map((target) => [target.name, target] as const))(
    '%s holds no development-only package, harness or launcher',
    async (_name, target) => {
      await bundle(target);
      const meta = JSON.parse(readFileSync(join(ROOT, target.dir, 'dist/meta.json'), 'utf8')) as Metafile;
      const inputs = Object.keys(meta.inputs);
      expect(inputs).toContain(`${target.dir}/src/main.ts`);
      const packages = new Set(inputs.map(packageOf).filter((name) => name !== undefined));
      expect(packages.size).toBeGreaterThan(10);
      expect([...packages].filter((name) => lock.packages[name]?.dev)).toEqual([]);
      expect([...packages].filter((name) => !lock.packages[name])).toEqual([]);
      expect(inputs.filter((input) => /services\/kit\/src\/(testing|infra)\//.test(input))).toEqual([]);
    },
    120_000,
  );
});
