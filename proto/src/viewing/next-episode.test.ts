import { episodeAfter, nextUp, type EpisodeMark } from './next-episode';

const seasons = [
  { number: 1, episodes: [{ id: 'a1' }, { id: 'a2' }] },
  { number: 2, episodes: [{ id: 'b1' }, { id: 'b2' }] },
];
const at = (progress: number, minute: number): EpisodeMark => ({
  progress,
  duration: 100,
  updatedAt: `2026-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`,
});
const marks = (entries: Record<string, EpisodeMark>) => (id: string) => entries[id];
const summary = (next: ReturnType<typeof nextUp<{ id: string }>>) =>
  next && `${next.action} ${next.episode.id} (season ${next.seasonNumber})`;

describe('nextUp', () => {
  it('starts a series not begun at its first episode', () => {
    expect(summary(nextUp(seasons, marks({})))).toBe('play a1 (season 1)');
  });

  it('resumes the episode watched last while it is under 90 %', () => {
    expect(summary(nextUp(seasons, marks({ a1: at(95, 1), a2: at(40, 2) })))).toBe('resume a2 (season 1)');
  });

  it('plays the next episode once the last one watched passes 90 %, the next season after a season ends', () => {
    expect(summary(nextUp(seasons, marks({ a1: at(90, 1) })))).toBe('play a2 (season 1)');
    expect(summary(nextUp(seasons, marks({ a2: at(99, 3), a1: at(95, 1) })))).toBe('play b1 (season 2)');
  });

  it('goes by the episode watched last, not the furthest: going back to an earlier one resumes it', () => {
    expect(summary(nextUp(seasons, marks({ b1: at(95, 1), a1: at(30, 5) })))).toBe('resume a1 (season 1)');
  });

  it('is done after the last episode, and ignores marks of episodes the series no longer has', () => {
    expect(nextUp(seasons, marks({ b2: at(92, 9) }))).toBeNull();
    expect(summary(nextUp(seasons, marks({ gone: at(50, 9) })))).toBe('play a1 (season 1)');
  });
});

describe('episodeAfter', () => {
  it("follows a season's last episode with the next season's first, and the series' last with nothing", () => {
    expect(episodeAfter(seasons, 'a1')?.episode.id).toBe('a2');
    expect(episodeAfter(seasons, 'a2')).toEqual({ episode: { id: 'b1' }, seasonNumber: 2 });
    expect(episodeAfter(seasons, 'b2')).toBeNull();
    expect(episodeAfter(seasons, 'deleted')).toBeNull();
  });
});
