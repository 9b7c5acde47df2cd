import { queryWords, rankResults, searchTerms, words } from './search';

describe('words', () => {
  it('lower-cases, strips accents and splits on anything that is not a letter or digit', () => {
    expect(words('Café Noir: Sci-Fi, 2049!')).toEqual(['cafe', 'noir', 'sci', 'fi', '2049']);
  });
});

describe('searchTerms', () => {
  it('collects the distinct words of title, description and genre', () => {
    expect(searchTerms({ title: 'Night Train', description: 'A night to remember', genre: 'Thriller' })).toEqual([
      'night',
      'train',
      'a',
      'to',
      'remember',
      'thriller',
    ]);
  });
});

describe('queryWords', () => {
  it('finds nothing to look for in blank text', () => {
    expect(queryWords('   \t ')).toEqual([]);
  });

  it('keeps at most eight distinct words', () => {
    expect(queryWords('a b c d e f g h i j a')).toHaveLength(8);
  });
});

describe('rankResults', () => {
  const film = (title: string, rating: string | null) => ({ title, rating });

  it('puts title matches first, then higher ratings, then titles in order', () => {
    const ranked = rankResults(
      [film('Quiet Harbour', '9.0'), film('Train of Thought', '7.0'), film('Night Train', '8.0'), film('Amber', '8.0')],
      ['train'],
    );
    expect(ranked.map((entry) => entry.title)).toEqual(['Night Train', 'Train of Thought', 'Quiet Harbour', 'Amber']);
  });
});
