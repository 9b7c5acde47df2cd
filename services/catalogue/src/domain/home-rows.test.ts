import { HOME_GENRE_ROWS } from '@cinevia/proto';
import { homeRows, withSeriesRow, type RowVideo } from './home-rows';
import type { StoredSeries } from './series';

let nextId = 0;
function aVideo(overrides: Partial<RowVideo> = {}): RowVideo {
  nextId += 1;
  return { id: `v${nextId}`, genre: 'Other', category: 'new', year: 2024, rating: '7.0', ...overrides };
}

const titles = (videos: RowVideo[]) => homeRows(videos).map((row) => row.title);
const row = (videos: RowVideo[], title: string) => homeRows(videos).find((r) => r.title === title);

describe('homeRows()', () => {
  it('lists every row in the spec order when each has a film', () => {
    const videos = [
      aVideo({ category: 'trending' }),
      aVideo({ category: 'popular', rating: '9.1' }),
      ...HOME_GENRE_ROWS.map(({ genre }) => aVideo({ genre })),
    ];
    expect(titles(videos)).toEqual([
      'Original Series',
      'Featured Content',
      ...HOME_GENRE_ROWS.map(({ title }) => title),
      'Recently Added',
      'Highly Rated',
    ]);
  });

  it('hides rows without films', () => {
    expect(titles([aVideo({ genre: 'Drama', rating: '6.0' })])).toEqual(['Drama Series', 'Recently Added']);
    expect(homeRows([])).toEqual([]);
  });

  it('matches a genre row whatever the case, and puts Other in no genre row', () => {
    const drama = aVideo({ genre: 'drama' });
    const scifi = aVideo({ genre: 'SCI-FI' });
    const other = aVideo({ genre: 'Other' });
    const videos = [drama, scifi, other];
    expect(row(videos, 'Drama Series')?.videos).toEqual([drama]);
    expect(row(videos, 'Science Fiction')?.videos).toEqual([scifi]);
    expect(
      homeRows(videos)
        .filter((r) => r.videos.includes(other))
        .map((r) => r.title),
    ).toEqual(['Recently Added']);
  });

  it('sorts Recently Added by year, newest first, keeping the catalogue order within a year and yearless films last', () => {
    const a = aVideo({ year: 2022 });
    const b = aVideo({ year: null });
    const c = aVideo({ year: 2026 });
    const d = aVideo({ year: 2022 });
    expect(row([a, b, c, d], 'Recently Added')?.videos).toEqual([c, a, d, b]);
  });

  it('counts a film as Highly Rated from a rating of 8', () => {
    const eight = aVideo({ rating: '8' });
    const high = aVideo({ rating: '8.5' });
    const below = aVideo({ rating: '7.9' });
    const none = aVideo({ rating: null });
    const junk = aVideo({ rating: 'great' });
    expect(row([eight, high, below, none, junk], 'Highly Rated')?.videos).toEqual([eight, high]);
  });

  it('anchors TV Shows on Original Series and Movies on Recently Added', () => {
    const rows = homeRows([aVideo({ category: 'trending' })]);
    expect(rows.map((r) => [r.title, r.anchor])).toEqual([
      ['Original Series', 'tv-shows'],
      ['Recently Added', 'movies'],
    ]);
  });
});

describe('withSeriesRow()', () => {
  const films = homeRows([aVideo({ category: 'trending' }), aVideo({ category: 'popular' })]);
  const someSeries = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ id: `s${index}` }) as unknown as StoredSeries);

  it('puts TV Shows second, with the 20 newest series and no films', () => {
    const rows = withSeriesRow(films, someSeries(25));
    expect(rows.map((one) => one.title)).toEqual(['Original Series', 'TV Shows', 'Featured Content', 'Recently Added']);
    expect(rows[1]!.series!.map((one) => one.id)).toEqual(someSeries(20).map((one) => one.id));
    expect(rows[1]!.videos).toEqual([]);
  });

  it('leaves the film rows as they are without series', () => {
    expect(withSeriesRow(films, [])).toBe(films);
  });
});
