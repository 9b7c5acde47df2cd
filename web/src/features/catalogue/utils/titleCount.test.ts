import { describe, expect, it } from '@jest/globals';
import { titleCount } from './titleCount';

describe('titleCount', () => {
  it('counts films, series, or both', () => {
    expect(titleCount(0, 1)).toBe('1 film');
    expect(titleCount(0, 12)).toBe('12 films');
    expect(titleCount(1, 0)).toBe('1 series');
    expect(titleCount(3, 1)).toBe('3 series, 1 film');
  });
});
