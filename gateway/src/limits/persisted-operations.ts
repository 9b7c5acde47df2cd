import type { ApolloServerPlugin } from '@apollo/server';
import { printExecutableGraphQLDocument } from '@graphql-tools/documents';
import { GraphQLError, Kind, parse, visit, type DocumentNode } from 'graphql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { GatewayContext } from '../gateway-context';
import { REPO_ROOT } from '../paths';

/**
 * A document's form for comparison, the form of the apps' persisted-documents manifests: without
 * `__typename` fields (Apollo Client adds them to every selection), its definitions, fields and
 * arguments in a stable order, printed on one line.
 */
export function canonicalOperation(document: DocumentNode): string {
  return printExecutableGraphQLDocument(
    visit(document, { Field: (field) => (field.name.value === '__typename' ? null : undefined) }),
  );
}

/**
 * Each app's persisted-documents manifest, as GraphQL Code Generator extracts it from the app's
 * operations (`npm run codegen`) and the app's build copies it beside the bundle it serves.
 */
export const PERSISTED_DOCUMENTS_FILE = 'persisted-documents.json';
const manifest = z.record(z.string(), z.string().min(1));

/** The operations in these manifests, parsed, by operation name. */
export function manifestOperations(files: string[]): Map<string, DocumentNode> {
  const operations = new Map<string, DocumentNode>();
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      throw new Error(
        `${file} is missing: run npm run codegen, and build the apps (npm run build -w web -w admin-web)`,
      );
    }
    for (const source of Object.values(manifest.parse(JSON.parse(text)))) {
      const document = parse(source);
      const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
      if (!operation?.name) throw new Error(`${file}: every app operation must be named`);
      operations.set(operation.name.value, document);
    }
  }
  return operations;
}

/** The canonical form of each of these operations. */
export function allowListOf(documents: Iterable<DocumentNode>): Set<string> {
  return new Set([...documents].map(canonicalOperation));
}

/** Both apps' allow-lists, from the manifests their builds copied beside them. */
export function builtAllowList(): Set<string> {
  const files = ['web', 'admin-web'].map((app) => join(REPO_ROOT, app, 'dist', PERSISTED_DOCUMENTS_FILE));
  return allowListOf(manifestOperations(files).values());
}

/**
 * In production the public /graphql runs only the apps' own operations (their manifests, copied by
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
