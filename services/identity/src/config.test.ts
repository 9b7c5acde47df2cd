import { identityEnv } from './config';

const env = (ADMIN_PASSWORD?: string) => ({
  LINK_SECRET: 'l'.repeat(32),
  ...(ADMIN_PASSWORD === undefined ? {} : { ADMIN_PASSWORD }),
});
const problem = (ADMIN_PASSWORD?: string) =>
  identityEnv.safeParse(env(ADMIN_PASSWORD)).error?.issues.find((issue) => issue.path[0] === 'ADMIN_PASSWORD')?.message;

describe('the admin password identity starts with', () => {
  it('must be 16 characters at least', () => {
    expect(problem('short-password1')).toBe('ADMIN_PASSWORD must be at least 16 characters');
    expect(problem('a-long-enough-admin-phrase')).toBeUndefined();
  });

  it('must not be among the most breached passwords', () => {
    expect(problem('1qaz2wsx3edc4rfv')).toBe(
      'ADMIN_PASSWORD is among the passwords most often leaked in breaches: choose another',
    );
  });

  it('must be set', () => {
    expect(problem()).toMatch(/^ADMIN_PASSWORD must be set/);
  });
});
