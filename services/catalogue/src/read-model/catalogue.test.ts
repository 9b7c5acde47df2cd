import { BROWSE_GENRES } from '@cinevia/proto';
import { testFilm } from '@cinevia/harness';
import { fromView } from '../domain/video';
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
    expect(catalogue.search('other', 10).map(({ title }) => title)).toEqual(['The Other Lantern']);
    catalogue.put(film('Renamed', '2026-03-02T00:00:00Z'));
    catalogue.put(film('The Lantern', '2026-03-01T00:00:00Z'));
    expect(catalogue.get('f1')?.title).toBe('Renamed');
  });
});
