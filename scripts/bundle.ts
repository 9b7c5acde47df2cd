/**
 * Bundles each service and the gateway into one file with esbuild (`<package>/dist/main.js`), so that an
 * image holds Node and that file, not the development install. Beside it: the files the code reads at run
 * time (a subgraph's `schema.graphql`, read from the bundle's own folder) and `meta.json`, esbuild's
 * account of every input, which scripts/test/bundles.test.ts reads to check that nothing dev-only is in.
 *
 * Run: `node --import tsx scripts/bundle.ts [name ...]` (all when no name is given).
 */
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..');

export const SERVICES = ['identity', 'catalogue', 'billing', 'viewing', 'commissions', 'notifications'];

export interface Bundle {
  name: string;
  /** The package folder, relative to the repository root. */
  dir: string;
}

export const BUNDLES: Bundle[] = [
  ...SERVICES.map((name) => ({ name, dir: `services/${name}` })),
  { name: 'gateway', dir: 'gateway' },
];

export async function bundle({ dir }: Bundle): Promise<void> {
  const out = join(ROOT, dir, 'dist');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [join(ROOT, dir, 'src/main.ts')],
    outfile: join(out, 'main.js'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // Whitespace and syntax only: names stay as written, for stack traces and the logs.
    minifyWhitespace: true,
    minifySyntax: true,
    keepNames: true,
    legalComments: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  writeFileSync(join(out, 'meta.json'), JSON.stringify(result.metafile));
  const schema = join(ROOT, dir, 'src/graphql/schema.graphql');
  if (existsSync(schema)) copyFileSync(schema, join(out, 'schema.graphql'));
}

if (require.main === module) {
  const asked = process.argv.slice(2);
  const chosen = asked.length ? BUNDLES.filter((target) => asked.includes(target.name)) : BUNDLES;
  Promise.all(chosen.map(bundle)).then(
    () => console.log(`bundled ${chosen.map((target) => target.name).join(', ')}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
