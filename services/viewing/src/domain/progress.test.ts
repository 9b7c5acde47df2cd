import { continueWatching, type Progress } from './progress';

const entry = (videoId: string, seconds: number, minute: number): Progress => ({
  userId: 'u1',
  videoId,
  seconds,
  duration: 1000,
  updatedAt: new Date(Date.UTC(2026, 0, 1, 12, minute)),
});

describe('continueWatching', () => {
  it('keeps films started and below 90 % of their length, newest first', () => {
    const entries = [
      entry('unstarted', 0, 1),
      entry('early', 100, 2),
      entry('almost', 899, 3),
      entry('finished', 900, 4),
      entry('late', 500, 5),
    ];
    expect(continueWatching(entries).map((item) => item.videoId)).toEqual(['late', 'almost', 'early']);
  });
});
