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
import type { GatewayContext } from '../graphql';
import { appOperations } from './app-operations';

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

/** The canonical form of each of the apps' own operations (web/src, admin-web/src). */
export function appOperationAllowList(documents = appOperations()): Set<string> {
  return new Set([...documents.values()].map(canonicalOperation));
}

/**
 * In production the public /graphql runs only the apps' own operations (read from their sources at
 * start: the gateway's image holds them), whatever their variables; anything else is a 400 coded
 * OPERATION_NOT_ALLOWED before it is planned. The REST layer's own operations are not checked.
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
