import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { gatewayContextSigner, USER_CONTEXT_HEADER } from '../../../packages/kit/src';
import { createSessionStore, VIEWER_SESSION_COOKIE } from '../../../packages/shared-models/src';
import { audienceAddress } from './audience';
import { percentile } from './visits';

/** The member's part of the home page, as viewing answers it alone. */
const MEMBER_PART = '{ viewer { id continueWatching { videoId progress duration } myListIds } }';
const VISITS_AT_ONCE = 8;

/**
 * Asks for members `from` to `to - 1` (the bench's seeded `member-<n>`, each its own first
 * profile), VISITS_AT_ONCE at a time; each request's time in ms, sorted.
 */
async function timeEach(from: number, to: number, ask: (member: number) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  let next = from;
  await Promise.all(
    Array.from({ length: VISITS_AT_ONCE }, async () => {
      while (next < to) {
        const member = next++;
        const started = performance.now();
        await ask(member);
        times.push(performance.now() - started);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

/**
 * Asks viewing directly, as the gateway would (a user context signed for it), for the member's
 * part of the home page: what makes a viewing replica hold them.
 */
export function visitViewing(options: { viewingPort: number; secret: string; from: number; to: number }) {
  const { viewingPort, secret, from, to } = options;
  const sign = gatewayContextSigner(secret);
  return timeEach(from, to, async (member) => {
    const userId = `member-${member}`;
    const caller = {
      userId,
      profileId: userId,
      maturityLevel: '18+' as const,
      isKids: false,
      visitor: false,
      sessionId: null,
      adminSessionId: null,
      channel: 'graphql' as const,
      ip: '127.0.0.1',
      requestId: randomUUID(),
    };
    const response = await fetch(`http://127.0.0.1:${viewingPort}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [USER_CONTEXT_HEADER]: sign(caller, { audience: 'viewing', query: MEMBER_PART }),
      },
      body: JSON.stringify({ query: MEMBER_PART }),
    });
    const body = (await response.json()) as { data?: { viewer?: { id: string } }; errors?: unknown };
    if (body.data?.viewer?.id !== userId) throw new Error(`viewing answered ${JSON.stringify(body)}`);
  });
}

/**
 * Sessions for members `from` to `to - 1`, written to Redis as sign-in writes them (the bench
 * measures what a session check holds, not 10,000 deliberate slow hashes).
 */
export async function sessionsOf(redis: Redis, from: number, to: number): Promise<Map<number, string>> {
  const store = createSessionStore(redis);
  const sessions = new Map<number, string>();
  for (let member = from; member < to; member++) {
    const userId = `member-${member}`;
    sessions.set(
      member,
      await store.createViewerSession(userId, { profileId: userId, maturityLevel: '18+', isKids: false }),
    );
  }
  return sessions;
}

/**
 * The session check every page opens with (`GET /api/auth/user`) through the gateway, each member
 * from an address of its own: what makes the gateway and identity hold them.
 */
export function visitSessionCheck(options: {
  gatewayPort: number;
  sessions: Map<number, string>;
  from: number;
  to: number;
}) {
  const { gatewayPort, sessions, from, to } = options;
  return timeEach(from, to, async (member) => {
    const response = await fetch(`http://127.0.0.1:${gatewayPort}/api/auth/user`, {
      headers: {
        cookie: `${VIEWER_SESSION_COOKIE}=${sessions.get(member)}`,
        'x-forwarded-for': audienceAddress(member),
      },
    });
    const body = (await response.json()) as { id?: string };
    if (body.id !== `member-${member}`) throw new Error(`the session check answered ${JSON.stringify(body)}`);
  });
}

export const latencyOf = (sorted: number[]) =>
  `p50 ${percentile(sorted, 0.5).toFixed(2)} ms, p99 ${percentile(sorted, 0.99).toFixed(2)} ms`;
