import { extractYouTubeId, youTubeThumbnail } from './youtube';

describe('extractYouTubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/v/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  dQw4w9WgXcQ?t=10  ', 'dQw4w9WgXcQ'],
  ])('reads %s as %s', (input, id) => {
    expect(extractYouTubeId(input)).toBe(id);
  });

  it.each([
    '',
    '   ',
    'https://example.com/page',
    'https://evil.example/?v=dQw4w9WgXcQ',
    'https://evil.example/embed/dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'javascript://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/channel/dQw4w9WgXcQ',
    'has spaces in it',
    '<script>',
  ])('finds no id in %j', (input) => {
    expect(extractYouTubeId(input)).toBeNull();
  });
});

describe('youTubeThumbnail', () => {
  it('uses the high-quality thumbnail pattern', () => {
    expect(youTubeThumbnail('dQw4w9WgXcQ')).toBe('https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
  });
});
