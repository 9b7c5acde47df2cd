import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from './password';

describe('passwords', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    await expect(verifyPassword('correct horse', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct horsf', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('matches no password against the stand-in hash for unknown emails', async () => {
    await expect(verifyPassword('', UNKNOWN_USER_HASH)).resolves.toBe(false);
  });

  it('refuses a malformed stored hash', async () => {
    await expect(verifyPassword('x', 'md5$abc')).resolves.toBe(false);
  });
});
