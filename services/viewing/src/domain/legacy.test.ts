import { createKnownFilms } from './films';
import { legacyFolded } from './legacy';
import type { MemberViewing } from './member';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

describe('folding the former per-film documents', () => {
  it('takes what the member document lacks or holds older, and leaves deleted films out', () => {
    const films = createKnownFilms();
    films.deleted('deleted');
    const member: MemberViewing = {
      progress: { newer: { seconds: 50, duration: 100, updatedAt: at(9) } },
      list: { kept: { addedAt: at(5) } },
    };
    const legacy = {
      progress: [
        { userId: 'u1', videoId: 'newer', seconds: 10, duration: 100, updatedAt: at(1) },
        { userId: 'u1', videoId: 'fresh', seconds: 20, duration: 100, updatedAt: at(2) },
        { userId: 'u1', videoId: 'deleted', seconds: 30, duration: 100, updatedAt: at(3) },
      ],
      list: [
        { userId: 'u1', videoId: 'kept', addedAt: at(1) },
        { userId: 'u1', videoId: 'added', addedAt: at(2) },
        { userId: 'u1', videoId: 'deleted', addedAt: at(3) },
      ],
    };
    const { change } = legacyFolded(member, legacy, films);
    expect(change.progress).toEqual(new Map([['fresh', { seconds: 20, duration: 100, updatedAt: at(2) }]]));
    expect(change.list).toEqual(new Map([['added', { addedAt: at(2) }]]));
  });
});
