import { continueWatching, continueWatchingTitles, historyPage, type Progress, type SeriesOrder } from './progress';

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

describe('historyPage', () => {
  const films = [entry('finished', 1000, 4), entry('unstarted', 0, 5), entry('early', 100, 1)];
  const episodes = [entry('s1e2', 300, 3), entry('s1e1', 1000, 2)];

  it('lists films and episodes begun, finished ones too, newest first', () => {
    const { entries, total } = historyPage(films, episodes, 1, 20);
    expect(entries.map((item) => item.videoId)).toEqual(['finished', 's1e2', 's1e1', 'early']);
    expect(total).toBe(4);
  });

  it('answers one page at a time, and an empty page past the end', () => {
    expect(historyPage(films, episodes, 2, 3)).toMatchObject({ entries: [{ videoId: 'early' }], total: 4, page: 2 });
    expect(historyPage(films, episodes, 3, 3).entries).toEqual([]);
  });
});

describe('continueWatchingTitles', () => {
  const series: SeriesOrder = {
    id: 's1',
    seasons: [
      { number: 1, episodes: [{ id: 'a1' }, { id: 'a2' }] },
      { number: 2, episodes: [{ id: 'b1' }] },
    ],
  };
  const seriesOf = (id: string) => (['a1', 'a2', 'b1'].includes(id) ? series : undefined);
  const cards = (films: Progress[], episodes: Progress[]) =>
    continueWatchingTitles(films, episodes, seriesOf).map((card) => `${card.videoId}${card.upNext ? ' next' : ''}`);

  it('gives a series one card: the episode in progress, among films by when each was watched last', () => {
    expect(cards([entry('film', 100, 3)], [entry('a1', 950, 1), entry('a2', 300, 2)])).toEqual(['film', 'a2']);
    expect(cards([entry('film', 100, 1)], [entry('a2', 300, 2)])).toEqual(['a2', 'film']);
  });

  it("offers the next episode from its start once one passes 90 %, the next season's first after a season", () => {
    expect(cards([], [entry('a1', 950, 1)])).toEqual(['a2 next']);
    const [card] = continueWatchingTitles([], [entry('a1', 950, 1), entry('a2', 990, 4)], seriesOf);
    expect(card).toMatchObject({
      videoId: 'b1',
      seconds: 0,
      upNext: true,
      updatedAt: new Date(Date.UTC(2026, 0, 1, 12, 4)),
    });
  });

  it('drops a series whose last episode is finished, episodes not started, and episodes no series holds', () => {
    expect(cards([], [entry('a1', 500, 1), entry('b1', 999, 2)])).toEqual([]);
    expect(cards([], [entry('a1', 0, 1), entry('deleted', 500, 2)])).toEqual([]);
  });
});
