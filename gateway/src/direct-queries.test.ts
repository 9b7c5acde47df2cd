import {
  contextKey,
  createReplayGuard,
  deriveContextKey,
  gatewayContextSigner,
  verifyUserContext,
  USER_CONTEXT_HEADER,
} from '@cinevia/service-kit';
import { VIEWER_SESSION_COOKIE, type SessionStore } from '@cinevia/shared-models';
import express from 'express';
import { parse } from 'graphql';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createCallers } from './caller';
import { directQueries } from './direct-queries';
import { createSessionCache } from './session-cache';
import { subgraphFetchers, type SubgraphFetchers } from './subgraph-fetch';

const SECRET = 'direct-queries-test-secret-'.padEnd(48, 'x');
const MEMBER_QUERY = 'query HomeMemberQuery { viewer { id myListIds } }';

/** The viewing subgraph, at its port: records what it is asked and answers as told. */
let subgraph: Server;
let asked: {
  headers: Record<string, string | string[] | undefined>;
  body: { query: string; operationName?: string };
}[];
let answer: { status: number; body: unknown };
let gateway: Server;
let gatewayUrl: string;
let fetchers: SubgraphFetchers;
let direct: ReturnType<typeof directQueries>;

const sessions = {
  resolveViewerSession: async (id: string | undefined) =>
    id === 'session-1' ? { userId: 'member-1', profileId: 'member-1', maturityLevel: '18+', isKids: false } : null,
  resolveAdminSession: async () => false,
} as unknown as SessionStore;

beforeAll(async () => {
  subgraph = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      asked.push({ headers: req.headers, body: JSON.parse(raw) as { query: string } });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => subgraph.listen(0, '127.0.0.1', resolve));
  const subgraphs = [{ name: 'viewing', url: `http://127.0.0.1:${(subgraph.address() as AddressInfo).port}/graphql` }];
  fetchers = subgraphFetchers(subgraphs, pino({ level: 'silent' }));
  direct = directQueries({
    subgraphs,
    fetchers,
    callers: createCallers(createSessionCache(sessions), '13+'),
    signContext: gatewayContextSigner(SECRET),
  });

  // Whatever is not answered directly reaches the GraphQL server, here a stand-in that says so.
  const app = express();
  app.use('/graphql', express.json(), direct.handler, (_req, res) => void res.json({ planned: true }));
  gateway = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => gateway.once('listening', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/graphql`;
});

afterAll(async () => {
  await fetchers.shutdown();
  subgraph.closeAllConnections();
  gateway.closeAllConnections();
  await Promise.all([subgraph, gateway].map((server) => new Promise((resolve) => server.close(resolve))));
});

beforeEach(() => {
  asked = [];
  answer = { status: 200, body: { data: { viewer: { id: 'member-1', myListIds: ['film-1'] } } } };
});

const singleFetch = (serviceName: string, extra: Record<string, unknown> = {}) => ({
  kind: 'QueryPlan',
  node: { kind: 'Fetch', serviceName, operationKind: 'query', operation: '{ viewer { id } }', ...extra },
});

/** What the gateway tells the callback after planning a request. */
function planned(
  queryPlan: unknown,
  query: string,
  request: { method?: string; variables?: Record<string, unknown>; channel?: 'graphql' | 'rest' } = {},
) {
  direct.learn({
    queryPlan,
    requestContext: {
      request: {
        query,
        operationName: 'HomeMemberQuery',
        variables: request.variables,
        http: { method: request.method ?? 'POST' },
      },
      document: parse(query),
      context: { caller: { channel: request.channel ?? 'graphql' } },
    },
  } as never);
}

async function post(query: string, variables?: Record<string, unknown>) {
  const response = await fetch(gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${VIEWER_SESSION_COOKIE}=session-1` },
    body: JSON.stringify({ operationName: 'HomeMemberQuery', query, variables }),
  });
  return response.json() as Promise<Record<string, unknown>>;
}

