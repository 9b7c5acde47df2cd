import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeServices } from '@apollo/composition';
import { parse, type GraphQLSchema } from 'graphql';
import { REPO_ROOT } from './paths';

/** The subgraphs composed into the supergraph, by the names the gateway's configuration gives their URLs. */
export const SUBGRAPH_NAMES = ['identity', 'catalogue', 'billing', 'viewing', 'commissions'] as const;

/**
 * Composes the subgraphs' schema files (`services/<name>/src/graphql/schema.graphql`) as the build does
 * (scripts/stack/supergraph.ts): the supergraph's text, and the API the apps see. The URLs written in it are
 * compose's; the gateway asks each subgraph at the URL its configuration names.
 */
export function composeSupergraph(names: readonly string[] = SUBGRAPH_NAMES): {
  supergraphSdl: string;
  apiSchema: GraphQLSchema;
} {
  const result = composeServices(
    names.map((name) => ({
      name,
      url: `http://${name}:4000/graphql`,
      typeDefs: parse(readFileSync(join(REPO_ROOT, `services/${name}/src/graphql/schema.graphql`), 'utf8')),
    })),
  );
  if (result.errors)
    throw new Error(`the subgraphs do not compose:\n${result.errors.map((e) => e.message).join('\n')}`);
  return { supergraphSdl: result.supergraphSdl, apiSchema: result.schema.toAPISchema().toGraphQLJSSchema() };
}
