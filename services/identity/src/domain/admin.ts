import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares digests, so neither the length nor the content of the real password leaks through timing. */
export function adminPasswordMatches(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
