import { decodeList, decodeProgress, decodeRatings, encodeList, encodeProgress, encodeRatings } from './member-codec';

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

describe('the thumbs encoding', () => {
  it('reads back what it wrote, a cleared choice too, and nothing as no entries', () => {
    const ratings = { f1: { rating: 'love' as const, ratedAt: at(1) }, f2: { rating: null, ratedAt: at(2) } };
    expect(decodeRatings(encodeRatings(ratings))).toEqual(ratings);
    expect(decodeRatings(undefined)).toEqual({});
  });
});
