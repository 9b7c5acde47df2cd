import { watchedHowFar } from './watched';

describe('watchedHowFar', () => {
  it('says a film past 90 % is finished, and otherwise how many minutes of how many', () => {
    expect(watchedHowFar(540, 600)).toBe('Finished');
    expect(watchedHowFar(600, 600)).toBe('Finished');
    expect(watchedHowFar(300, 3600)).toBe('5 of 60 min');
    expect(watchedHowFar(10, 600)).toBe('1 of 10 min');
  });
});
