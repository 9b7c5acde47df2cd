import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  Kind,
  parse,
  specifiedRules,
  typeFromAST,
  validate,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type DocumentNode,
} from 'graphql';
import { composeSupergraph } from '../supergraph-composition';
import { appOperations } from './app-operations';
import { OPERATION_BOUNDS } from './limits';
import { operationBoundRules, operationCost, searchesIn } from './operation-bounds';

/** A value for each variable, pages at the server's largest size (100): the costliest the app can ask. */
function worstCaseValue(type: GraphQLInputType): unknown {
  if (type instanceof GraphQLNonNull) return worstCaseValue(type.ofType);
  if (type instanceof GraphQLList) return [worstCaseValue(type.ofType)];
  if (type instanceof GraphQLInputObjectType) {
    return Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, worstCaseValue(field.type)]));
  }
  if (type instanceof GraphQLEnumType) return type.getValues()[0]!.value;
  if (type.name === 'Int') return 100;
  if (type.name === 'Float') return 0;
  if (type.name === 'Boolean') return false;
  return 'x';
}

function variablesOf(schema: GraphQLSchema, document: DocumentNode): Record<string, unknown> {
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => [
      definition.variable.name.value,
      worstCaseValue(typeFromAST(schema, definition.type as never) as GraphQLInputType),
    ]),
  );
}

/** The public API schema, as the gateway serves it. */
const schema = composeSupergraph().apiSchema;
const operations = appOperations();
const rules = [...specifiedRules, ...operationBoundRules()];

const costOf = (query: string, variables?: Record<string, unknown>) => operationCost(schema, parse(query), variables);
const refusals = (query: string, bounds: { maxDepth: number; maxAliases: number } = OPERATION_BOUNDS) =>
  validate(schema, parse(query), [...specifiedRules, ...operationBoundRules(bounds)]).map((error) => error.message);

test('every operation of the web app and the admin portal passes the bounds, pages at their largest', () => {
  expect(operations.size).toBeGreaterThan(15);
  expect([...operations.keys()]).toEqual(
    expect.arrayContaining(['HomeRouteQuery', 'SearchResultsQuery', 'AdminVideos']),
  );
  for (const [name, document] of operations) {
    expect({ name, errors: validate(schema, document, rules).map((error) => error.message) }).toEqual({
      name,
      errors: [],
    });
    const cost = operationCost(schema, document, variablesOf(schema, document), name);
    expect({ name, within: cost <= OPERATION_BOUNDS.maxCost }).toEqual({ name, within: true });
  }
});

test('a thousand aliases of videos or searchVideos are refused at validation', () => {
  const aliased = (field: string) => `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
  expect(refusals(aliased('videos(first: 1) { id }'))).toEqual([
    `Aliases limit of ${OPERATION_BOUNDS.maxAliases} exceeded, found 1000.`,
  ]);
  expect(refusals(aliased('searchVideos(query: "a") { id }'))[0]).toMatch(/^Aliases limit of \d+ exceeded/);
  expect(refusals(`{ ${Array.from({ length: 10 }, (_, i) => `a${i}: video(id: "x") { id }`).join(' ')} }`)).toEqual([]);
});

test('depth is counted in fields, fragments adding none', () => {
  const query = '{ homeRows { rows { videos { videos { ...Card } } } } } fragment Card on Video { id }';
  expect(refusals(query)).toEqual([]);
  expect(refusals(query, { ...OPERATION_BOUNDS, maxDepth: 4 })).toEqual(['Query depth limit of 4 exceeded, found 5.']);
});

test('cost: every field 1, a paged field times the page asked', () => {
  expect(costOf('{ videoPage(first: 100) { videos { id title } } }')).toBe(1 + 100 * (1 + 2));
  expect(costOf('query ($n: Int) { videoPage(first: $n) { videos { id } } }', { n: 5 })).toBe(1 + 5 * 2);
  // Left out: the field's default page (20), or everything for `videos` (the whole catalogue).
  expect(costOf('{ videoPage { nextCursor } }')).toBe(1 + 20);
  expect(costOf('{ videos { id } }')).toBeGreaterThan(OPERATION_BOUNDS.maxCost);
  expect(costOf('{ videoPage(first: 1000000) { videos { id } } }')).toBeGreaterThan(OPERATION_BOUNDS.maxCost);
  const tenPages = `{ ${Array.from({ length: 10 }, (_, i) => `p${i}: videoPage(first: 100) { videos { id title description genre year rating duration category thumbnailUrl youtubeId } }`).join(' ')} }`;
  expect(costOf(tenPages)).toBeGreaterThan(OPERATION_BOUNDS.maxCost);
});

describe('searchesIn', () => {
  it('counts one search for a text asked of films and series together, and each search field beyond', () => {
    expect(searchesIn(parse('{ searchSeries(query: "a") { id } searchVideos(query: "a") { id } }'))).toBe(1);
    expect(searchesIn(parse('{ a: searchSeries(query: "a") { id } b: searchSeries(query: "b") { id } }'))).toBe(2);
    expect(searchesIn(parse('{ a: searchVideos(query: "a") { id } b: searchVideos(query: "b") { id } }'))).toBe(2);
    expect(searchesIn(parse('{ browseGenres { id } }'))).toBe(0);
  });
});
