/**
 * Composes the subgraphs' schema files into gateway/supergraph.graphql, the supergraph the gateway serves
 * (made by setup whenever a schema is newer, and in the image's build; never committed). A running
 * gateway follows the file, so `npm run supergraph` after changing a schema serves the change at once.
 */
import { writeFileSync } from 'node:fs';
import { composeSupergraph } from '../../gateway/src/supergraph-composition';
import { SUPERGRAPH_FILE } from '../../gateway/src/supergraph';

writeFileSync(SUPERGRAPH_FILE, composeSupergraph().supergraphSdl);
console.log(`composed ${SUPERGRAPH_FILE}`);
