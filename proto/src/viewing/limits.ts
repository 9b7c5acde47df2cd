/** The player saves every PROGRESS_SAVE_INTERVAL_MS while playing; Continue Watching stops at 90 %. */
export const PROGRESS_SAVE_INTERVAL_MS = 10_000;
export const CONTINUE_WATCHING_MAX_FRACTION = 0.9;
/** Longer than any film we carry; bounds what a client can claim. */
export const MAX_DURATION_SECONDS = 12 * 60 * 60;
