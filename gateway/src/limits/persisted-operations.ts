import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  print,
  stripIgnoredCharacters,
  visit,
  type DefinitionNode,
  type DocumentNode,
} from 'graphql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { GatewayContext } from '../graphql';
import { REPO_ROOT } from '../paths';

const nameOf = (definition: DefinitionNode) => ('name' in definition && definition.name ? definition.name.value : '');

/**
 * A document's form for comparison: without `__typename` fields (Apollo Client adds them to every
 * selection), the operation first and its fragments by name, printed without ignored characters.
 */
export function canonicalOperation(document: DocumentNode): string {
  const stripped = visit(document, { Field: (field) => (field.name.value === '__typename' ? null : undefined) });
  const definitions = [...stripped.definitions].sort((a, b) => {
    const aFragment = a.kind === Kind.FRAGMENT_DEFINITION ? 1 : 0;
    const bFragment = b.kind === Kind.FRAGMENT_DEFINITION ? 1 : 0;
    return aFragment - bFragment || nameOf(a).localeCompare(nameOf(b));
  });
  return stripIgnoredCharacters(print({ ...stripped, definitions }));
}

/** The canonical form of each of these operations, sorted: what an app's build writes beside it. */
export function allowListOf(documents: Iterable<DocumentNode>): string[] {
  return [...new Set([...documents].map(canonicalOperation))].sort();
}

/** Where each app's build writes its operations' allow-list (scripts/persisted-operations.ts). */
export const PERSISTED_OPERATIONS_FILE = 'persisted-operations.json';
export const BUILT_ALLOW_LISTS = ['web', 'admin-web'].map((app) =>
  join(REPO_ROOT, app, 'dist', PERSISTED_OPERATIONS_FILE),
);

/** Both apps' allow-lists as their builds wrote them. */
export function builtAllowList(files = BUILT_ALLOW_LISTS): Set<string> {
  return new Set(
    files.flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        throw new Error(`${file} is missing: build the apps first (npm run build -w web -w admin-web)`);
      }
      return z.array(z.string().min(1)).parse(JSON.parse(text));
    }),
  );
}

/**
 * In production the public /graphql runs only the apps' own operations (their allow-lists, written by
 * their builds into the dist folders the gateway serves), whatever their variables; anything else is a
 * 400 coded OPERATION_NOT_ALLOWED before it is planned. The REST layer's own operations are not checked.
 */
export function persistedOperationsPlugin(allowed: Set<string>): ApolloServerPlugin<GatewayContext> {
  // Apollo hands the same parsed document for the same query text, so each is judged once.
  const verdicts = new WeakMap<DocumentNode, boolean>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, document }) {
          if (contextValue.caller.channel === 'rest') return;
          let allowedHere = verdicts.get(document);
          if (allowedHere === undefined) {
            allowedHere = allowed.has(canonicalOperation(document));
            verdicts.set(document, allowedHere);
          }
          if (!allowedHere) {
            throw new GraphQLError('Only the Cinevia apps’ own operations are accepted here.', {
              extensions: { code: 'OPERATION_NOT_ALLOWED', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
