import { readFileSync } from 'node:fs';
import { composeSupergraph, SUBGRAPH_NAMES } from './supergraph-composition';
import { SUPERGRAPH_FILE } from './supergraph';

describe('the supergraph (gateway/supergraph.graphql)', () => {
  it('composes from the subgraphs’ schema files', () => {
    expect(() => composeSupergraph()).not.toThrow();
  });

  it('is the composition of today’s schema files (else: npm run supergraph)', () => {
    expect(readFileSync(SUPERGRAPH_FILE, 'utf8')).toBe(composeSupergraph().supergraphSdl);
  });

  it('names every subgraph the gateway has a URL for', () => {
    const named = [...readFileSync(SUPERGRAPH_FILE, 'utf8').matchAll(/@join__graph\(name: "(\w+)"/g)].map((m) => m[1]);
    expect(named.sort()).toEqual([...SUBGRAPH_NAMES].sort());
  });
});
