import { addTypenameToDocument } from '@apollo/client/utilities';
import { ApolloServer } from '@apollo/server';
import { parse, print } from 'graphql';
import { appOperations } from './app-operations';
import { allowListOf, canonicalOperation, persistedOperationsPlugin } from './persisted-operations';
import type { GatewayContext } from '../gateway-context';
import { anonymousCaller } from '../caller';

const operations = appOperations();
const allowed = new Set(allowListOf(operations.values()));

test('every app operation, as Apollo Client sends it (with __typename, printed its way), is allowed', () => {
  for (const [name, document] of operations) {
    const sent = print(addTypenameToDocument(document));
    expect({ name, allowed: allowed.has(canonicalOperation(parse(sent))) }).toEqual({ name, allowed: true });
  }
});

test('layout, fragment order and __typename do not matter; fields, arguments and names do', () => {
  const home =
    'query Q($id: ID!) { video(id: $id) { ...A ...B } } fragment B on Video { title } fragment A on Video { id }';
  const same = `fragment A on Video { id __typename }
    query Q($id: ID!) {
      video(id: $id) { ...A ...B __typename }
    }
    fragment B on Video { title }`;
  expect(canonicalOperation(parse(same))).toBe(canonicalOperation(parse(home)));
  expect(canonicalOperation(parse(home.replace('title', 'description')))).not.toBe(canonicalOperation(parse(home)));
  expect(canonicalOperation(parse(home.replace('query Q', 'query R')))).not.toBe(canonicalOperation(parse(home)));
});

describe('the plugin', () => {
  const server = new ApolloServer<GatewayContext>({
    typeDefs: 'type Query { hello: String secret: String }',
    resolvers: { Query: { hello: () => 'hi', secret: () => 'the answer' } },
    plugins: [persistedOperationsPlugin(new Set([canonicalOperation(parse('query Hello { hello }'))]))],
  });
  const caller = (channel: 'graphql' | 'rest') => ({
    caller: { ...anonymousCaller('192.0.2.1', 'r-00000001'), channel },
  });
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  it('runs an allowed operation, refuses any other on /graphql with a 400, and leaves REST alone', async () => {
    const run = async (query: string, channel: 'graphql' | 'rest' = 'graphql') => {
      const response = await server.executeOperation({ query }, { contextValue: caller(channel) });
      if (response.body.kind !== 'single') throw new Error('single expected');
      return { status: response.http.status ?? 200, ...response.body.singleResult };
    };
    expect(await run('query Hello {\n  hello\n  __typename\n}')).toMatchObject({ status: 200, data: { hello: 'hi' } });
    const refused = await run('query Hello { secret }');
    expect(refused).toMatchObject({
      status: 400,
      errors: [
        {
          message: 'Only the Cinevia apps’ own operations are accepted here.',
          extensions: { code: 'OPERATION_NOT_ALLOWED' },
        },
      ],
    });
    expect(refused.data).toBeUndefined();
    expect(await run('{ secret }', 'rest')).toMatchObject({ data: { secret: 'the answer' } });
  });
});
