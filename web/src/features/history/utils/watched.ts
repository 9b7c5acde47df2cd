import { CONTINUE_WATCHING_MAX_FRACTION } from '@cinevia/proto';

/** The day an entry was watched, as the member's locale writes it ("28 Nov 2026"). */
export const watchedWhen = (at: Date) =>
  at.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** How far the profile got: "Finished" past Continue Watching's 90 %, else the minutes of the whole. */
export function watchedHowFar(seconds: number, duration: number): string {
  if (seconds >= duration * CONTINUE_WATCHING_MAX_FRACTION) return 'Finished';
  const minutes = (value: number) => Math.max(1, Math.round(value / 60));
  return `${minutes(seconds)} of ${minutes(duration)} min`;
}
