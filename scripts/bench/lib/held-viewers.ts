import { randomUUID } from 'node:crypto';
import { signUserContext, USER_CONTEXT_HEADER } from '../../../services/kit/src';
import { percentile } from './visits';

/** The member's part of the home page, as viewing answers it alone. */
const MEMBER_PART = '{ viewer { id continueWatching { videoId progress duration } myListIds } }';
const VISITS_AT_ONCE = 8;

/**
 * Asks viewing directly, as the gateway would (a user context signed for it), for the member's
 * part of the home page of members `from` to `to - 1` (the bench's seeded `member-<n>`, each its
 * own first profile): what makes a replica hold them. Returns each request's time in ms, sorted.
 */
export async function visitViewing(options: {
  viewingPort: number;
  secret: string;
  from: number;
  to: number;
}): Promise<number[]> {
  const { viewingPort, secret, from, to } = options;
  const times: number[] = [];
  let next = from;
  await Promise.all(
    Array.from({ length: VISITS_AT_ONCE }, async () => {
      while (next < to) {
        const userId = `member-${next++}`;
        const caller = {
          userId,
          profileId: userId,
          maturityLevel: '18+' as const,
          sessionId: null,
          adminSessionId: null,
          channel: 'graphql' as const,
          ip: '127.0.0.1',
          requestId: randomUUID(),
        };
        const started = performance.now();
        const response = await fetch(`http://127.0.0.1:${viewingPort}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [USER_CONTEXT_HEADER]: signUserContext(caller, { audience: 'viewing', query: MEMBER_PART }, secret),
          },
          body: JSON.stringify({ query: MEMBER_PART }),
        });
        const body = (await response.json()) as { data?: { viewer?: { id: string } }; errors?: unknown };
        if (body.data?.viewer?.id !== userId) throw new Error(`viewing answered ${JSON.stringify(body)}`);
        times.push(performance.now() - started);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

export const latencyOf = (sorted: number[]) =>
  `p50 ${percentile(sorted, 0.5).toFixed(2)} ms, p99 ${percentile(sorted, 0.99).toFixed(2)} ms`;
