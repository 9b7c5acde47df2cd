import { testFilm, testSeries } from '@cinevia/harness';
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

describe('the known episodes', () => {
  it("makes a series' episodes playable, drops those an edit leaves out for good, and all of them with the series", () => {
    const films = createKnownFilms();
    films.seriesChanged(testSeries('s1', ['e1', 'e2']));
    expect([films.playable('e1'), films.playable('e2'), films.exists('e1')]).toEqual([true, true, false]);
    expect(films.seriesOf('e2')?.id).toBe('s1');
    films.seriesChanged(testSeries('s1', ['e2', 'e3']));
    expect([films.playable('e1'), films.isGone('e1'), films.playable('e3')]).toEqual([false, true, true]);
    films.seriesDeleted('s1', ['e2', 'e3']);
    films.seriesChanged(testSeries('s1', ['e2', 'e3'])); // a late update after the delete
    expect([films.playable('e2'), films.playable('e3'), films.isGone('e3')]).toEqual([false, false, true]);
    expect(films.seriesOf('e3')).toBeUndefined();
  });
});

describe('the commissioned films', () => {
  it("are the account's own: played, listed and read by it alone, in none of the catalogue's lookups", () => {
    const films = createKnownFilms();
    films.commissioned.delivered(testFilm('made-for-ann', { title: 'First Cut' }), 'ann', 2);
    const ann = films.forAccount('ann');
    expect([ann.exists('made-for-ann'), ann.playable('made-for-ann'), ann.listable('made-for-ann')]).toEqual([
      true,
      true,
      true,
    ]);
    expect(ann.video('made-for-ann')?.title).toBe('First Cut');
    for (const other of [films, films.forAccount('bob'), films.forAccount(null)]) {
      expect([other.exists('made-for-ann'), other.playable('made-for-ann'), other.video('made-for-ann')]).toEqual([
        false,
        false,
        undefined,
      ]);
    }
  });

  it('keep the newest delivery of a film, whatever order deliveries arrive in', () => {
    const films = createKnownFilms();
    films.commissioned.delivered(testFilm('f', { title: 'Second Cut' }), 'ann', 3);
    films.commissioned.delivered(testFilm('f', { title: 'First Cut' }), 'ann', 2);
    expect(films.commissioned.of('ann').map((film) => film.title)).toEqual(['Second Cut']);
    expect(films.commissioned.of('bob')).toEqual([]);
  });
});
