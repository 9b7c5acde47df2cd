import { adminPasswordMatches } from './admin';

describe('adminPasswordMatches', () => {
  it('matches only the exact password', () => {
    expect(adminPasswordMatches('s3cret-admin', 's3cret-admin')).toBe(true);
    expect(adminPasswordMatches('s3cret-admin ', 's3cret-admin')).toBe(false);
    expect(adminPasswordMatches('', 's3cret-admin')).toBe(false);
  });
});
