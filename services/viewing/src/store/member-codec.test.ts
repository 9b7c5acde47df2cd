import { decodeList, decodeProgress, encodeProgress } from './member-codec';
import { toUpdate } from './members';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

describe('a My List change as an update', () => {
  const member = {
    progress: { f1: { seconds: 1, duration: 2, updatedAt: at(1) } },
    list: { f3: { addedAt: at(3) } },
  };

  it('rewrites the list alone, keeping every entry through its string', () => {
    const update = toUpdate(member, {
      list: new Map([
        ['f3', null],
        ['f4', { addedAt: at(5) }],
      ]),
    });
    expect(Object.keys(update?.$set ?? {})).toEqual(['list']);
    expect(decodeList(update?.$set?.list as string)).toEqual({ f4: { addedAt: at(5) } });
  });

  it('is nothing for an empty change', () => {
    expect(toUpdate(member, { list: new Map() })).toBeNull();
  });
});

describe('the progress encoding', () => {
  it('reads back what it wrote, and nothing as no entries', () => {
    expect(decodeProgress(encodeProgress(member()))).toEqual(member());
    expect(decodeProgress(undefined)).toEqual({});
  });
  const member = () => ({ f1: { seconds: 5, duration: 6, updatedAt: at(4) } });
});
