import type { LoadRequest } from './load';
import { benchEmail, BENCH_PASSWORD } from './seed';

/**
 * The audience the figures under load play, with the gateway's limits on as under `npm start`:
 * seeded members, each signed in and each from an address of its own, so a figure spreads its
 * requests as an audience does and meets no limit a real member would not.
 */
export interface AudienceMember {
  /** The session cookie, `name=value`. */
  cookie: string;
  /**
   * Sent as X-Forwarded-For, which the gateway takes from its trusted loopback hop: an address of
   * the benchmarking range (198.18.0.0/15, RFC 2544). A header only: every request goes to this machine.
   */
  ip: string;
}

const SIGN_INS_AT_ONCE = 4;

/** Member `index`'s address in the benchmarking range. */
export const audienceAddress = (index: number) => `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;

/** Seeded members `first` to `first + count - 1`, signed in, four at a time. */
export async function signInAudience(url: string, first: number, count: number): Promise<AudienceMember[]> {
  const members: AudienceMember[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: SIGN_INS_AT_ONCE }, async () => {
      while (next < count) {
        const index = next++;
        const ip = audienceAddress(first + index);
        const response = await fetch(`${url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify({ email: benchEmail(first + index), password: BENCH_PASSWORD }),
        });
        if (!response.ok) throw new Error(`sign-in of ${benchEmail(first + index)} answered ${response.status}`);
        members[index] = { cookie: response.headers.getSetCookie()[0]!.split(';')[0]!, ip };
      }
    }),
  );
  return members;
}

/**
 * The requests of one visit, as each member of the audience sends them in turn: one list that
 * every connection walks (written out whole, so that autocannon builds each request once rather
 * than per send). Connections walk it in step, so a member's visits come `connections` at a time,
 * one pass of the list apart: a visit should hold few of the requests a limit counts.
 */
export function asAudience(members: AudienceMember[], visit: LoadRequest[]): LoadRequest[] {
  return members.flatMap((member) =>
    visit.map((request) => ({
      ...request,
      headers: { ...request.headers, cookie: member.cookie, 'x-forwarded-for': member.ip },
    })),
  );
}
