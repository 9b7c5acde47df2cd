import { CONTINUE_WATCHING_MAX_FRACTION } from '@cinevia/proto';

/**
 * Where a film starts: the saved second, unless the member had (nearly) finished it, in which case
 * it starts over, the same line Continue Watching draws (spec section 9).
 */
export function resumePosition(saved: { progress: number; duration: number } | null | undefined): number {
  if (!saved || saved.progress <= 0 || saved.duration <= 0) return 0;
  if (saved.progress >= saved.duration * CONTINUE_WATCHING_MAX_FRACTION) return 0;
  return Math.floor(saved.progress);
}
