import { BROWSE_GENRES } from '@cinevia/proto';
import { testFilm } from '@cinevia/harness';
import { fromView, type StoredVideo } from '../domain/video';
import { createCatalogue } from './catalogue';

const film = (title: string, updatedAt: string) => fromView(testFilm('f1', { title }), new Date(updatedAt));

describe("a replica's catalogue", () => {
  it('takes the same version of a film again (its own write, back as its event) as no change', () => {
    const catalogue = createCatalogue(BROWSE_GENRES);
    catalogue.put(film('The Lantern', '2026-03-01T00:00:00Z'));
    const version = catalogue.version;
    catalogue.put(film('The Lantern', '2026-03-01T00:00:00Z'));
    expect(catalogue.version).toBe(version);
  });

  it('takes another film of the same time, or a newer one, and never an older one', () => {
    const catalogue = createCatalogue(BROWSE_GENRES);
    catalogue.put(film('The Lantern', '2026-03-01T00:00:00Z'));
    catalogue.put(film('The Other Lantern', '2026-03-01T00:00:00Z'));
    expect(catalogue.get('f1')?.title).toBe('The Other Lantern');
    expect(
      catalogue
        .seenAt('18+')
        .search('other', 10)
        .map(({ title }) => title),
    ).toEqual(['The Other Lantern']);
    catalogue.put(film('Renamed', '2026-03-02T00:00:00Z'));
    catalogue.put(film('The Lantern', '2026-03-01T00:00:00Z'));
    expect(catalogue.get('f1')?.title).toBe('Renamed');
  });
});

describe('the catalogue at a maturity level', () => {
  const at = (id: string, fields: Parameters<typeof testFilm>[1]): StoredVideo =>
    fromView(testFilm(id, fields), new Date('2026-03-01T00:00:00Z'));

  function rated() {
    const catalogue = createCatalogue(BROWSE_GENRES);
    catalogue.put(
      at('cartoon', { title: 'Lantern Cartoon', maturityRating: 'All', genre: 'Animation', isFeatured: true }),
    );
    catalogue.put(at('teen', { title: 'Lantern Teens', maturityRating: '13+', genre: 'Drama', category: 'trending' }));
    catalogue.put(at('horror', { title: 'Lantern Horror', maturityRating: '18+', genre: 'Horror', isFeatured: true }));
    return catalogue;
  }
  const ids = (films: readonly StoredVideo[]) => films.map((film) => film.id).sort();

  it('leaves out every film above the level, from every list, count and search', () => {
    const kids = rated().seenAt('7+');
    expect(ids(kids.newestFirst())).toEqual(['cartoon']);
    expect(ids(kids.featured())).toEqual(['cartoon']);
    expect(kids.byCategory('trending')).toEqual([]);
    expect(kids.rows().flatMap((row) => ids(row.videos))).not.toContain('horror');
    expect(ids(kids.browse({ kind: 'all' }))).toEqual(['cartoon']);
    expect(kids.genreCounts().get('horror') ?? 0).toBe(0);
    expect(ids(kids.search('lantern', 50))).toEqual(['cartoon']);
    expect(kids.get('horror')).toBeNull();
    expect(kids.get('cartoon')?.title).toBe('Lantern Cartoon');
  });

  it('shows a teen profile up to 13+ and an adult everything', () => {
    const catalogue = rated();
    expect(ids(catalogue.seenAt('13+').search('lantern', 50))).toEqual(['cartoon', 'teen']);
    expect(ids(catalogue.seenAt('18+').newestFirst())).toEqual(['cartoon', 'horror', 'teen']);
  });

  it('follows a film whose rating the administrator raises, search included', () => {
    const catalogue = rated();
    const kids = catalogue.seenAt('7+');
    expect(ids(kids.search('cartoon', 50))).toEqual(['cartoon']);
    catalogue.put({ ...catalogue.get('cartoon')!, maturityRating: '16+', updatedAt: new Date('2026-03-02T00:00:00Z') });
    expect(kids.newestFirst()).toEqual([]);
    expect(kids.search('cartoon', 50)).toEqual([]);
    expect(kids.get('cartoon')).toBeNull();
  });
});
