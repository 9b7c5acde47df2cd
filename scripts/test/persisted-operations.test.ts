import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { generatedManifest } from '../../gateway/src/limits/app-operations';
import { PERSISTED_DOCUMENTS_FILE } from '../../gateway/src/limits/persisted-operations';
import { ROOT } from '../stack/stack';

/**
 * Every GraphQL type in the code and production's allow-list come from GraphQL Code Generator
 * (codegen.ts). Its output must be what the schemas and operations of today generate; the type check
 * (repository.test.ts) then holds every resolver and every use of an operation to those types.
 */
describe('the generated GraphQL code', () => {
  it('is what the schemas and the operations generate now (graphql-codegen --check)', async () => {
    const check = promisify(execFile)('npx', ['graphql-codegen', '--config', 'codegen.ts', '--check'], { cwd: ROOT });
    await expect(check).resolves.toBeDefined();
  }, 120_000);

  it.each(['web', 'admin-web'] as const)(
    '%s: its build serves the persisted-documents manifest of its sources',
    (app) => {
      const generated = readFileSync(generatedManifest(app), 'utf8');
      expect(Object.keys(JSON.parse(generated)).length).toBeGreaterThan(3);
      expect(readFileSync(join(ROOT, app, 'dist', PERSISTED_DOCUMENTS_FILE), 'utf8')).toBe(generated);
    },
  );
});
