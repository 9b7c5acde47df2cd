import { createKnownFilms } from './films';

describe('the known films', () => {
  it('knows a created film until it is deleted, and a deleted film stays gone', () => {
    const films = createKnownFilms();
    films.added('f1');
    films.added('f1');
    expect([films.exists('f1'), films.isGone('f1'), films.size]).toEqual([true, false, 1]);
    films.deleted('f1');
    films.added('f1');
    expect([films.exists('f1'), films.isGone('f1'), films.size]).toEqual([false, true, 0]);
  });

  it('tells a film never seen from a deleted one', () => {
    const films = createKnownFilms();
    expect([films.exists('unseen'), films.isGone('unseen')]).toEqual([false, false]);
  });
});
