import { decodeList, decodeProgress } from './member-codec';
import { toUpdate } from './members';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

describe('a change as an update', () => {
  const member = {
    progress: { f1: { seconds: 1, duration: 2, updatedAt: at(1) }, f2: { seconds: 3, duration: 4, updatedAt: at(2) } },
    list: { f3: { addedAt: at(3) } },
  };

  it('rewrites the sections it touches, and only those', () => {
    const update = toUpdate(member, {
      progress: new Map([
        ['f1', { seconds: 5, duration: 6, updatedAt: at(4) }],
        ['f2', null],
      ]),
      list: new Map(),
    });
    expect(Object.keys(update?.$set ?? {})).toEqual(['progress']);
    expect(decodeProgress(update?.$set?.progress as string)).toEqual({
      f1: { seconds: 5, duration: 6, updatedAt: at(4) },
    });
  });

  it('keeps every entry through its string, and is nothing for an empty change', () => {
    const update = toUpdate(member, { progress: new Map(), list: new Map([['f4', { addedAt: at(5) }]]) });
    expect(decodeList(update?.$set?.list as string)).toEqual({ f3: { addedAt: at(3) }, f4: { addedAt: at(5) } });
    expect(decodeProgress(undefined)).toEqual({});
    expect(toUpdate(member, { progress: new Map(), list: new Map() })).toBeNull();
  });
});
