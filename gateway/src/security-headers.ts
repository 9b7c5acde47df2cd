import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** Helmet, with the content policy below: the same headers on every reply, nothing of the request read. */
const helmetHeaders = () =>
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.youtube.com', 'https://s.ytimg.com', 'https://js.stripe.com'],
        frameSrc: [
          'https://www.youtube.com',
          'https://www.youtube-nocookie.com',
          'https://js.stripe.com',
          'https://hooks.stripe.com',
        ],
        imgSrc: ["'self'", 'data:', 'https://img.youtube.com', 'https://i.ytimg.com'],
        // Radix positions popovers and toasts with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        upgradeInsecureRequests: null,
      },
    },
  });

/**
 * Security headers for the apps and the API. The content policy names the only outside origins the
 * apps use: the video host's IFrame player and thumbnails, and Stripe.js with its frames and API.
 *
 * Helmet sets them through a dozen middlewares of its own, one header each, on every request: a
 * tenth of the gateway's time answering a film. What it sets does not depend on the request, so it
 * runs once, here, on a reply that only takes note, and each request gets the headers it noted.
 */
export function securityHeaders(): RequestHandler {
  const noted: [string, string | string[]][] = [];
  const noting = {
    setHeader: (name: string, value: string | string[]) => noted.push([name, value]),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  helmetHeaders()({} as IncomingMessage, noting, () => undefined);
  if (noted.length === 0) throw new Error('helmet set no header');
  return (_req, res, next) => {
    for (const [name, value] of noted) res.setHeader(name, value);
    next();
  };
}
