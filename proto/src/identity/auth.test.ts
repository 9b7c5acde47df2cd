import { loginBody, signupBody, signupForm } from './auth';

const valid = { email: 'Ann@Example.com', password: 'lantern-river-1', firstName: 'Ann', lastName: 'Lee' };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('signupBody', () => {
  it('accepts a complete sign-up and lower-cases the email', () => {
    expect(signupBody.parse(valid)).toEqual({ ...valid, email: 'ann@example.com' });
  });

  it.each([
    [{ password: 'five5' }, 'Password must be at least 12 characters long'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: '' }, 'Email is required'],
    [{ firstName: '   ' }, 'First name is required'],
    [{ lastName: 'a\u0000b' }, 'Last name must not contain NUL characters'],
    [{ email: { $gt: '' } }, 'Email must be text'],
    [{ password: 'x'.repeat(1_000_000) }, 'Password must be at most 128 characters'],
  ])('refuses %j with "%s"', (override, message) => {
    expect(firstMessage(signupBody.safeParse({ ...valid, ...override }))).toBe(message);
  });

  it.each([
    ['First name', 'Visit evil.example'],
    ['First name', 'https://evil.example'],
    ['First name', 'www.lure'],
    ['Last name', 'ann@evil.example'],
    ['Last name', '<b>Lee</b>'],
    ['Last name', 'Lee\u202eevil'],
    ['First name', 'Ann\nClick here'],
  ])('refuses a %s that could carry a lure: %j', (label, name) => {
    const field = label === 'First name' ? 'firstName' : 'lastName';
    const result = signupBody.safeParse({ ...valid, [field]: name });
    expect(firstMessage(result)).toBe(`${label} must not contain a link, @, < or >`);
  });

  it.each(["O'Brien", 'St. John', 'J. R. R.', 'Anne-Marie', 'José Ñúñez', '李'])('takes the name %j', (name) => {
    expect(signupBody.safeParse({ ...valid, firstName: name }).success).toBe(true);
  });

  it('names a missing field', () => {
    const { firstName: _omitted, ...rest } = valid;
    expect(firstMessage(signupBody.safeParse(rest))).toBe('First name is required');
  });
});

describe('signupForm', () => {
  it('reports mismatched passwords on the confirmation field', () => {
    const result = signupForm.safeParse({ ...valid, confirmPassword: 'lantern-river-2' });
    expect(result.error?.issues[0]).toMatchObject({ message: 'Passwords do not match', path: ['confirmPassword'] });
  });
});

describe('loginBody', () => {
  it('requires both fields', () => {
    expect(firstMessage(loginBody.safeParse({ email: 'ann@example.com' }))).toBe('Password is required');
    expect(firstMessage(loginBody.safeParse({ password: 'x' }))).toBe('Email is required');
  });
});
