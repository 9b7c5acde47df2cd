import { createSearchIndex, queryWords, words } from './search';

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

describe('search index', () => {
  const film = (id: string, title: string, description = '', genre = 'Drama') => ({ id, title, description, genre });
  const index = createSearchIndex();
  index.put(film('harbour', 'Quiet Harbour', 'A lantern keeper and a night train.'));
  index.put(film('thought', 'Train of Thought', 'A long ride.', 'Thriller'));
  index.put(film('night', 'Night Train'));
  index.put(film('lantern', 'The Lantern', 'Light in the dark.', 'Fantasy'));
  index.put(film('amber', 'Amber', 'Nothing to see.', 'Comedy'));

  it('finds nothing for blank text', () => {
    expect(index.search('  ', 50)).toEqual([]);
  });

  it('puts films whose title matches first', () => {
    const found = index.search('train', 50);
    expect(found.slice(0, 2).sort()).toEqual(['night', 'thought']);
    expect(found).toContain('harbour');
    expect(found).not.toContain('amber');
  });

  it('matches prefixes as the member types', () => {
    expect(index.search('lant', 50)).toEqual(['lantern', 'harbour']);
  });

  it('tolerates a typo: lantren finds The Lantern', () => {
    expect(index.search('lantren', 50)[0]).toBe('lantern');
  });

  it('needs every word to match', () => {
    expect(index.search('night train', 50)).toEqual(['night', 'harbour']);
  });

  it('gives at most the number asked for, title matches first', () => {
    expect(index.search('train', 1)).toHaveLength(1);
    expect(['night', 'thought']).toContain(index.search('train', 1)[0]);
  });

  it('searches the genre too', () => {
    expect(index.search('comedy', 50)).toEqual(['amber']);
  });

  it('follows edits and removals', () => {
    const edited = createSearchIndex();
    edited.put(film('a', 'Old Title'));
    edited.put(film('a', 'New Title'));
    expect(edited.search('old', 50)).toEqual([]);
    expect(edited.search('new', 50)).toEqual(['a']);
    edited.remove('a');
    expect(edited.search('new', 50)).toEqual([]);
  });

  it('answers a search asked again after a change from the changed catalogue', () => {
    const changing = createSearchIndex();
    changing.put(film('a', 'Old Title'));
    expect(changing.search('title', 50)).toEqual(['a']);
    changing.put(film('b', 'Another Title'));
    expect(changing.search('title', 50).sort()).toEqual(['a', 'b']);
    changing.put(film('a', 'Renamed'));
    expect(changing.search('title', 50)).toEqual(['b']);
  });
});
