import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import type { CatalogueChanges } from '../catalogue-changes';

/**
 * Replies built from the whole catalogue (GET /api/videos at 10,000 films is megabytes), kept per
 * URL until the catalogue changes: serialised and gzipped once, sent with an ETag so a client that
 * has it gets a 304. Bounded, oldest entry out first.
 */
const DEFAULT_MAX_ENTRIES = 64;

interface CachedReply {
  version: number;
  status: number;
  json: Buffer;
  /** Only for a reply kept: one sent once goes through the compression middleware as it streams. */
  gzip?: Buffer;
  etag: string;
  headers: Record<string, string>;
}

export function createReplyCache(changes: CatalogueChanges, maxEntries = DEFAULT_MAX_ENTRIES) {
  const entries = new Map<string, CachedReply>();

  function send(req: Request, res: Response, reply: CachedReply): void {
    res.status(reply.status).set(reply.headers);
    res.set({ 'content-type': 'application/json; charset=utf-8', etag: reply.etag, vary: 'Accept-Encoding' });
    if (req.headers['if-none-match'] === reply.etag) return void res.status(304).end();
    if (reply.gzip && req.acceptsEncodings('gzip') === 'gzip') {
      res.set('content-encoding', 'gzip').end(reply.gzip);
    } else {
      res.end(reply.json);
    }
  }

  return {
    /** The version a reply built from now on belongs to. */
    version: () => changes.version(),
    /** Sends the cached reply for this URL, if it is still current; false otherwise. */
    sendCached(req: Request, res: Response): boolean {
      const reply = entries.get(req.originalUrl);
      if (!reply || reply.version !== changes.version()) return false;
      send(req, res, reply);
      return true;
    },
    /**
     * Builds, keeps and sends a reply; one built while the catalogue is still settling is sent and
     * not kept (a replica may have answered it from before the change), so not gzipped here either.
     */
    store(
      req: Request,
      res: Response,
      version: number,
      reply: { status: number; body?: unknown; headers?: Record<string, string> },
    ): void {
      const json = Buffer.from(JSON.stringify(reply.body));
      const keep = version === changes.version() && changes.settled();
      const cached: CachedReply = {
        version,
        status: reply.status,
        json,
        gzip: keep ? gzipSync(json) : undefined,
        etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
        headers: reply.headers ?? {},
      };
      if (keep) {
        entries.delete(req.originalUrl);
        entries.set(req.originalUrl, cached);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      send(req, res, cached);
    },
  };
}
export type ReplyCache = ReturnType<typeof createReplyCache>;
