import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from './logger';

export const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/;
/** Probes and scrapes, every few seconds each: no line of their own. */
const UNLOGGED = new Set(['/healthz', '/readyz', '/metrics']);

/** Whose `x-request-id` a process takes: any caller's (a subgraph's, behind the gateway) or a trusted proxy's only. */
export type RequestIdTrust = 'any' | 'proxy';

/** The id the access log gave the request (and its reply's `x-request-id`). */
export const requestIdOf = (req: IncomingMessage): string => String((req as { id?: unknown }).id);

/** A bounded label: the matched route pattern, never the raw path (no ids, tokens or query strings). */
export function routeLabel(req: Request): string {
  const route = (req.route as { path?: string } | undefined)?.path;
  // Express clears baseUrl once a route fails and its error is handled.
  const base = req.baseUrl ?? '';
  return route ? `${base}${route}` : base || 'unmatched';
}

/**
 * The connection's count of bytes written when the request began: the reply's size (headers and
 * body, as sent, compressed or not) is what it wrote since. Read from the request's socket, which
 * the reply gives up once finished.
 */
const bytesBefore = new WeakMap<IncomingMessage, number>();

/**
 * One line per request (pino-http), when its reply is sent: the request id, method, route pattern,
 * status, duration and bytes sent, at `info` (`warn` for a 4xx, `error` for a 5xx). The id comes from
 * `x-request-id` when a trusted hop set it, and is made otherwise; every reply carries it back, and
 * `requestIdOf` gives it to the request's handlers, so a member's failing request can be found by it.
 */
export function accessLog(logger: Logger, trust: RequestIdTrust): RequestHandler {
  const trusted = (req: IncomingMessage): boolean => {
    if (trust === 'any') return true;
    const trustsHop = (req as Request).app.get('trust proxy fn') as (address: string, hop: number) => boolean;
    return trustsHop(req.socket.remoteAddress ?? '', 0);
  };
  const line = (req: IncomingMessage, res: ServerResponse, durationMs: number) => ({
    method: req.method,
    route: routeLabel(req as Request),
    status: res.statusCode,
    durationMs,
    bytes: req.socket.bytesWritten - (bytesBefore.get(req) ?? 0),
  });
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const given = req.headers[REQUEST_ID_HEADER];
      const id = typeof given === 'string' && REQUEST_ID.test(given) && trusted(req) ? given : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      bytesBefore.set(req, req.socket.bytesWritten);
      return id;
    },
    autoLogging: { ignore: (req) => UNLOGGED.has(req.url ?? '') },
    // The line names what it needs itself: no headers (cookies, tokens) or raw URL ever.
    wrapSerializers: false,
    serializers: { req: () => undefined, res: () => undefined },
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    customSuccessObject: (req, res, value: { durationMs: number }) => line(req, res, value.durationMs),
    customErrorObject: (req, res, _error, value: { durationMs: number }) => line(req, res, value.durationMs),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
  });
}
