import type { RecommendedSpeed } from '../content/speedTest';

/** What one timed download got: bytes received in milliseconds. */
export type Sample = { bytes: number; ms: number };
export type Download = (bytes: number) => Promise<Sample>;
export type SpeedTestProgress = { phase: 'warming-up' } | { phase: 'measuring'; sample: number; of: number };

const BYTES_PER_MB = 1024 * 1024;

/** Opens the connection (DNS, TLS, server warm-up) so the timed downloads measure transfer, not setup. */
export const WARM_UP_BYTES = 64 * 1024;
export const FIRST_SAMPLE_BYTES = 1 * BYTES_PER_MB;
export const MIN_SAMPLE_BYTES = 1 * BYTES_PER_MB;
/** The server's limit for one download. */
export const MAX_SAMPLE_BYTES = 20 * BYTES_PER_MB;
export const SAMPLE_COUNT = 3;
/** Each later download is sized to last about this long, so request latency is a small part of it. */
export const TARGET_SAMPLE_MS = 2_000;

/** Megabits per second (network units: 1 Mbps is 1,000,000 bits per second). */
export function toMbps(bytes: number, ms: number): number {
  return (bytes * 8) / 1_000_000 / (Math.max(ms, 1) / 1000);
}

/** The size that takes about TARGET_SAMPLE_MS at `mbps`, within the server's limits. */
export function nextSampleBytes(mbps: number): number {
  const bytes = ((mbps * 1_000_000) / 8) * (TARGET_SAMPLE_MS / 1000);
  return Math.round(Math.min(MAX_SAMPLE_BYTES, Math.max(MIN_SAMPLE_BYTES, bytes)));
}

/**
 * Times a warm-up and then SAMPLE_COUNT downloads, each sized from the speed seen so far, and
 * returns the overall speed of the timed downloads (all their bits over all their time).
 */
export async function measureDownloadSpeed(
  download: Download,
  onProgress: (progress: SpeedTestProgress) => void = () => {},
): Promise<number> {
  onProgress({ phase: 'warming-up' });
  await download(WARM_UP_BYTES);
  let bytes = 0;
  let ms = 0;
  let size = FIRST_SAMPLE_BYTES;
  for (let sample = 1; sample <= SAMPLE_COUNT; sample += 1) {
    onProgress({ phase: 'measuring', sample, of: SAMPLE_COUNT });
    const result = await download(size);
    bytes += result.bytes;
    ms += result.ms;
    size = nextSampleBytes(toMbps(bytes, ms));
  }
  return toMbps(bytes, ms);
}

/** The qualities a connection of `mbps` can stream, by the recommended speeds. */
export function supportedQualities(mbps: number, speeds: RecommendedSpeed[]): RecommendedSpeed[] {
  return speeds.filter((speed) => mbps >= speed.mbps);
}

/** One decimal below 10 Mbps, where it matters for the thresholds; whole numbers above. */
export function formatMbps(mbps: number): string {
  return mbps < 10 ? mbps.toFixed(1) : Math.round(mbps).toLocaleString('en-US');
}
