import type { RequestHandler } from 'express';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses a state-changing request a browser sent from another site (cross-site request forgery),
 * beyond what `SameSite=Lax` cookies already stop: a browser names the page's origin in `Origin` and
 * says where the request comes from in `Sec-Fetch-Site` on every such request, and either must be
 * ours (the same host the request was sent to). A request with neither comes from no browser (a
 * server, such as Stripe's webhook, or a script), which forgery cannot use, so it passes.
 */
export function sameOriginWrites(): RequestHandler {
  return (req, res, next) => {
    if (!WRITES.has(req.method)) return next();
    const origin = req.header('origin');
    const site = req.header('sec-fetch-site');
    const fromUs =
      origin !== undefined
        ? hostOf(origin) === req.header('host')
        : site === undefined || site === 'same-origin' || site === 'none';
    if (fromUs) return next();
    res.status(403).json({ message: 'Requests from other sites are not accepted.' });
  };
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