test('a query is planned until its plan is seen, then asked of its one subgraph as written', async () => {
  const query = `${MEMBER_QUERY} # first`;
  expect(await post(query)).toEqual({ planned: true });
  expect(asked).toHaveLength(0);

  planned(singleFetch('viewing'), query);
  expect(await post(query, {})).toEqual(answer.body);
  expect(asked).toHaveLength(1);
  const [{ headers, body }] = asked as [(typeof asked)[number]];
  expect(body).toEqual({ query, operationName: 'HomeMemberQuery' });
  // Signed for viewing, for this very query, as the member whose session came along.
  const context = verifyUserContext(
    headers[USER_CONTEXT_HEADER] as string,
    [contextKey(deriveContextKey(SECRET, 'viewing'))],
    { audience: 'viewing', query },
    createReplayGuard(),
  );
  expect(context).toMatchObject({ userId: 'member-1', channel: 'graphql', sessionId: null });
});

test.each([
  ['a plan of more than one fetch', { kind: 'QueryPlan', node: { kind: 'Sequence', nodes: [] } }, {}],
  ['a fetch that needs another subgraph’s fields', singleFetch('viewing', { requires: [{}] }), {}],
  ['a fetch whose results are rewritten', singleFetch('viewing', { outputRewrites: [{}] }), {}],
  ['a mutation', singleFetch('viewing', { operationKind: 'mutation' }), {}],
  ['a subgraph the gateway does not know', singleFetch('elsewhere'), {}],
  ['a query asked with variables', singleFetch('viewing'), { variables: { first: 5 } }],
  ['a query asked with GET', singleFetch('viewing'), { method: 'GET' }],
  ['the REST layer’s own query', singleFetch('viewing'), { channel: 'rest' as const }],
])('%s is always planned', async (_name, plan, request) => {
  const query = `${MEMBER_QUERY} # ${_name}`;
  planned(plan, query, request);
  expect(await post(query)).toEqual({ planned: true });
  expect(asked).toHaveLength(0);
});

test('a query with a search in it is always planned: searches are counted per request', async () => {
  const query = 'query HomeMemberQuery { searchVideos(query: "tide") { id } }';
  planned(singleFetch('viewing'), query);
  expect(await post(query)).toEqual({ planned: true });
});

test('a request with variables is planned even when its query is known without them', async () => {
  const query = `${MEMBER_QUERY} # known`;
  planned(singleFetch('viewing'), query);
  expect(await post(query, { first: 5 })).toEqual({ planned: true });
  expect(asked).toHaveLength(0);
});

test.each([
  // Errors first, as Apollo Server writes them.
  ['an error in the reply', { status: 200, body: { errors: [{ message: 'boom' }], data: { viewer: null } } }],
  ['no data', { status: 200, body: { data: null } }],
  ['a status other than 200', { status: 503, body: { errors: [{ message: 'database away' }] } }],
])(
  'a reply with %s is not passed on: the query is planned and answered by the GraphQL server',
  async (_name, given) => {
    const query = `${MEMBER_QUERY} # ${_name}`;
    planned(singleFetch('viewing'), query);
    answer = given;
    expect(await post(query)).toEqual({ planned: true });
    expect(asked).toHaveLength(1);
  },
);

test('a subgraph that cannot be reached leaves the query to the GraphQL server', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/graphql`;
  await new Promise((resolve) => closed.close(resolve));
  const unreachable = subgraphFetchers([{ name: 'viewing', url }], pino({ level: 'silent' }));
  const away = directQueries({
    subgraphs: [{ name: 'viewing', url }],
    fetchers: unreachable,
    callers: createCallers(createSessionCache(sessions), '13+'),
    signContext: gatewayContextSigner(SECRET),
  });
  away.learn({
    queryPlan: singleFetch('viewing'),
    requestContext: {
      request: { query: MEMBER_QUERY, operationName: 'HomeMemberQuery', http: { method: 'POST' } },
      document: parse(MEMBER_QUERY),
      context: { caller: { channel: 'graphql' } },
    },
  } as never);
  let plannedAfter = false;
  const req = {
    method: 'POST',
    body: { query: MEMBER_QUERY, operationName: 'HomeMemberQuery' },
    header: () => undefined,
  };
  await away.handler(req as never, {} as never, () => void (plannedAfter = true));
  expect(plannedAfter).toBe(true);
  await unreachable.shutdown();
});
