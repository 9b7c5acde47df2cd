import { catalogueEvents, seriesInput, type SeriesInput } from '@cinevia/proto';
import { createSeries, deleteSeries, episodeIdsOf, toSeriesView, toSummary, updateSeries } from './series';

const episode = (title: string, youtubeId = 'dQw4w9WgXcQ') => ({ title, youtubeId, duration: '42m' });
const anInput = (overrides: Partial<SeriesInput> = {}) =>
  seriesInput.parse({
    title: 'Lighthouse Letters',
    description: 'A keeper answers every letter the sea brings.',
    genre: 'Drama',
    maturityRating: '13+',
    seasons: [{ episodes: [episode('Arrival', 'aaaaaaaaaaa'), episode('Storm')] }, { episodes: [episode('Return')] }],
    ...overrides,
  });
const meta = { now: new Date('2026-02-03T04:05:06.000Z'), correlationId: 'req-1' };
const later = { ...meta, now: new Date('2026-03-01T00:00:00.000Z') };

/** Ids e1, e2, … in the order asked. */
function counter() {
  let next = 0;
  return () => `e${++next}`;
}

describe('createSeries', () => {
  it('numbers seasons and episodes by their order, gives each episode an id and announces the series', () => {
    const { series, events } = createSeries(anInput(), 's1', counter(), meta);
    expect(
      series.seasons.map((season) => [season.number, season.episodes.map((e) => [e.number, e.id, e.title])]),
    ).toEqual([
      [
        1,
        [
          [1, 'e1', 'Arrival'],
          [2, 'e2', 'Storm'],
        ],
      ],
      [2, [[1, 'e3', 'Return']]],
    ]);
    expect(series.seasons[0]!.episodes[0]!.thumbnailUrl).toBe('https://img.youtube.com/vi/aaaaaaaaaaa/hqdefault.jpg');
    expect(events.map((event) => catalogueEvents.seriesCreated.parse(event).data.series)).toEqual([
      toSeriesView(series),
    ]);
  });

  it("shows the first episode's thumbnail as artwork unless the admin chose one", () => {
    const plain = createSeries(anInput(), 's1', counter(), meta).series;
    expect(toSummary(plain)).toMatchObject({
      artworkUrl: 'https://img.youtube.com/vi/aaaaaaaaaaa/hqdefault.jpg',
      seasonCount: 2,
      episodeCount: 3,
      kind: 'series',
    });
    const chosen = createSeries(
      anInput({ artworkUrl: 'https://example.com/poster.jpg' }),
      's2',
      counter(),
      meta,
    ).series;
    expect(toSeriesView(chosen)).toMatchObject({ artworkUrl: 'https://example.com/poster.jpg', customArtwork: true });
  });
});

describe('updateSeries', () => {
  it('keeps the ids of episodes sent back, reorders them, and gives new ones new ids', () => {
    const { series: existing } = createSeries(anInput(), 's1', counter(), meta);
    const [arrival, storm] = existing.seasons[0]!.episodes;
    const input = anInput({
      seasons: [
        {
          episodes: [
            { ...episode('Storm'), id: storm!.id },
            { ...episode('Arrival', 'aaaaaaaaaaa'), id: arrival!.id },
            episode('Calm'),
          ],
        },
      ],
    });
    const { series, events } = updateSeries(existing, input, () => 'new-1', later);
    expect(series.seasons[0]!.episodes.map((e) => [e.number, e.id])).toEqual([
      [1, storm!.id],
      [2, arrival!.id],
      [3, 'new-1'],
    ]);
    expect(series).toMatchObject({ id: 's1', createdAt: meta.now, updatedAt: later.now });
    expect(catalogueEvents.seriesUpdated.parse(events[0]).data.series.seasonCount).toBe(1);
  });

  it("refuses an episode id the series does not hold, or one sent twice, naming the episode's place", () => {
    const { series: existing } = createSeries(anInput(), 's1', counter(), meta);
    const foreign = anInput({ seasons: [{ episodes: [{ ...episode('Stolen'), id: 'other-series-episode' }] }] });
    expect(() => updateSeries(existing, foreign, counter(), later)).toThrow(
      'Season 1, episode 1 is not an episode of this series',
    );
    const id = existing.seasons[0]!.episodes[0]!.id;
    const twice = anInput({
      seasons: [{ episodes: [{ ...episode('A'), id }] }, { episodes: [{ ...episode('B'), id }] }],
    });
    expect(() => updateSeries(existing, twice, counter(), later)).toThrow('Season 2, episode 1 repeats an episode');
  });

  it('changes and announces nothing when nothing changed, artwork sent back as shown included', () => {
    const { series: existing } = createSeries(anInput(), 's1', counter(), meta);
    const view = toSeriesView(existing);
    const same = anInput({
      artworkUrl: view.artworkUrl,
      seasons: view.seasons.map((season) => ({
        episodes: season.episodes.map(({ id, title, youtubeId, duration }) => ({ id, title, youtubeId, duration })),
      })),
    });
    expect(updateSeries(existing, same, counter(), later)).toEqual({ series: existing, events: [] });
  });
});

describe('deleteSeries', () => {
  it('announces the deletion with every episode id', () => {
    const { series } = createSeries(anInput(), 's1', counter(), meta);
    expect(catalogueEvents.seriesDeleted.parse(deleteSeries(series, meta)[0]).data).toEqual({
      seriesId: 's1',
      episodeIds: episodeIdsOf(series),
    });
    expect(episodeIdsOf(series)).toEqual(['e1', 'e2', 'e3']);
  });
});
