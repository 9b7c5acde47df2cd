import { createKnownFilms } from '@cinevia/shared-models';
import { testFilm } from '@cinevia/harness';
import {
  addedToList,
  emptyMember,
  isListed,
  listEntries,
  listWithChange,
  MY_LIST_MAX,
  progressEntries,
  progressIn,
  ratingEntries,
  removedFromList,
  removedMark,
  type MemberChange,
  type MemberViewing,
} from './member';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

function filmsOf(...ids: string[]) {
  const films = createKnownFilms();
  for (const id of ids) films.added(testFilm(id));
  return films;
}

const applied = (state: MemberViewing, change: MemberChange): MemberViewing => ({
  progress: state.progress,
  ratings: state.ratings,
  list: listWithChange(state, change),
});

const member: MemberViewing = {
  progress: {
    old: { seconds: 10, duration: 100, updatedAt: at(1) },
    new: { seconds: 20, duration: 100, updatedAt: at(3) },
    deleted: { seconds: 30, duration: 100, updatedAt: at(2) },
  },
  list: { old: { addedAt: at(1) }, new: { addedAt: at(5) }, deleted: { addedAt: at(9) } },
  ratings: {
    new: { rating: 'love', ratedAt: at(1) },
    old: { rating: null, ratedAt: at(2) },
    deleted: { rating: 'down', ratedAt: at(3) },
  },
};

describe('reading a member', () => {
  const films = filmsOf('old', 'new', 'deleted');
  films.deleted('deleted');

  it('lists progress and My List newest first, without films that left the catalogue', () => {
    expect(progressEntries('u1', member, films).map((entry) => entry.videoId)).toEqual(['new', 'old']);
    expect(listEntries('u1', member, films)).toEqual([
      { userId: 'u1', videoId: 'new', addedAt: at(5) },
      { userId: 'u1', videoId: 'old', addedAt: at(1) },
    ]);
  });

  it('answers a card from the same document', () => {
    expect(progressIn('u1', member, 'new', films)).toEqual({
      userId: 'u1',
      videoId: 'new',
      seconds: 20,
      duration: 100,
      updatedAt: at(3),
    });
    expect(progressIn('u1', member, 'deleted', films)).toBeNull();
    expect(progressIn('u1', member, 'toString', films)).toBeNull();
    expect([isListed(member, 'new', films), isListed(member, 'deleted', films)]).toEqual([true, false]);
  });

  it('lists the thumbs given, not cleared ones nor those of films that left the catalogue', () => {
    expect(ratingEntries(member, films)).toEqual([{ videoId: 'new', rating: 'love' }]);
  });

  it('shows a title taken out of history nowhere: not in progress, nor on its card', () => {
    const removed = { ...member, progress: { ...member.progress, new: removedMark(at(4)) } };
    expect(progressEntries('u1', removed, films).map((entry) => entry.videoId)).toEqual(['old']);
    expect(progressIn('u1', removed, 'new', films)).toBeNull();
  });
});

describe('writing a member', () => {
  const films = filmsOf('old', 'new', 'deleted', 'film');
  films.deleted('deleted');

  it('drops the My List entries of deleted films on the way', () => {
    const { change } = addedToList(member, { userId: 'u1', videoId: 'film', addedAt: at(10) }, films);
    expect(applied(member, change).list).toEqual({
      old: member.list.old,
      new: member.list.new,
      film: { addedAt: at(10) },
    });
  });

  it('adds once, keeping the first date, and removes', () => {
    const first = addedToList(emptyMember(), { userId: 'u1', videoId: 'film', addedAt: at(1) }, films);
    const state = applied(emptyMember(), first.change);
    const again = addedToList(state, { userId: 'u1', videoId: 'film', addedAt: at(2) }, films);
    expect([again.result.addedAt, again.change.list.size]).toEqual([at(1), 0]);
    const removed = removedFromList(state, 'film', films);
    expect([removed.result, applied(state, removed.change).list]).toEqual([true, {}]);
    expect(removedFromList(state, 'other', films).result).toBe(false);
  });

  it(`refuses a film beyond ${MY_LIST_MAX} in My List, not counting deleted films`, () => {
    const full: MemberViewing = { progress: {}, ratings: {}, list: {} };
    for (let index = 0; index < MY_LIST_MAX; index += 1) full.list[`f${index}`] = { addedAt: at(1) };
    const entry = { userId: 'u1', videoId: 'film', addedAt: at(2) };
    expect(() => addedToList(full, entry, films)).toThrow(expect.objectContaining({ code: 'CONFLICT' }));
    films.deleted('f0');
    expect(addedToList(full, entry, films).change.list).toEqual(
      new Map([
        ['f0', null],
        ['film', { addedAt: at(2) }],
      ]),
    );
  });
});
