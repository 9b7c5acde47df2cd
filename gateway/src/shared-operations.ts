import type { ApolloServer } from '@apollo/server';
import type { RequestHandler } from 'express';
import type { Logger } from '@cinevia/service-kit';
import { requestIdOf } from '@cinevia/service-kit';
import { anonymousCaller, variantOf, type Callers } from './caller';
import type { CatalogueChanges } from './catalogue-changes';
import type { GatewayContext } from './gateway-context';
import { createReplyCache, wholeCatalogue } from './rest/reply-cache';

/**
 * The apps' queries whose answer is the same for every member (web/src/api/sharedQuery.ts): the
 * home page's rows, the categories page's grid, the TV Shows page's and a series page's series. Asked with GET, they are
 * answered from a cache built once per catalogue change, film or series (gzipped, with an ETag), and run with no member at all, whatever
 * cookies came along: such a reply can hold nothing personal, so it is safe to share among those
 * who may see the same films (kept per maturity level, the session's, and apart for visitors). Mounted on /graphql; any
 * other request goes on to the GraphQL server.
 */
export const SHARED_OPERATIONS = new Set([
  'HomeRouteQuery',
  'HomeRowsPageQuery',
  'HomeRowFilmsQuery',
  'CategoriesRouteQuery',
  'BrowseVideosQuery',
  'SeriesBrowseQuery',
  'SeriesRouteQuery',
]);

const MAX_QUERY_LENGTH = 20_000;
/** Home pages, row pages and grid pages of every filter, and the series pages most asked (~15 KB each): ~15 MB at most. */
const MAX_CACHED_REPLIES = 1_024;

export function sharedOperations(options: {
  apollo: ApolloServer<GatewayContext>;
  changes: CatalogueChanges;
  callers: Callers;
  logger: Logger;
}): RequestHandler {
  const { apollo, logger } = options;
  const cache = createReplyCache(wholeCatalogue(options.changes), MAX_CACHED_REPLIES);

  return async (req, res, next) => {
    if (req.method !== 'GET') return next();
    const view = await options.callers.viewOf(req);
    // Only shared operations' replies are ever kept, so a kept reply for this URL is one of them.
    if (cache.sendCached(req, res, variantOf(view))) return;
    const { operationName, query, variables } = req.query;
    if (typeof operationName !== 'string' || !SHARED_OPERATIONS.has(operationName)) return next();
    if (typeof query !== 'string' || query.length > MAX_QUERY_LENGTH) return next();
    let parsedVariables: Record<string, unknown> | undefined;
    try {
      parsedVariables = typeof variables === 'string' ? (JSON.parse(variables) as Record<string, unknown>) : undefined;
    } catch {
      return void res.status(400).json({ errors: [{ message: 'variables must be JSON' }] });
    }
    const requestId = requestIdOf(req);
    const begun = cache.begin();
    try {
      const response = await apollo.executeOperation(
        { query, variables: parsedVariables, operationName },
        {
          contextValue: {
            caller: { ...anonymousCaller(req.ip ?? 'unknown', requestId, view.level), visitor: view.visitor },
          },
        },
      );
      if (response.body.kind !== 'single') throw new Error('shared operations must not stream');
      const result = response.body.singleResult;
      // Errors (a bad cursor, a subgraph down) are answered but never kept.
      if (result.errors?.length) return void res.status(response.http.status ?? 200).json(result);
      cache.store(req, res, begun, { status: 200, body: result }, variantOf(view));
    } catch (error) {
      logger.error({ err: error, requestId, operationName }, 'shared operation failed');
      next(error);
    }
  };
}
