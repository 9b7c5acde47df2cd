import { trace } from '@opentelemetry/api';
import express, { type Express } from 'express';
import type { IncomingMessage, Server } from 'node:http';
import { accessLog, routeLabel, type CallerTrust } from './access-log';
import type { Logger } from './logger';
import type { Registry } from 'prom-client';
import { createMetrics } from './metrics';
import { continueTracesOnlyFrom } from './trace-parents';

export type ReadinessCheck = () => Promise<unknown>;

/**
 * An express app with what every process exposes: `/healthz` (alive), `/readyz` (every dependency
 * answers) and `/metrics` (Prometheus), plus a request-duration histogram.
 */
export function createHttpApp(options: {
  service: string;
  logger: Logger;
  readiness: Record<string, ReadinessCheck>;
  /** Registers the process's own metrics beside the common ones. */
  addMetrics?: (registry: Registry) => void;
  /** Serves `/metrics` there instead (the gateway's internal port, so the public one never shows them). */
  metricsApp?: Express;
  /** Express's `trust proxy`: whose `X-Forwarded-For` names the client; by default a proxy on loopback. */
  trustProxy?: string | number;
  /**
   * Whose `x-request-id` (the access log's) and `traceparent` are taken: by default any caller's, as a
   * subgraph takes the gateway's.
   */
  callerTrust?: CallerTrust;
}): Express {
  const { service, logger, readiness } = options;
  const metrics = createMetrics(service);
  options.addMetrics?.(metrics.registry);
  const app = express();
  app.disable('x-powered-by');
  // No ETag computed per reply: nearly every reply is a GraphQL POST or a member's own read, which
  // no client revalidates, and Express would hash each body for it. What is worth revalidating (the
  // gateway's catalogue lists, the apps' files) sets its own.
  app.set('etag', false);
  app.set('trust proxy', options.trustProxy ?? 'loopback');
  const trustsHop = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  const trusted =
    (options.callerTrust ?? 'any') === 'any'
      ? () => true
      : (req: IncomingMessage) => trustsHop(req.socket.remoteAddress ?? '', 0);
  app.use(accessLog(logger, trusted));
  continueTracesOnlyFrom(trusted);

  app.use((req, res, next) => {
    const end = metrics.requestDuration.startTimer({ method: req.method });
    // The request's span when tracing (tracing.ts), named by its route as the metric is.
    const span = trace.getActiveSpan();
    res.on('finish', () => {
      const route = routeLabel(req);
      end({ route, status: String(res.statusCode) });
      span?.setAttribute('http.route', route).updateName(`${req.method} ${route}`);
    });
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const results = await Promise.all(
      Object.entries(readiness).map(async ([name, check]) => {
        try {
          await check();
          return [name, 'ok'] as const;
        } catch (error) {
          logger.warn({ err: error, dependency: name }, 'not ready');
          return [name, 'unavailable'] as const;
        }
      }),
    );
    const ready = results.every(([, state]) => state === 'ok');
    res
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ready' : 'unavailable', checks: Object.fromEntries(results) });
  });
  (options.metricsApp ?? app).get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  return app;
}

export async function listen(
  app: Express,
  host: string,
  port: number,
): Promise<{ server: Server; port: number; close(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    let closing = false;
    const server = app.listen(port, host, (error?: Error) => {
      if (error) return reject(error);
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        server,
        port: actualPort,
        close: () =>
          new Promise<void>((done) => {
            closing = true;
            server.close(() => done());
            server.closeIdleConnections();
          }),
      });
    });
    // Once closing, every answer ends its connection: a client that keeps a connection busy (the
    // gateway's pool under load) would otherwise hold the server open for as long as it sends.
    server.prependListener('request', (_req, res) => {
      if (closing) res.setHeader('connection', 'close');
    });
  });
}
