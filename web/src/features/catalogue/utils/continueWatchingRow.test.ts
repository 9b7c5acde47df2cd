import { continueWatchingRow } from './continueWatchingRow';

const film = (id: string) => ({
  __typename: 'Video' as const,
  id,
  title: id,
  thumbnailUrl: '',
  year: 2024,
  duration: '1h',
  rating: null,
  maturityRating: '13+',
  inMyList: false,
});

describe('continueWatchingRow()', () => {
  it('keeps the server order and each film’s progress', () => {
    const row = continueWatchingRow([
      { progress: 30, duration: 600, upNext: false, video: film('b'), episode: null },
      { progress: 90, duration: 3600, upNext: false, video: film('a'), episode: null },
    ]);
    expect(row.videos.map((video) => video.id)).toEqual(['b', 'a']);
    expect(row.watched.get('a')).toEqual({ progress: 90, duration: 3600 });
  });

  it('leaves out films that left the catalogue', () => {
    expect(
      continueWatchingRow([{ progress: 30, duration: 600, upNext: false, video: null, episode: null }]).videos,
    ).toEqual([]);
  });

  it("gives a series' card its artwork and title, and names the episode to resume or to start next", () => {
    const episode = (id: string, number: number) => ({
      __typename: 'Episode' as const,
      id,
      number,
      seasonNumber: 2,
      series: {
        __typename: 'Series' as const,
        title: 'The Long Salvage',
        artworkUrl: 'art.jpg',
        maturityRating: '16+',
      },
    });
    const row = continueWatchingRow([
      { progress: 300, duration: 2880, upNext: false, video: null, episode: episode('e4', 4) },
      { progress: 0, duration: 0, upNext: true, video: null, episode: episode('e9', 5) },
    ]);
    expect(row.videos[0]).toMatchObject({
      id: 'e4',
      title: 'The Long Salvage',
      thumbnailUrl: 'art.jpg',
      maturityRating: '16+',
    });
    expect(row.watched.get('e4')).toEqual({ progress: 300, duration: 2880, episode: 'S2:E4' });
    expect(row.watched.get('e9')).toEqual({ progress: 0, duration: 0, episode: 'Next: S2:E5' });
  });
});
