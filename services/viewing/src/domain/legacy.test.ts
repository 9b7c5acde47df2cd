import { createKnownFilms } from '@cinevia/shared-models';
import { legacyListFolded } from './legacy';
import type { MemberViewing } from './member';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

describe('folding the former per-film My List documents', () => {
  it('takes what the member document lacks, and leaves deleted films out', () => {
    const films = createKnownFilms();
    films.deleted('deleted');
    const member: MemberViewing = { progress: {}, ratings: {}, list: { kept: { addedAt: at(5) } } };
    const legacy = [
      { userId: 'u1', videoId: 'kept', addedAt: at(1) },
      { userId: 'u1', videoId: 'added', addedAt: at(2) },
      { userId: 'u1', videoId: 'deleted', addedAt: at(3) },
    ];
    expect(legacyListFolded(member, legacy, films).change.list).toEqual(new Map([['added', { addedAt: at(2) }]]));
  });
});
