import { resolve } from 'node:path';

/**
 * The repository root (the image's /app): this module sits one folder below the gateway's package, in
 * `src/` and, bundled, in `dist/` alike (scripts/stack/bundle.ts), so paths from here hold in both.
 */
export const REPO_ROOT = resolve(__dirname, '../..');
