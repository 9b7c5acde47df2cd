import { describe, expect, it } from '@jest/globals';
import { parsePastedLinks, refusedLineMessage } from './pastedLinks';

describe('pasted episode links', () => {
  it('reads one link or id a line, in order, skipping blank lines', () => {
    const pasted = [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      '',
      '  https://youtu.be/9bZkp7q19f0  ',
      'M7lc1UVf-VE',
    ].join('\n');
    expect(parsePastedLinks(pasted)).toEqual({
      youtubeIds: ['dQw4w9WgXcQ', '9bZkp7q19f0', 'M7lc1UVf-VE'],
      refused: [],
    });
  });

  it('names each line that is not a link by its number and keeps the good ones', () => {
    const pasted = 'https://youtu.be/9bZkp7q19f0\r\nnot a link\n\nhttps://vimeo.com/76979871';
    expect(parsePastedLinks(pasted)).toEqual({
      youtubeIds: ['9bZkp7q19f0'],
      refused: [
        { line: 2, text: 'not a link' },
        { line: 4, text: 'https://vimeo.com/76979871' },
      ],
    });
  });

  it('says which line was refused, shortening a long one', () => {
    expect(refusedLineMessage({ line: 2, text: 'not a link' })).toBe('Line 2 is not a YouTube link: “not a link”');
    expect(refusedLineMessage({ line: 9, text: 'x'.repeat(80) })).toBe(
      `Line 9 is not a YouTube link: “${'x'.repeat(57)}…”`,
    );
  });
});
