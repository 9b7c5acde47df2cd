import { createSearchIndex } from './search';

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

  it('follows every kind of change into answers it has given before', () => {
    const changing = createSearchIndex();
    changing.put(film('lantern', 'The Lantern'));
    changing.put(film('tide', 'Quiet Tide'));
    expect(changing.search('lantren', 50)).toEqual(['lantern']);
    expect(changing.search('tide', 50)).toEqual(['tide']);

    changing.put(film('other', 'Paper Moon', 'Two friends and a kite.'));
    expect(changing.search('lantren', 50)).toEqual(['lantern']);
    changing.put(film('typo', 'Lantern Two'));
    expect(changing.search('lantren', 50).sort()).toEqual(['lantern', 'typo']);
    changing.put(film('prefix', 'Tides of Glass'));
    expect(changing.search('tide', 50).sort()).toEqual(['prefix', 'tide']);
    changing.put(film('tide', 'Still Water'));
    expect(changing.search('tide', 50)).toEqual(['prefix']);
    changing.remove('typo');
    expect(changing.search('lantren', 50)).toEqual(['lantern']);
  });

  it('answers right after more changes than it keeps track of', () => {
    const busy = createSearchIndex();
    busy.put(film('first', 'Orbit Machine'));
    expect(busy.search('orbit', 50)).toEqual(['first']);
    for (let index = 0; index < 2_500; index += 1) busy.put(film(`reel-${index}`, `Imported Reel ${index}`));
    busy.put(film('last', 'Orbit Again'));
    expect(busy.search('orbit', 50).sort()).toEqual(['first', 'last']);
  });
});
