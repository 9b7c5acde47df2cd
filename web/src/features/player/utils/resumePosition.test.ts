import { resumePosition } from './resumePosition';

describe('resumePosition()', () => {
  it('resumes at the saved second', () => {
    expect(resumePosition({ progress: 25.7, duration: 600 })).toBe(25);
  });

  it('starts over a film watched past 90 %', () => {
    expect(resumePosition({ progress: 560, duration: 600 })).toBe(0);
  });

  it('starts at 0 without a saved position', () => {
    expect(resumePosition(null)).toBe(0);
    expect(resumePosition({ progress: 0, duration: 600 })).toBe(0);
  });
});
