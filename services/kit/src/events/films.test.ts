import { testFilm } from '@cinevia/harness';
import { createKnownFilms } from './films';

describe('the known films', () => {
  it('knows a created film until it is deleted, and a deleted film stays gone', () => {
    const films = createKnownFilms();
    films.added(testFilm('f1', { title: 'First' }));
    films.added(testFilm('f1', { title: 'Renamed' }));
    expect([films.exists('f1'), films.isGone('f1'), films.size]).toEqual([true, false, 1]);
    expect(films.video('f1')?.title).toBe('Renamed');
    films.deleted('f1');
    films.added(testFilm('f1'));
    expect([films.exists('f1'), films.isGone('f1'), films.size, films.video('f1')]).toEqual([
      false,
      true,
      0,
      undefined,
    ]);
  });

  it('tells a film never seen from a deleted one', () => {
    const films = createKnownFilms();
    expect([films.exists('unseen'), films.isGone('unseen')]).toEqual([false, false]);
  });
});
