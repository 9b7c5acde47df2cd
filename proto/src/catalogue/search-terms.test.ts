import { filmTerms, mayAlter, mightMatch, queryWords, words } from './search-terms';

describe('words', () => {
  it('lower-cases, strips accents and splits on anything that is not a letter or digit', () => {
    expect(words('Café Noir: Sci-Fi, 2049!')).toEqual(['cafe', 'noir', 'sci', 'fi', '2049']);
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

describe('mightMatch', () => {
  const terms = new Set(words('The Lantern Keeper: a night train'));

  it('matches a prefix of a term, or a word within its typos of one', () => {
    expect(mightMatch(['lant'], terms)).toBe(true);
    expect(mightMatch(['lantren'], terms)).toBe(true);
    expect(mightMatch(['keepr'], terms)).toBe(true);
  });

  it('needs every word to match', () => {
    expect(mightMatch(['night', 'train'], terms)).toBe(true);
    expect(mightMatch(['night', 'harbour'], terms)).toBe(false);
  });

  it('allows no typo in a short word', () => {
    expect(mightMatch(['tran'], terms)).toBe(true);
    expect(mightMatch(['nite'], terms)).toBe(false);
  });
});

describe('mayAlter', () => {
  const wanted = ['lantern'];
  const terms = (title: string, description = '') => filmTerms({ title, description, genre: 'Drama' });
  const answer = (titlesOnly: boolean) => ({ found: new Set(['in']), titlesOnly });

  it('says a film in the answer may alter it, whatever it became', () => {
    expect(mayAlter(wanted, answer(false), 'in', null)).toBe(true);
    expect(mayAlter(wanted, answer(true), 'in', terms('Quiet Fields'))).toBe(true);
  });

  it('says a film that might match may enter, by its title alone when the answer is a full page of titles', () => {
    const inDescription = terms('Imported Reel 1', 'About a lantern.');
    expect(mayAlter(wanted, answer(false), 'new', inDescription)).toBe(true);
    expect(mayAlter(wanted, answer(true), 'new', inDescription)).toBe(false);
    expect(mayAlter(wanted, answer(true), 'new', terms('The Lantren'))).toBe(true);
  });

  it('says nothing else may alter it', () => {
    expect(mayAlter(wanted, answer(false), 'gone', null)).toBe(false);
    expect(mayAlter(wanted, answer(false), 'new', terms('Quiet Fields'))).toBe(false);
    expect(mayAlter([], answer(false), 'new', terms('The Lantern'))).toBe(false);
  });
});
