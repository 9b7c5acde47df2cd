import { appendFilmPage, appendRowFilms, appendRowPage } from './pages';

const film = (id: string) => ({ id });
const page = (ids: string[], nextCursor: string | null, totalCount = 60) => ({
  __typename: 'VideoPage' as const,
  videos: ids.map(film),
  nextCursor,
  totalCount,
});

describe('appendFilmPage()', () => {
  it('appends the next page and takes its cursor and count', () => {
    const merged = appendFilmPage(page(['a', 'b'], 'c2'), page(['c', 'd'], null, 4), 'c2');
    expect(merged).toEqual({
      __typename: 'VideoPage',
      videos: ['a', 'b', 'c', 'd'].map(film),
      nextCursor: null,
      totalCount: 4,
    });
  });

  it('drops films already shown (a film moved across the seam)', () => {
    expect(appendFilmPage(page(['a', 'b'], 'c2'), page(['b', 'c'], 'c4'), 'c2').videos).toEqual(
      ['a', 'b', 'c'].map(film),
    );
  });

  it('ignores a page for a list that has moved on', () => {
    const current = page(['a', 'b', 'c'], 'c3');
    expect(appendFilmPage(current, page(['c', 'd'], 'c4'), 'c2')).toBe(current);
  });
});

describe('appendRowPage()', () => {
  it('appends new rows once', () => {
    const current = { __typename: 'HomeRowPage', rows: [film('r1'), film('r2')], nextCursor: 'n2' };
    const merged = appendRowPage(current, { rows: [film('r2'), film('r3')], nextCursor: null }, 'n2');
    expect(merged).toEqual({ __typename: 'HomeRowPage', rows: ['r1', 'r2', 'r3'].map(film), nextCursor: null });
    expect(appendRowPage(merged, { rows: [film('r4')], nextCursor: null }, 'n2')).toBe(merged);
  });
});

describe('appendRowFilms()', () => {
  const rows = [
    { id: 'recent', videos: page(['a', 'b'], 'c2') },
    { id: 'drama', videos: page(['x'], null) },
  ];

  it("appends to the named row's films only", () => {
    const merged = appendRowFilms(rows, 'recent', page(['c'], null, 3), 'c2');
    expect(merged[0]!.videos.videos.map((video) => video.id)).toEqual(['a', 'b', 'c']);
    expect(merged[0]!.videos.nextCursor).toBeNull();
    expect(merged[1]).toBe(rows[1]);
  });

  it('stops asking when the row has gone from the server', () => {
    const merged = appendRowFilms(rows, 'recent', null, 'c2');
    expect(merged[0]!.videos).toEqual({ ...rows[0]!.videos, nextCursor: null });
  });
});
