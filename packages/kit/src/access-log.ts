import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { Logger } from './logger';

export const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/;
/** Probes and scrapes, every few seconds each: no line of their own. */
const UNLOGGED = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Whose `x-request-id` and trace context a process takes: any caller's (a subgraph's, behind the gateway)
 * or a trusted proxy's only (the gateway, the public entry).
 */
export type CallerTrust = 'any' | 'proxy';

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
 * One line per request, when its reply is sent: the request id, method, route pattern, status,
 * duration and bytes sent (headers and body, as sent, compressed or not: what the connection wrote
 * since the request began), at `info` (`warn` for a 4xx or a request the client gave up on, `error`
 * for a 5xx). The id comes from `x-request-id` when a `trusted` caller set it, and is made otherwise;
 * every reply carries it back, and `requestIdOf` gives it to the request's handlers, so a member's
 * failing request can be found by it.
 *
 * Written here rather than with pino-http: that makes two child loggers per request, whether or not
 * its line is written, which profiled at a tenth of the gateway's time on the session check; this
 * makes none, and nothing at all below the logger's level.
 */
export function accessLog(logger: Logger, trusted: (req: IncomingMessage) => boolean): RequestHandler {
  return (req, res, next) => {
    const given = req.headers[REQUEST_ID_HEADER];
    const id = typeof given === 'string' && REQUEST_ID.test(given) && trusted(req) ? given : randomUUID();
    (req as { id?: string }).id = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    if (!UNLOGGED.has(req.url)) {
      const started = performance.now();
      const bytesBefore = req.socket.bytesWritten;
      res.once('close', () => {
        const status = res.statusCode;
        const sent = res.writableFinished;
        const level = !sent || (status >= 400 && status < 500) ? 'warn' : status >= 500 ? 'error' : 'info';
        if (!logger.isLevelEnabled(level)) return;
        const line = {
          requestId: id,
          method: req.method,
          route: routeLabel(req),
          status,
          durationMs: Math.round(performance.now() - started),
          bytes: req.socket.bytesWritten - bytesBefore,
        };
        logger[level](line, !sent ? 'request aborted' : status >= 500 ? 'request failed' : 'request');
      });
    }
    next();
  };
}
