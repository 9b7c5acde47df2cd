import { createKnownFilms } from '@cinevia/shared-models';
import { PROGRESS_KEPT, removedMark } from '../domain/member';
import { createProgressBook } from './progress-book';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
const mark = (seconds: number, minute: number) => ({ seconds, duration: 600, updatedAt: at(minute) });

describe('the progress book', () => {
  const films = createKnownFilms();

  it('keeps the newest save of a film by its time, whatever order saves arrive in; a tie goes to the later', () => {
    const book = createProgressBook();
    expect(book.apply('u1', 'film', mark(40, 2), films)).toBe(true);
    expect(book.apply('u1', 'film', mark(10, 1), films)).toBe(false);
    expect(book.apply('u1', 'film', mark(45, 2), films)).toBe(true);
    expect(book.of('u1')).toEqual({ film: mark(45, 2) });
    expect(book.of('someone else')).toEqual({});
  });

  it('drops the entries of deleted films when the member saves, and never takes a save for one', () => {
    const book = createProgressBook();
    const catalogue = createKnownFilms();
    book.apply('u1', 'doomed', mark(5, 1), catalogue);
    catalogue.deleted('doomed');
    expect(book.apply('u1', 'doomed', mark(6, 2), catalogue)).toBe(false);
    book.apply('u1', 'film', mark(7, 3), catalogue);
    expect(Object.keys(book.of('u1'))).toEqual(['film']);
  });

  it(`keeps only the newest ${PROGRESS_KEPT} films of a member`, () => {
    const book = createProgressBook();
    for (let minute = 0; minute < PROGRESS_KEPT + 5; minute += 1)
      book.apply('u1', `f${minute}`, mark(1, minute), films);
    const kept = book.of('u1');
    expect(Object.keys(kept)).toHaveLength(PROGRESS_KEPT);
    expect([kept.f4, kept.f5]).toEqual([undefined, mark(1, 5)]);
  });

  it('restores what the database held without overwriting anything newer', () => {
    const book = createProgressBook();
    book.apply('u1', 'film', mark(50, 5), films);
    book.restore('u1', { entries: { film: mark(20, 2), other: mark(30, 3) } }, films);
    expect(book.of('u1')).toEqual({ film: mark(50, 5), other: mark(30, 3) });
  });

  it('takes a title out of history as a save of its own: it beats older saves arriving late, not newer ones', () => {
    const book = createProgressBook();
    book.apply('u1', 'film', mark(40, 2), films);
    expect(book.apply('u1', 'film', removedMark(at(3)), films)).toBe(true);
    expect(book.apply('u1', 'film', mark(45, 2), films)).toBe(false);
    expect(book.of('u1')).toEqual({ film: removedMark(at(3)) });
    expect(book.apply('u1', 'film', mark(5, 4), films)).toBe(true);
    expect(book.of('u1')).toEqual({ film: mark(5, 4) });
  });

  it('hides all history as of a time: what was saved by then goes, also when it arrives or is read back later', () => {
    const book = createProgressBook();
    book.apply('u1', 'old', mark(10, 1), films);
    book.apply('u1', 'new', mark(20, 5), films);
    book.clear('u1', at(3));
    expect(book.of('u1')).toEqual({ new: mark(20, 5) });
    expect(book.apply('u1', 'late', mark(30, 2), films)).toBe(false);
    expect(book.apply('u1', 'after', mark(30, 4), films)).toBe(true);
    expect(book.clearedAt('u1')).toEqual(at(3));

    // Read back from the database after being let go: the stored date holds the same line.
    book.drop('u1');
    book.restore('u1', { entries: { old: mark(10, 1), after: mark(30, 4) }, clearedAt: at(3) }, films);
    expect(book.of('u1')).toEqual({ after: mark(30, 4) });
    // An older "Hide all" arriving late changes nothing.
    book.clear('u1', at(2));
    expect(book.clearedAt('u1')).toEqual(at(3));
  });

  it('takes a film id that is also an object property name as any other', () => {
    const book = createProgressBook();
    book.apply('u1', '__proto__', mark(1, 1), films);
    expect(Object.keys(book.of('u1'))).toEqual(['__proto__']);
  });
});
