import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { appOperations } from '../gateway/src/limits/app-operations';
import { allowListOf, PERSISTED_OPERATIONS_FILE } from '../gateway/src/limits/persisted-operations';

const ROOT = resolve(__dirname, '..');

/**
 * The last step of an app's build (its package.json `build`): its own GraphQL operations, read from
 * its sources, written as the allow-list production's gateway reads (`<app>/dist/persisted-operations.json`),
 * so that no running gateway reads the apps' sources. Run: `node --import tsx scripts/persisted-operations.ts <app>`.
 */
export function persistedOperationsFile(app: string): string {
  return join(ROOT, app, 'dist', PERSISTED_OPERATIONS_FILE);
}

export function writePersistedOperations(app: string): number {
  const allowList = allowListOf(appOperations([join(ROOT, app, 'src')]).values());
  const file = persistedOperationsFile(app);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(allowList, null, 1)}\n`);
  return allowList.length;
}

if (require.main === module) {
  const app = process.argv[2];
  if (app !== 'web' && app !== 'admin-web') throw new Error('usage: persisted-operations.ts web|admin-web');
  console.log(`${app}: ${writePersistedOperations(app)} operations allowed in production`);
}
