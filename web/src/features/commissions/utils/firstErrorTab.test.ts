import { firstErrorTab } from './firstErrorTab';

describe('firstErrorTab()', () => {
  it('should pick the earliest tab with an error', () => {
    expect(firstErrorTab({ plot: {}, audioElements: {} })).toEqual({ tab: 'creative', field: 'plot' });
  });

  it('should follow the order the fields are shown in, not the order of the errors', () => {
    expect(firstErrorTab({ timeline: {}, description: {} })).toEqual({ tab: 'basic', field: 'description' });
  });

  it('should return null without errors', () => {
    expect(firstErrorTab({})).toBeNull();
  });
});
