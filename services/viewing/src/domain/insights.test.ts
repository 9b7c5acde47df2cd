import type { ProgressRecord } from '@cinevia/proto';
import { createWatchTally, daysUpTo, insightsOf, NO_COUNTS, PLAY_GAP_MS, type StreamedRecord } from './insights';

const START = Date.UTC(2026, 10, 28, 20, 0);
let sequence = 0;

function saved(at: number, progress: number, profileId = 'p1', videoId = 'film-1'): StreamedRecord {
  const record: ProgressRecord = {
    userId: 'u1',
    profileId,
    videoId,
    progress,
    duration: 1000,
    savedAt: new Date(at).toISOString(),
  };
  return { record, sequence: ++sequence, at };
}

describe("Insights' counts", () => {
  it('counts a play once, the time watched at the pace of the clock, and a seek not at all', () => {
    const tally = createWatchTally();
    const counts = tally.take([
      saved(START, 0),
      saved(START + 10_000, 10),
      saved(START + 20_000, 600),
      saved(START + 30_000, 610),
    ]);
    expect(counts.get('2026-11-28')?.get('film-1')).toEqual({ ...NO_COUNTS, plays: 1, seconds: 20 });
  });

  it('counts another play after a long pause, and in another profile', () => {
    const tally = createWatchTally();
    tally.take([saved(START, 10)]);
    const later = tally.take([saved(START + 60_000, 20, 'p2'), saved(START + PLAY_GAP_MS + 1, 30)]);
    expect(later.get('2026-11-28')?.get('film-1')?.plays).toBe(2);
  });

  it('completes a play the first time it reaches 90 %, on the day the stream took the save', () => {
    const tally = createWatchTally();
    const midnight = Date.UTC(2026, 10, 29);
    const counts = tally.take([
      saved(midnight - 5_000, 895),
      saved(midnight + 5_000, 905),
      saved(midnight + 15_000, 915),
    ]);
    expect(counts.get('2026-11-28')?.get('film-1')).toMatchObject({ plays: 1, completions: 0 });
    expect(counts.get('2026-11-29')?.get('film-1')).toMatchObject({ plays: 0, completions: 1, seconds: 20 });
  });

  it('counts each thumb given, not one cleared', () => {
    const rated = (rating: 'up' | 'love' | 'down' | null): StreamedRecord => ({
      record: { userId: 'u1', videoId: 'film-1', rating, ratedAt: new Date(START).toISOString() },
      sequence: ++sequence,
      at: START,
    });
    const counts = createWatchTally().take([rated('up'), rated('love'), rated('down'), rated(null)]);
    expect(counts.get('2026-11-28')?.get('film-1')).toEqual({ ...NO_COUNTS, up: 1, love: 1, down: 1 });
  });

  it('adds up a period by day and by title, the most played first', () => {
    const day = (plays: number, seconds: number, completions: number) => ({
      ...NO_COUNTS,
      plays,
      seconds,
      completions,
    });
    const insights = insightsOf(
      [
        { day: '2026-11-27', titles: { a: day(1, 3600, 1) }, newSubscribers: 2 },
        { day: '2026-11-28', titles: { a: day(1, 0, 0), b: day(3, 1800, 1) }, newSubscribers: 0 },
      ],
      (id) => (id === 'a' ? 'Alpha' : null),
    );
    expect(insights.totals).toMatchObject({ plays: 5, hoursWatched: 1.5, completionRate: 0.4, newSubscribers: 2 });
    expect(insights.perDay.map(({ day: date, plays }) => [date, plays])).toEqual([
      ['2026-11-27', 1],
      ['2026-11-28', 4],
    ]);
    expect(insights.topTitles.map(({ videoId, title, plays }) => [videoId, title, plays])).toEqual([
      ['b', null, 3],
      ['a', 'Alpha', 2],
    ]);
  });

  it('names the days of a period, today last', () => {
    expect(daysUpTo(Date.UTC(2026, 10, 29, 1), 3)).toEqual(['2026-11-27', '2026-11-28', '2026-11-29']);
  });
});
