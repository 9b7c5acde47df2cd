import { join } from 'node:path';
import type { DocumentNode } from 'graphql';
import { REPO_ROOT } from '../paths';
import { manifestOperations, PERSISTED_DOCUMENTS_FILE } from './persisted-operations';

export type App = 'web' | 'admin-web';

/** Where `npm run codegen` writes an app's persisted-documents manifest (its build copies it into dist/). */
export const generatedManifest = (app: App) => join(REPO_ROOT, app, 'src/__generated__', PERSISTED_DOCUMENTS_FILE);

/**
 * The web app's and the admin portal's own GraphQL operations (those of `apps`), as GraphQL Code
 * Generator extracted them: each a complete document (the operation and every fragment it uses), by
 * operation name. Read by the tests, never by a running gateway.
 */
export function appOperations(apps: App[] = ['web', 'admin-web']): Map<string, DocumentNode> {
  return manifestOperations(apps.map(generatedManifest));
}
