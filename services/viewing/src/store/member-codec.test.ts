import { decodeList, decodeProgress, encodeList, encodeProgress } from './member-codec';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

describe('the list encoding', () => {
  it('reads back what it wrote, and nothing as no entries', () => {
    const list = { f3: { addedAt: at(3) }, f4: { addedAt: at(5) } };
    expect(decodeList(encodeList(list))).toEqual(list);
    expect(decodeList(undefined)).toEqual({});
  });
});

describe('the progress encoding', () => {
  it('reads back what it wrote, and nothing as no entries', () => {
    expect(decodeProgress(encodeProgress(member()))).toEqual(member());
    expect(decodeProgress(undefined)).toEqual({});
  });
  const member = () => ({ f1: { seconds: 5, duration: 6, updatedAt: at(4) } });
});
