import { fieldOfMessage } from './fieldOfMessage';

const PASSWORD_LABELS = { currentPassword: 'Current password', newPassword: 'Password' };

describe('fieldOfMessage()', () => {
  it('finds the field a message starts with', () => {
    expect(fieldOfMessage('Current password is incorrect', PASSWORD_LABELS)).toBe('currentPassword');
    expect(fieldOfMessage('Password must be at least 12 characters long', PASSWORD_LABELS)).toBe('newPassword');
    expect(fieldOfMessage('Last name is required', { firstName: 'First name', lastName: 'Last name' })).toBe(
      'lastName',
    );
  });

  it('returns undefined for a message about no field', () => {
    expect(fieldOfMessage('Too many sign-in attempts. Please wait 15 minutes and try again.', PASSWORD_LABELS)).toBe(
      undefined,
    );
    expect(fieldOfMessage('Passwords do not match', PASSWORD_LABELS)).toBe(undefined);
  });
});
