import { maySee } from './values';
import { filmForm, video, videoInput } from './video';

const valid = {
  title: 'Paper Moons',
  youtubeId: 'https://youtu.be/dQw4w9WgXcQ?si=x',
  genre: 'Drama',
  category: 'trending',
};
const firstMessage = (input: unknown) => videoInput.safeParse(input).error?.issues[0]?.message;

describe('videoInput', () => {
  it('reads the admin form, extracting the id and filling defaults', () => {
    expect(videoInput.parse({ ...valid, year: '2025', rating: '8.5', duration: '1h 30m' })).toEqual({
      title: 'Paper Moons',
      description: '',
      youtubeId: 'dQw4w9WgXcQ',
      duration: '1h 30m',
      year: 2025,
      rating: '8.5',
      genre: 'Drama',
      category: 'trending',
      isFeatured: false,
    });
  });

  it('treats an empty year or rating as absent', () => {
    expect(videoInput.parse({ ...valid, year: '', rating: '' })).toMatchObject({ year: null, rating: null });
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ youtubeId: '' }, 'YouTube link is required'],
    [{ youtubeId: 'https://example.com/watch' }, 'YouTube link must be a YouTube URL or video ID'],
    [{ genre: undefined }, 'Genre is required'],
    [{ genre: 'Polka' }, expect.stringMatching(/^Genre must be one of: Drama, Comedy/)],
    [{ category: '' }, 'Category is required'],
    [{ year: '20.5' }, 'Year must be a whole number from 1888'],
    [{ year: 1500 }, 'Year must be a whole number from 1888'],
    [{ rating: '11' }, 'Rating must be a number from 0 to 10, like 8.5'],
    [{ rating: 'great' }, 'Rating must be a number from 0 to 10, like 8.5'],
    [{ duration: 'forever' }, 'Duration must look like 2h 30m or 7m 34s'],
    [{ maturityRating: 'PG-13' }, 'Maturity rating must be one of: All, 7+, 13+, 16+, 18+'],
    [{ isFeatured: 'yes' }, 'Featured must be true or false'],
    [{ title: { $gt: '' } }, 'Title must be text'],
  ])('refuses %j with its message', (override, message) => {
    expect(firstMessage({ ...valid, ...override })).toEqual(message);
  });
});

describe('maturity ratings', () => {
  it('leaves the rating out when the API caller gives none (the spec body keeps its shape)', () => {
    expect(videoInput.parse(valid).maturityRating).toBeUndefined();
    expect(videoInput.parse({ ...valid, maturityRating: '16+' }).maturityRating).toBe('16+');
  });

  it("requires one in the admin portal's form", () => {
    expect(filmForm.safeParse(valid).error?.issues[0]?.message).toBe('Maturity rating is required');
    expect(filmForm.safeParse({ ...valid, maturityRating: '' }).error?.issues[0]?.message).toBe(
      'Maturity rating is required',
    );
    expect(filmForm.parse({ ...valid, maturityRating: 'All' }).maturityRating).toBe('All');
  });

  it('lets a viewer see every rating up to their level', () => {
    expect(maySee('7+', 'All')).toBe(true);
    expect(maySee('7+', '7+')).toBe(true);
    expect(maySee('7+', '13+')).toBe(false);
    expect(maySee('18+', '18+')).toBe(true);
    expect(maySee('All', '7+')).toBe(false);
  });

  it('reads a film published before ratings existed as 13+', () => {
    const older = {
      ...videoInput.parse(valid),
      id: 'v1',
      thumbnailUrl: 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect(video.parse(older).maturityRating).toBe('13+');
  });
});
