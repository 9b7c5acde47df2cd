import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appOperations } from '../../gateway/src/limits/app-operations';
import { allowListOf, builtAllowList } from '../../gateway/src/limits/persisted-operations';
import { persistedOperationsFile } from '../persisted-operations';
import { ROOT } from '../stack';

/**
 * Production's allow-list is what the apps' builds wrote (npm test builds both before its suites):
 * it must be every operation in their sources, each app's own beside its build.
 */
describe("the apps' persisted operations", () => {
  it('are, together, every operation of both apps as their sources hold them now', () => {
    expect([...builtAllowList()].sort()).toEqual(allowListOf(appOperations().values()));
  });

  it.each(['web', 'admin-web'])('of %s lie beside its build, one per operation of its own', (app) => {
    const written = JSON.parse(readFileSync(persistedOperationsFile(app), 'utf8')) as string[];
    const own = appOperations([join(ROOT, app, 'src')]);
    expect(own.size).toBeGreaterThan(3);
    expect(written).toEqual(allowListOf(own.values()));
  });
});
