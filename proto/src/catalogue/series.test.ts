import { seriesInput } from './series';
import { seriesLength } from './series-names';

const valid = {
  title: 'Lighthouse Letters',
  genre: 'Drama',
  maturityRating: '13+',
  seasons: [{ episodes: [{ title: 'Arrival', youtubeId: 'https://youtu.be/dQw4w9WgXcQ?si=x' }] }],
};
const firstMessage = (input: unknown) => seriesInput.safeParse(input).error?.issues[0]?.message;

describe('seriesInput', () => {
  it('reads the admin form: links to ids, defaults filled, empty artwork as none', () => {
    expect(seriesInput.parse({ ...valid, artworkUrl: '' })).toEqual({
      title: 'Lighthouse Letters',
      description: '',
      genre: 'Drama',
      maturityRating: '13+',
      artworkUrl: null,
      isFeatured: false,
      seasons: [{ episodes: [{ title: 'Arrival', synopsis: '', duration: '', youtubeId: 'dQw4w9WgXcQ' }] }],
    });
  });

  it("refuses what a series cannot be, with the form's messages", () => {
    expect(firstMessage({ ...valid, seasons: [] })).toBe('A series needs at least one season');
    expect(firstMessage({ ...valid, seasons: [{ episodes: [] }] })).toBe('A season needs at least one episode');
    expect(
      firstMessage({
        ...valid,
        seasons: [{ episodes: [{ title: 'X', youtubeId: 'https://evil.example/?v=dQw4w9WgXcQ' }] }],
      }),
    ).toBe('YouTube link must be a YouTube URL or video ID');
    expect(firstMessage({ ...valid, seasons: [{ episodes: [{ title: ' ', youtubeId: 'dQw4w9WgXcQ' }] }] })).toBe(
      'Episode title is required',
    );
    expect(firstMessage({ ...valid, maturityRating: undefined })).toBe('Maturity rating is required');
    expect(firstMessage({ ...valid, artworkUrl: 'http://example.com/a.jpg' })).toBe(
      'Artwork must be an https:// address',
    );
  });
});

describe('seriesLength', () => {
  it('counts seasons, or the episodes of a single season', () => {
    expect(seriesLength({ seasonCount: 3, episodeCount: 30 })).toBe('3 Seasons');
    expect(seriesLength({ seasonCount: 1, episodeCount: 8 })).toBe('8 Episodes');
    expect(seriesLength({ seasonCount: 1, episodeCount: 1 })).toBe('1 Episode');
  });
});
