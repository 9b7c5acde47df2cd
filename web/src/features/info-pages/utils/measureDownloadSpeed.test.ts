import { RECOMMENDED_SPEEDS } from '../content/speedTest';
import {
  MAX_SAMPLE_BYTES,
  MIN_SAMPLE_BYTES,
  WARM_UP_BYTES,
  formatMbps,
  measureDownloadSpeed,
  nextSampleBytes,
  supportedQualities,
  toMbps,
  type Download,
} from './measureDownloadSpeed';

/** A connection that moves `mbps` megabits each second, with a fixed delay per request. */
function aConnection(mbps: number, latencyMs = 0): { download: Download; requested: number[] } {
  const requested: number[] = [];
  const download: Download = async (bytes) => {
    requested.push(bytes);
    return { bytes, ms: latencyMs + (bytes * 8) / (mbps * 1000) };
  };
  return { download, requested };
}

describe('toMbps()', () => {
  it('converts bytes per millisecond to megabits per second', () => {
    expect(toMbps(1_000_000, 1000)).toBe(8);
  });

  it('treats an instant download as one millisecond rather than dividing by zero', () => {
    expect(toMbps(125, 0)).toBe(1);
  });
});

describe('nextSampleBytes()', () => {
  it('sizes a download to last about two seconds', () => {
    expect(nextSampleBytes(8)).toBe(2_000_000);
  });

  it('stays within the server limits', () => {
    expect(nextSampleBytes(0.1)).toBe(MIN_SAMPLE_BYTES);
    expect(nextSampleBytes(10_000)).toBe(MAX_SAMPLE_BYTES);
  });
});

describe('measureDownloadSpeed()', () => {
  it('warms up, then times three downloads and reports their speed', async () => {
    const { download, requested } = aConnection(40);
    const progress: unknown[] = [];
    const mbps = await measureDownloadSpeed(download, (step) => progress.push(step));
    expect(mbps).toBeCloseTo(40, 5);
    expect(requested[0]).toBe(WARM_UP_BYTES);
    expect(requested).toHaveLength(4);
    expect(progress).toEqual([
      { phase: 'warming-up' },
      { phase: 'measuring', sample: 1, of: 3 },
      { phase: 'measuring', sample: 2, of: 3 },
      { phase: 'measuring', sample: 3, of: 3 },
    ]);
  });

  it('grows the downloads on a fast connection so latency matters less', async () => {
    const { download, requested } = aConnection(200, 20);
    const mbps = await measureDownloadSpeed(download);
    expect(requested[2]).toBeGreaterThan(requested[1] ?? Infinity);
    expect(mbps).toBeGreaterThan(180);
  });

  it('passes a failed download on to the caller', async () => {
    await expect(measureDownloadSpeed(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });
});

describe('supportedQualities()', () => {
  it('lists the qualities at or under the speed', () => {
    expect(supportedQualities(8, RECOMMENDED_SPEEDS).map((speed) => speed.quality)).toEqual(['480p', '720p', '1080p']);
    expect(supportedQualities(2.9, RECOMMENDED_SPEEDS)).toEqual([]);
    expect(supportedQualities(25, RECOMMENDED_SPEEDS)).toHaveLength(4);
  });
});

describe('formatMbps()', () => {
  it('shows a decimal only for slow speeds', () => {
    expect(formatMbps(4.26)).toBe('4.3');
    expect(formatMbps(87.6)).toBe('88');
    expect(formatMbps(1234.4)).toBe('1,234');
  });
});
