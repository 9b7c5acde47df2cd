import { testFilm } from '@cinevia/harness';
import { createKnownFilms } from '@cinevia/shared-models';
import { withOwnWrites } from './catalogue-changes';

const film = (id: string, title: string) => testFilm(id, { title });

describe("the gateway's films with its own writes", () => {
  let now = 0;
  const clock = () => now;

  it('reads a film written through this gateway back as written until its event has surely arrived', () => {
    const published = createKnownFilms();
    published.added(film('f1', 'Old title'));
    const { films, wrote } = withOwnWrites(published, clock);

    wrote('f1', film('f1', 'New title'));
    wrote('f2', film('f2', 'Just added'));
    expect(films.video('f1')?.title).toBe('New title');
    expect(films.video('f2')?.title).toBe('Just added');
    expect(films.exists('f2')).toBe(true);

    now += 1_000;
    expect(films.video('f1')?.title).toBe('Old title');
    expect(films.exists('f2')).toBe(false);
  });

  it('treats a film deleted through this gateway as gone at once', () => {
    const published = createKnownFilms();
    published.added(film('f1', 'Doomed'));
    const { films, wrote } = withOwnWrites(published, clock);

    wrote('f1', null);
    expect(films.video('f1')).toBeUndefined();
    expect(films.exists('f1')).toBe(false);
    expect(films.isGone('f1')).toBe(true);

    published.deleted('f1');
    now += 1_000;
    expect(films.isGone('f1')).toBe(true);
  });

  it('keeps the latest of several writes of one film', () => {
    const { films, wrote } = withOwnWrites(createKnownFilms(), clock);
    wrote('f1', film('f1', 'First'));
    now += 600;
    wrote('f1', film('f1', 'Second'));
    now += 600;
    expect(films.video('f1')?.title).toBe('Second');
  });
});
