import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import { errorBody } from '@cinevia/proto';
import { refuse, type RateLimits } from './limits/rate-limits';
import type { DocumentedPath } from './rest/documented-path';

const MAX_BYTES = 20 * 1024 * 1024;
const CHUNK = randomBytes(64 * 1024);
const size = z.coerce.number().int().min(1024).max(MAX_BYTES);

/** How the OpenAPI document describes the path. */
export const speedTestPath: DocumentedPath = {
  method: 'get',
  path: '/api/speed-test',
  summary: 'n random bytes (1 KiB to 20 MiB), never cached, to time a download with',
  query: z.object({ bytes: size }),
  responses: {
    200: { description: 'The bytes', mediaType: 'application/octet-stream' },
    400: { description: 'bytes missing or out of range', schema: errorBody },
    429: { description: 'Too many bytes asked from this address in the last minute', schema: errorBody },
  },
};

/**
 * GET /api/speed-test?bytes=n: n bytes to time a download with (the speed-test page). Incompressible
 * and never cached, so the browser measures the network rather than a cache. The bytes each address
 * gets are limited (RATE_LIMITS.speedTestBytes): over it, a 429 with Retry-After.
 */
export function speedTestRouter(limits: Pick<RateLimits, 'speedTestBytes'>): Router {
  const router = Router();
  router.get('/speed-test', async (req, res) => {
    const bytes = size.safeParse(req.query.bytes);
    if (!bytes.success) {
      res.status(400).json({ message: `bytes must be a whole number from 1024 to ${MAX_BYTES}` });
      return;
    }
    const refusal = await limits.speedTestBytes(req.ip ?? 'unknown', bytes.data);
    if (refusal) return refuse(res, refusal);
    res.set({
      'content-type': 'application/octet-stream',
      'cache-control': 'no-store',
      'content-length': String(bytes.data),
    });
    let remaining = bytes.data;
    const write = () => {
      while (remaining > 0) {
        const chunk = CHUNK.subarray(0, Math.min(remaining, CHUNK.length));
        remaining -= chunk.length;
        if (!res.write(chunk)) return void res.once('drain', write);
      }
      res.end();
    };
    write();
  });
  return router;
}
