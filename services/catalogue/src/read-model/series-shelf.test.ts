import { seriesInput } from '@cinevia/proto';
import { createSeries, type StoredSeries } from '../domain/series';
import { createSeriesShelf } from './series-shelf';

let ids = 0;
function aSeries(id: string, fields: { genre?: string; maturityRating?: string; at?: string; title?: string } = {}) {
  const input = seriesInput.parse({
    title: fields.title ?? `Series ${id}`,
    genre: fields.genre ?? 'Drama',
    maturityRating: fields.maturityRating ?? 'All',
    seasons: [{ episodes: [{ title: 'Pilot', youtubeId: 'dQw4w9WgXcQ' }] }],
  });
  const now = new Date(fields.at ?? '2026-01-01T00:00:00.000Z');
  return createSeries(input, id, () => `${id}-e${++ids}`, { now, correlationId: 'test' }).series;
}
const edited = (series: StoredSeries, changes: Partial<StoredSeries>, at: string): StoredSeries => ({
  ...series,
  ...changes,
  updatedAt: new Date(at),
});

describe('the series shelf', () => {
  it('lists series newest first, by genre, and hides any above the viewer’s level with its episodes', () => {
    const shelf = createSeriesShelf();
    const calm = aSeries('calm', { at: '2026-01-01T00:00:00.000Z' });
    const grim = aSeries('grim', { at: '2026-01-02T00:00:00.000Z', genre: 'Horror', maturityRating: '16+' });
    shelf.put(calm);
    shelf.put(grim);
    expect(
      shelf
        .seenAt('18+')
        .list()
        .map((series) => series.id),
    ).toEqual(['grim', 'calm']);
    expect(
      shelf
        .seenAt('18+')
        .list('Horror')
        .map((series) => series.id),
    ).toEqual(['grim']);
    const kids = shelf.seenAt('7+');
    expect(kids.list().map((series) => series.id)).toEqual(['calm']);
    expect(kids.get('grim')).toBeNull();
    const grimPilot = grim.seasons[0]!.episodes[0]!.id;
    expect(kids.episode(grimPilot)).toBeNull();
    expect(shelf.seenAt('16+').episode(grimPilot)).toMatchObject({ series: { id: 'grim' }, season: { number: 1 } });
  });

  it('lists the featured series newest first, following a series featured or no longer featured', () => {
    const shelf = createSeriesShelf();
    const older = aSeries('older', { at: '2026-01-01T00:00:00.000Z' });
    const newer = aSeries('newer', { at: '2026-01-02T00:00:00.000Z', maturityRating: '16+' });
    shelf.put({ ...older, isFeatured: true });
    shelf.put(newer);
    const featured = (level: '7+' | '18+') =>
      shelf
        .seenAt(level)
        .featured()
        .map((series) => series.id);
    expect(featured('18+')).toEqual(['older']);
    shelf.put(edited({ ...newer, isFeatured: true }, {}, '2026-02-01T00:00:00.000Z'));
    expect(featured('18+')).toEqual(['newer', 'older']);
    expect(featured('7+')).toEqual(['older']);
    shelf.put(edited({ ...older, isFeatured: false }, {}, '2026-02-01T00:00:00.000Z'));
    expect(featured('18+')).toEqual(['newer']);
  });

  it('keeps the newer version, drops a removed episode from lookups, and never takes a deleted series back', () => {
    const shelf = createSeriesShelf();
    const first = aSeries('show');
    shelf.put(first);
    const pilot = first.seasons[0]!.episodes[0]!;
    const renamed = edited(
      first,
      { title: 'Renamed', seasons: [{ number: 1, episodes: [{ ...pilot, id: 'other' }] }] },
      '2026-02-01T00:00:00.000Z',
    );
    shelf.put(renamed);
    shelf.put(first); // an older event, late
    expect(shelf.get('show')?.title).toBe('Renamed');
    expect(shelf.seenAt('18+').episode(pilot.id)).toBeNull();
    expect(shelf.seenAt('18+').episode('other')?.episode.title).toBe('Pilot');
    shelf.remove('show');
    shelf.put(edited(renamed, {}, '2026-03-01T00:00:00.000Z'));
    expect(shelf.get('show')).toBeNull();
    expect(shelf.seenAt('18+').episode('other')).toBeNull();
  });

  it("finds the admin's series by any part of the title", () => {
    const shelf = createSeriesShelf();
    shelf.put(aSeries('a', { title: 'The Long Tide' }));
    shelf.put(aSeries('b', { title: 'Short Stories' }));
    expect(shelf.adminList('TIDE').map((series) => series.id)).toEqual(['a']);
    expect(shelf.adminList('  ')).toHaveLength(2);
  });

  it('searches as films are searched, within the viewer’s level, and forgets a deleted series', () => {
    const shelf = createSeriesShelf();
    shelf.put(aSeries('tide', { title: 'The Lantern Tide' }));
    shelf.put(aSeries('tidal', { title: 'Tidal Horror', genre: 'Horror', maturityRating: '16+' }));
    const found = (level: '7+' | '18+', query: string) =>
      shelf
        .seenAt(level)
        .search(query, 10)
        .map((series) => series.id);
    expect(found('18+', 'tid')).toEqual(expect.arrayContaining(['tide', 'tidal']));
    expect(found('18+', 'lantren tide')).toEqual(['tide']);
    expect(found('7+', 'tid')).toEqual(['tide']);
    expect(found('18+', 'horror')).toEqual(['tidal']);
    shelf.remove('tide');
    expect(found('18+', 'tide')).toEqual([]);
  });
});
