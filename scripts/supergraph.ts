/**
 * Composes the subgraphs' schema files into gateway/supergraph.graphql, the supergraph the gateway serves
 * (committed, and copied into its image). Run after changing a subgraph's schema: `npm run supergraph`;
 * gateway/src/supergraph-composition.test.ts fails while the file is behind.
 */
import { writeFileSync } from 'node:fs';
import { composeSupergraph } from '../gateway/src/supergraph-composition';
import { SUPERGRAPH_FILE } from '../gateway/src/supergraph';

writeFileSync(SUPERGRAPH_FILE, composeSupergraph().supergraphSdl);
console.log(`composed ${SUPERGRAPH_FILE}`);
