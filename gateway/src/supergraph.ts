import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SupergraphSdlHook } from '@apollo/gateway';
import type { Logger } from '@cinevia/service-kit';
import { REPO_ROOT } from './paths';

/** The supergraph composed from the subgraphs' schema files at build time (`npm run supergraph`). */
export const SUPERGRAPH_FILE = join(REPO_ROOT, 'gateway/supergraph.graphql');

/**
 * Serves the supergraph in `file`, so that the gateway starts whichever subgraphs answer, and follows
 * the file: a new supergraph written there is served within `intervalMs`, without a restart (one that
 * does not build is logged and the last good one kept).
 */
export function supergraphFromFile(file: string, logger: Logger, intervalMs = 1_000): SupergraphSdlHook {
  return async ({ update }) => {
    let served = readFileSync(file, 'utf8');
    const reread = () => {
      let next: string;
      try {
        next = readFileSync(file, 'utf8');
      } catch (error) {
        logger.error({ err: error, file }, 'supergraph file unreadable; the last one is still served');
        return;
      }
      if (next === served) return;
      try {
        update(next);
        served = next;
        logger.info({ file }, 'supergraph updated from its file');
      } catch (error) {
        logger.error({ err: error, file }, 'supergraph file refused; the last one is still served');
      }
    };
    // Read again on a timer rather than watched: a change between a watch's first look and its next is
    // never missed, and a file swapped in whole (a mounted config) is seen alike. 40 KB a second.
    const timer = setInterval(reread, intervalMs).unref();
    return { supergraphSdl: served, cleanup: async () => clearInterval(timer) };
  };
}
