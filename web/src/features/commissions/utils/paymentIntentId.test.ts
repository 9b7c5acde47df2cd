import { paymentIntentId } from './paymentIntentId';

describe('paymentIntentId()', () => {
  it('should return the part before _secret_', () => {
    expect(paymentIntentId('pi_3Abc_secret_xyz')).toBe('pi_3Abc');
  });

  it('should return null for a secret without an intent id', () => {
    expect(paymentIntentId('nonsense')).toBeNull();
    expect(paymentIntentId('_secret_xyz')).toBeNull();
  });
});
