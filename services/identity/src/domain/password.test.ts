import { hashPassword, needsRehash, PASSWORD_HASH_PARAMS, UNKNOWN_USER_HASH, verifyPassword } from './password';

describe('passwords', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$16384\$8\$5\$/);
    await expect(verifyPassword('correct horse', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct horsf', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('matches no password against the stand-in hash for unknown emails', async () => {
    await expect(verifyPassword('', UNKNOWN_USER_HASH)).resolves.toBe(false);
  });

  it("asks for a hash made at another cost than today's to be made again, and for none made at today's", async () => {
    expect(needsRehash(await hashPassword('correct horse'))).toBe(false);
    expect(needsRehash(UNKNOWN_USER_HASH)).toBe(false);
    const { N, r } = PASSWORD_HASH_PARAMS;
    expect(needsRehash(`scrypt$${N}$${r}$1$AAAA$AAAA`)).toBe(true);
    expect(needsRehash('md5$abc')).toBe(true);
  });

  it('refuses a malformed stored hash', async () => {
    await expect(verifyPassword('x', 'md5$abc')).resolves.toBe(false);
  });
});
