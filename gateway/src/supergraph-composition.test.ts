import { operationFromDocument, Supergraph } from '@apollo/federation-internals';
import { QueryPlanner } from '@apollo/query-planner';
import { parse } from 'graphql';
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

describe('the query plans of answers that must not wait on a second subgraph', () => {
  const supergraph = Supergraph.build(composeSupergraph().supergraphSdl);
  const planner = new QueryPlanner(supergraph);

  /** The subgraphs a document's plan fetches from, in plan order. */
  function fetchedFrom(document: string): string[] {
    const plan = planner.buildQueryPlan(operationFromDocument(supergraph.schema, parse(document)));
    return [...JSON.stringify(plan).matchAll(/"serviceName":"(\w+)"/g)].map((match) => match[1]!);
  }

  it("a delivery's answer has its film from commissions, before the catalogue has heard of it", () => {
    const delivery = `mutation {
      deliverFilmRequest(id: "pi_1", input: { title: "T", youtubeId: "dQw4w9WgXcQ", duration: "1h" }) {
        id status film { id title description youtubeId thumbnailUrl duration year rating genre category maturityRating isFeatured createdAt }
      }
    }`;
    expect(fetchedFrom(delivery)).toEqual(['commissions']);
  });

  it('a film outside what commissions delivered still comes from the subgraph that owns it', () => {
    expect(fetchedFrom('{ me { filmRequests { film { title inMyList } } } }')).toEqual([
      'identity',
      'commissions',
      'viewing',
    ]);
  });
});
