import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  Kind,
  parse,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { REPO_ROOT } from '../paths';

export const APP_SOURCE_DIRS = [join(REPO_ROOT, 'web/src'), join(REPO_ROOT, 'admin-web/src')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The text of every gql`…` template in a source file, its `${FRAGMENT}` interpolations left out. */
function gqlTemplates(source: string): string[] {
  return [...source.matchAll(/\bgql`([^`]*)`/g)].map((match) => match[1]!.replace(/\$\{[^}]*\}/g, ''));
}

function spreadNames(node: DefinitionNode): string[] {
  const names: string[] = [];
  visit(node, { FragmentSpread: (spread) => void names.push(spread.name.value) });
  return names;
}

/**
 * The web app's and the admin portal's own GraphQL operations, read from their sources (those in
 * `dirs`; their fragments from either app's, as the portal reuses the members' app's code): each as a
 * complete document (the operation and every fragment it uses), by operation name. Read when the
 * apps are built (scripts/persisted-operations.ts) and by the tests, never by a running gateway.
 */
export function appOperations(dirs = APP_SOURCE_DIRS): Map<string, DocumentNode> {
  const operations: OperationDefinitionNode[] = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const dir of APP_SOURCE_DIRS) {
    for (const file of sourceFiles(dir)) {
      for (const text of gqlTemplates(readFileSync(file, 'utf8'))) {
        for (const definition of parse(text).definitions) {
          if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
          else if (definition.kind === Kind.OPERATION_DEFINITION && dirs.includes(dir)) operations.push(definition);
        }
      }
    }
  }
  const documents = new Map<string, DocumentNode>();
  for (const operation of operations) {
    const used = new Map<string, FragmentDefinitionNode>();
    const pending = spreadNames(operation);
    while (pending.length) {
      const name = pending.pop()!;
      const fragment = fragments.get(name);
      if (!fragment) throw new Error(`${operation.name?.value ?? 'an operation'} uses unknown fragment ${name}`);
      if (used.has(name)) continue;
      used.set(name, fragment);
      pending.push(...spreadNames(fragment));
    }
    const name = operation.name?.value;
    if (!name) throw new Error('every app operation must be named');
    documents.set(name, { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] });
  }
  return documents;
}
