import { BREACHED_PASSWORD } from '@cinevia/proto';
import { assertNotBreached, isBreachedPassword } from './breached-passwords';

describe('the breached-password list', () => {
  it('finds the passwords breaches are full of, whatever their case', () => {
    expect(isBreachedPassword('qwerty123456')).toBe(true);
    expect(isBreachedPassword('1Qaz2Wsx3Edc')).toBe(true);
    expect(() => assertNotBreached('administrator')).toThrow(BREACHED_PASSWORD);
  });

  it('lets a password of its own through', () => {
    expect(isBreachedPassword('lantern-river-1')).toBe(false);
    expect(() => assertNotBreached('lantern-river-1')).not.toThrow();
  });
});
