import { videoInput } from './video';

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
    [{ isFeatured: 'yes' }, 'Featured must be true or false'],
    [{ title: { $gt: '' } }, 'Title must be text'],
  ])('refuses %j with its message', (override, message) => {
    expect(firstMessage({ ...valid, ...override })).toEqual(message);
  });
});
