import { formatPlaybackTime } from './formatPlaybackTime';

describe('formatPlaybackTime()', () => {
  it('shows minutes and seconds under an hour', () => {
    expect(formatPlaybackTime(0)).toBe('0:00');
    expect(formatPlaybackTime(25.9)).toBe('0:25');
    expect(formatPlaybackTime(600)).toBe('10:00');
  });

  it('adds hours from an hour on', () => {
    expect(formatPlaybackTime(3600)).toBe('1:00:00');
    expect(formatPlaybackTime(5405)).toBe('1:30:05');
  });

  it('reads a missing or negative time as zero', () => {
    expect(formatPlaybackTime(Number.NaN)).toBe('0:00');
    expect(formatPlaybackTime(-3)).toBe('0:00');
  });
});
