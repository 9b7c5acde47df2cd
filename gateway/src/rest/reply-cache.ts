import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { mayAlter, mightMatch, queryWords, SEARCH_RESULTS, words, type KeptSearch } from '@cinevia/proto';
import type { CatalogueChanges } from '../catalogue-changes';

/**
 * Replies built from the catalogue (GET /api/videos at 10,000 films is megabytes), kept per URL while
 * they are still good: serialised and gzipped once, sent with an ETag so a client that has it gets a
 * 304. Bounded, the least recently sent out first.
 */
const DEFAULT_MAX_ENTRIES = 64;

/** When a kept reply stops being good, counted in the catalogue's versions (one per film change). */
export interface Freshness<Memo> {
  /** The version a reply whose building starts now is good as of; null: send it, but do not keep it. */
  begin(): number | null;
  /** What a kept reply remembers of its body, for `check`. */
  memo(req: Request, body: unknown): Memo;
  /** The version a reply good as of `since` is good as of now; null when a change since may alter it. */
  check(req: Request, since: number, memo: Memo): number | null;
}

/** A reply drawn from every film (the lists): good until the next change, kept only once it has settled. */
export const wholeCatalogue = (changes: CatalogueChanges): Freshness<undefined> => ({
  begin: () => (changes.settled() ? changes.version() : null),
  memo: () => undefined,
  check: (_req, since) => (since === changes.version() ? since : null),
});

const searchedWords = (req: Request) => queryWords(typeof req.query.q === 'string' ? req.query.q : '');

/**
 * A search's reply (`?q=`): good across every change that cannot touch it, one that neither alters a
 * film in it nor makes a film that might enter it (proto's rules, the catalogue index's own). It is
 * taken as good as of the changes before the last second only: a replica may still have been
 * applying the later ones when it answered, so those are checked against it too.
 */
export const searchAnswers = (changes: CatalogueChanges): Freshness<KeptSearch> => ({
  begin: () => changes.settledVersion(),
  memo(req, body) {
    const found = Array.isArray(body) ? (body as { id: string; title: string; kind: string }[]) : [];
    const wanted = searchedWords(req);
    // Full of title matches, so a title matching elsewhere cannot enter; series have their own,
    // shorter list, which any new match may enter, so a reply holding one is never taken as full.
    const titlesOnly =
      found.length >= SEARCH_RESULTS &&
      found.every((title) => title.kind === 'film' && mightMatch(wanted, new Set(words(title.title))));
    return { found: new Set(found.map((title) => title.id)), titlesOnly };
  },
  check(req, since, kept) {
    const changed = changes.changesSince(since);
    if (!changed) return null;
    const wanted = searchedWords(req);
    return changed.some((change) => mayAlter(wanted, kept, change.id, change.terms)) ? null : changes.version();
  },
});

interface CachedReply {
  /** The version it is known good as of, and what `check` needs of it. */
  since: number;
  memo: unknown;
  status: number;
  json: Buffer;
  /** Only for a reply kept: one sent once goes through the compression middleware as it streams. */
  gzip?: Buffer;
  etag: string;
  headers: Record<string, string>;
}

export function createReplyCache<Memo>(freshness: Freshness<Memo>, maxEntries = DEFAULT_MAX_ENTRIES) {
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
    /** Called as a reply's building starts: what `store` needs to know whether it may keep it. */
    begin: () => freshness.begin(),
    /**
     * Sends the cached reply for this URL (and `variant`: a maturity level's own replies), if it is
     * still good; false otherwise.
     */
    sendCached(req: Request, res: Response, variant = ''): boolean {
      const key = variant + req.originalUrl;
      const reply = entries.get(key);
      if (!reply) return false;
      const since = freshness.check(req, reply.since, reply.memo as Memo);
      if (since === null) {
        entries.delete(key);
        return false;
      }
      reply.since = since;
      // The least recently sent goes first when the cache is full.
      entries.delete(key);
      entries.set(key, reply);
      send(req, res, reply);
      return true;
    },
    /**
     * Builds, keeps and sends a reply; one a change may have altered while it was built (as `begin`
     * and `check` judge) is sent and not kept, so not gzipped here either.
     */
    store(
      req: Request,
      res: Response,
      begun: number | null,
      reply: { status: number; body?: unknown; headers?: Record<string, string> },
      variant = '',
    ): void {
      const json = Buffer.from(JSON.stringify(reply.body));
      const memo = freshness.memo(req, reply.body);
      const since = begun === null ? null : freshness.check(req, begun, memo);
      const keep = since !== null;
      const cached: CachedReply = {
        since: since ?? 0,
        memo,
        status: reply.status,
        json,
        gzip: keep ? gzipSync(json) : undefined,
        etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
        headers: reply.headers ?? {},
      };
      if (keep) {
        const key = variant + req.originalUrl;
        entries.delete(key);
        entries.set(key, cached);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      send(req, res, cached);
    },
  };
}
export type ReplyCache = ReturnType<typeof createReplyCache>;
