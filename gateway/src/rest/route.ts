import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { errorBody, type MaturityRating } from '@cinevia/proto';
import type { ViewerSession } from '@cinevia/shared-models';
import type { z } from 'zod';

/** What a route may do to the member's cookies besides answering. */
export interface CookieJar {
  startViewerSession(sessionId: string): void;
  endViewerSession(): void;
  startAdminSession(adminSessionId: string): void;
  endAdminSession(): void;
}

export type RestAnswer = { status: number; body?: unknown; headers?: Record<string, string> };

/** What a member-only path answers without a member. */
export const UNAUTHORIZED = { status: 401, body: { message: 'Unauthorized' } } as const;
export type RestReply = RestAnswer | { redirect: string };

interface RouteBase<Body> {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  /** Checked first, before the body: who may call at all (the subgraph enforces it again). */
  requires?: 'admin';
  /**
   * The session a caller needs, as the OpenAPI document's security declares it (the subgraph
   * enforces it): 'member' a viewer session, 'account' one on a grown-up profile (the account's
   * settings, payments and film requests), 'admin' the administrator's (implied by `requires`).
   * Absent: anyone may call.
   */
  session?: 'member' | 'account' | 'admin';
  /** Validated before anything runs; its first message is the 400 reply. */
  body?: z.ZodType<Body>;
  /** The query string, validated the same way; `variables` gets the parsed value. */
  query?: z.ZodType;
  /**
   * The reply depends on the catalogue alone (not on the caller), so it is built once per catalogue
   * change and served from the gateway's cache, gzipped, with an ETag. 'catalogue' for the lists (a
   * few URLs, megabytes each at 10,000 films); 'search' for searches, kept apart because any text
   * makes a new URL, so that a stream of new searches never pushes a list out.
   */
  cache?: 'catalogue' | 'search';
  /**
   * A success may change what the session check answers for the calling member (their name,
   * email or Premium), so the gateway asks the services for it until the change's event arrives.
   */
  changesMember?: true;
  /** What a success answers, by status: what it means and its body's shape. */
  responses: Record<number, { description: string; schema?: z.ZodType }>;
  /** What the route may refuse, by status, each answered with the error body (`{ message }`). */
  refuses?: Record<number, string>;
}

/**
 * A REST path of the spec served by running a GraphQL operation on our own supergraph, typed from
 * it (`npm run codegen`): `variables` must give what the operation takes, and `respond` gets what it
 * returns. Errors are mapped from their codes.
 */
export interface OperationRoute<
  Body = unknown,
  Data = Record<string, never>,
  Variables = Record<string, never>,
> extends RouteBase<Body> {
  /**
   * Answers from the gateway's own read models, before any session or operation, when it can;
   * undefined runs the operation.
   */
  local?: (request: { params: Record<string, string>; level: MaturityRating }) => RestAnswer | undefined;
  /**
   * Answers from the gateway's own read models for the viewer session's member (null: none),
   * before any operation, when it can; undefined runs the operation.
   */
  memberLocal?: (viewer: ViewerSession | null) => RestAnswer | undefined;
  operation?: TypedDocumentNode<Data, Variables>;
  variables?: (body: Body, request: { params: Record<string, string>; query: Record<string, unknown> }) => Variables;
  respond: (data: Data, cookies: CookieJar) => RestReply;
}

/**
 * A REST path the gateway serves itself: the one hot write (a progress save, every 10 s per
 * viewer), which a GraphQL operation and a subgraph hop would slow. It gets the member from
 * the gateway's session cache.
 */
export interface PerformedRoute<Body = unknown> extends RouteBase<Body> {
  perform: (body: Body, viewer: ViewerSession | null) => Promise<RestAnswer>;
}

export type RestRoute<Body = unknown, Data = Record<string, never>, Variables = Record<string, never>> =
  OperationRoute<Body, Data, Variables> | PerformedRoute<Body>;

/** A path parameter the route's path names (so Express matched one). */
export function pathParam(params: Record<string, string>, name: string): string {
  const value = params[name];
  if (value === undefined) throw new Error(`the route's path has no :${name}`);
  return value;
}

/** The operation's input is the validated body as it is. */
export const asInput = <Input>(input: Input) => ({ input });

/** What a route's session refuses, documented on every route that needs it (a route may say it otherwise). */
const SESSION_REFUSALS = {
  member: { 401: 'Signed out' },
  account: { 401: 'Signed out', 403: 'From a Kids profile' },
  admin: { 401: 'No admin session', 403: 'Signed in, but not as the administrator' },
};

/**
 * A route of the table, its refusals (its session's among them) added to its documented responses;
 * the table holds routes of every body and operation, so it forgets their types.
 */
export function route<Body, Data, Variables>(definition: RestRoute<Body, Data, Variables>): TableRoute {
  const session = definition.requires ?? (definition.session === 'admin' ? undefined : definition.session);
  const refusals = { ...(session && SESSION_REFUSALS[session]), ...definition.refuses };
  const documented = Object.entries(refusals).map(([status, description]) => [
    status,
    { description, schema: errorBody },
  ]);
  const responses = { ...Object.fromEntries(documented), ...definition.responses };
  return { ...definition, responses } as unknown as TableRoute;
}

/** A route in the table, its body, data and variables no longer known to the router. */
export type TableRoute = RestRoute<unknown, unknown, Record<string, unknown>>;
