import { scrypt } from 'node:crypto';
import { PASSWORD_HASH_PARAMS } from '../../../services/identity/src/domain/password';
import { describeLoad, ms } from '../lib/report';
import { benchEmail, BENCH_PASSWORD } from '../lib/seed';
import { load } from '../lib/load';
import { report, SECONDS, SMALL, type Run } from './run';

/**
 * Medians of `count` requests naming a member's email (members from `firstMember` on) and `count`
 * naming an unknown one, in pairs whose order alternates; each email and each client address
 * (`10.<net>.…`) used once, so no limit is met.
 */
export async function timedPairs(
  url: string,
  path: string,
  count: number,
  net: number,
  firstMember: number,
  body: (email: string, index: number) => unknown,
): Promise<{ known: number; unknown: number }> {
  const known: number[] = [];
  const unknown: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const pair = [
      [benchEmail(firstMember + index), known],
      [`nobody-${net}-${index}@bench.example`, unknown],
    ] as const;
    // Whichever goes first in a pair answers about a millisecond slower (measured: either way round),
    // so the order alternates and the position weighs on both alike.
    for (const [email, times] of index % 2 === 0 ? pair : [...pair].reverse()) {
      const started = process.hrtime.bigint();
      await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${net}.${index}.${times.length}` },
        body: JSON.stringify(body(email, index)),
      });
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  return { known: median(known), unknown: median(unknown) };
}

/** scrypt alone with identity's parameters: the floor under a sign-in. */
export async function scryptP99(count: number): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = process.hrtime.bigint();
    await new Promise((done, fail) =>
      scrypt('bench-secret-1', 'saltsaltsaltsalt', 64, PASSWORD_HASH_PARAMS, (error) =>
        error ? fail(error) : done(undefined),
      ),
    );
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.min(times.length - 1, Math.floor(times.length * 0.99))]!;
}

export async function signInFigures({ url }: Run): Promise<void> {
  const floor = await scryptP99(SMALL ? 20 : 100);
  // Each sign-in from an address of its own (10.22.…), as members sign in: the gateway allows one
  // address 30 in 15 minutes, which one address signing in back to back would meet in seconds.
  const body = JSON.stringify({ email: benchEmail(1), password: BENCH_PASSWORD });
  const signInLoad = await load({
    url,
    connections: 1,
    seconds: SECONDS,
    requests: Array.from({ length: 1_000 }, (_, index) => ({
      method: 'POST' as const,
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.22.${index >> 8}.${index & 255}` },
      body,
    })),
  });
  report(
    'sign-in, one at a time',
    describeLoad(signInLoad),
    `scrypt alone p99 ${ms(floor)} (target ≤ 2×)`,
    signInLoad.p99 <= 2 * floor && signInLoad.errors === 0,
  );

  // Enumeration: a wrong password for a member and any password for an unknown email take the
  // same time (identity hashes against a stand-in). Each email and address once: failures are
  // limited per account and per address (the gateway takes X-Forwarded-For from loopback).
  const signInTimes = await timedPairs(url, '/api/auth/login', SMALL ? 5 : 15, 20, 2, (email, index) => ({
    email,
    password: `wrong-${index}`,
  }));
  report(
    'sign-in refused, unknown email',
    `p50 ${ms(signInTimes.unknown)}`,
    `a member's email, wrong password: p50 ${ms(signInTimes.known)} (target within 20 %)`,
    Math.abs(signInTimes.unknown - signInTimes.known) <= 0.2 * signInTimes.known,
  );

  // The same for a forgotten password: the reply to an address without an account must not be
  // told apart by its time (identity publishes the request either way; the lookup is behind it).
  // A reply takes about 10 ms, give or take 2 from one request to the next: 200 pairs, so that the
  // medians' own noise stays well inside the 20 % they are compared within (40 pairs, as before,
  // put one or the other ahead by up to 25 % from run to run).
  const resetTimes = await timedPairs(url, '/api/auth/forgot-password', SMALL ? 10 : 200, 21, 20, (email) => ({
    email,
  }));
  report(
    'forgot password, unknown email',
    `p50 ${ms(resetTimes.unknown)}`,
    `a member's email: p50 ${ms(resetTimes.known)} (target within 20 %)`,
    Math.abs(resetTimes.unknown - resetTimes.known) <= 0.2 * resetTimes.known,
  );
}
