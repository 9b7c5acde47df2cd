import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** Bytes that are already as small as they get. */
const BINARY = /^application\/octet-stream\b/i;

/**
 * Every text reply the gateway sends (the apps' HTML, scripts and styles, the JSON of /api and
 * /graphql) is compressed: brotli when the browser takes it, gzip otherwise, as it streams out.
 *
 * - Quality 5 brotli: about as fast as gzip's default and some 15 % smaller on the apps' scripts;
 *   higher qualities cost tens of milliseconds per reply for a few per cent more.
 * - Replies that are already encoded pass through untouched: the reply cache
 *   (rest/reply-cache.ts, shared-operations.ts) sends its gzip built once per catalogue change.
 * - Binary replies are not compressed (compressible's list, less application/octet-stream, which
 *   it counts as compressible), so the speed test's random bytes are measured as sent; replies
 *   under 1 KB gain nothing and go as they are.
 * - A request that accepts no encoding at all (a script, a load test) skips the middleware, which
 *   would otherwise wrap every write of the reply to decide, at its end, to change nothing.
 */
export function compressReplies(): RequestHandler {
  const compress = compression({
    threshold: 1024,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    filter: (req, res) => !BINARY.test(String(res.getHeader('content-type') ?? '')) && compression.filter(req, res),
  });
  return (req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next());
}

/** Pages kept compressed: each app's page for a visitor and for a member, by route, and the home page with its hero. */
const SHARED_PAGES_KEPT = 32;

/**
 * Sends a text many requests share (an app's page: the same for every visitor, and for every member,
 * of a route) compressed once, at brotli's and gzip's best, and kept by its text; each request then
 * only picks the encoding the browser takes. Compressing the page on every request was a third of
 * the gateway's time serving it. The middleware above leaves an encoded reply as it is.
 */
export function sharedTextReplies(): (req: Request, res: Response, text: string) => void {
  const kept = new Map<string, { br: Buffer; gzip: Buffer }>();
  return (req, res, text) => {
    let encoded = kept.get(text);
    if (!encoded) {
      encoded = {
        br: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_SIZE_HINT]: text.length } }),
        gzip: gzipSync(text, { level: 9 }),
      };
      kept.set(text, encoded);
      if (kept.size > SHARED_PAGES_KEPT) kept.delete(kept.keys().next().value!);
    }
    res.vary('Accept-Encoding');
    // Brotli first whatever the order the browser lists them in, as the middleware does.
    const encoding = (['br', 'gzip'] as const).find((name) => req.acceptsEncodings(name) === name);
    if (encoding) res.set('content-encoding', encoding).send(encoded[encoding]);
    else res.send(text);
  };
}
