/**
 * Account recovery and the mail a member gets, through the whole stack: identity issues links as
 * events, notifications mails them over real SMTP (the stack's mail catcher), and the member follows
 * them through the gateway's REST paths.
 */
import { randomUUID } from 'node:crypto';
import {
  BREACHED_PASSWORD,
  EMAIL_CHANGE_LINK_INVALID,
  FORGOT_PASSWORD_REPLY,
  RESET_LINK_INVALID,
  VERIFY_LINK_INVALID,
} from '@cinevia/proto';
import { eventually } from '@cinevia/harness';
import { client, subscribe, useTestStack, type Client } from './stack';

jest.setTimeout(30_000);

const env = useTestStack();

const PASSWORD = 'lantern-river-1';

async function signedUp(): Promise<{ browser: Client; email: string }> {
  const email = `recovery-${randomUUID()}@example.com`;
  const browser = client(env().url);
  const reply = await browser.post('/api/auth/signup', {
    email,
    password: PASSWORD,
    firstName: 'Ada',
    lastName: 'Byron',
  });
  if (reply.status !== 201) throw new Error(`sign-up answered ${reply.status}`);
  return { browser, email };
}

/** The next mail to `address` whose subject matches; fails after 15 s. */
const mailTo = (address: string, subject: RegExp) =>
  env().mail.waitForMail((mail) => mail.to.includes(address) && subject.test(mail.subject), 15_000);

/** The token of the link to `path` in a mail's text part. */
function tokenIn(text: string, path: string): string {
  const match = new RegExp(`${env().url}${path}\\?token=([A-Za-z0-9_-]{43})`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[1]!;
}

describe('forgot password', () => {
  it('answers an unknown address exactly like a known one, and mails only the account', async () => {
    const { email } = await signedUp();
    const stranger = `nobody-${randomUUID()}@example.com`;
    const unknown = await client(env().url).post('/api/auth/forgot-password', { email: stranger });
    const known = await client(env().url).post('/api/auth/forgot-password', { email: email.toUpperCase() });
    expect([unknown.status, unknown.json]).toEqual([202, FORGOT_PASSWORD_REPLY]);
    expect([known.status, known.json]).toEqual([202, FORGOT_PASSWORD_REPLY]);

    const mail = await mailTo(email, /reset/i);
    expect(mail.html).toContain('/reset-password?token=');
    tokenIn(mail.text, '/reset-password');
    // Requests are handled in order: the unknown address's came first and sent nothing.
    expect(
      env()
        .mail.received()
        .filter((sent) => sent.to.includes(stranger)),
    ).toEqual([]);
  });

  it('resets the password from the link once, ending every session', async () => {
    const { browser, email } = await signedUp();
    const elsewhere = client(env().url);
    await elsewhere.post('/api/auth/login', { email, password: PASSWORD });
    expect((await elsewhere.get('/api/auth/user')).status).toBe(200);

    await client(env().url).post('/api/auth/forgot-password', { email });
    const token = tokenIn((await mailTo(email, /reset/i)).text, '/reset-password');

    // A password that breaks the rules changes nothing and leaves the link usable.
    const short = await client(env().url).post('/api/auth/reset-password', { token, password: 'tiny' });
    expect([short.status, short.json]).toEqual([400, { message: 'Password must be at least 12 characters long' }]);
    const breached = await client(env().url).post('/api/auth/reset-password', { token, password: 'qwerty123456' });
    expect([breached.status, breached.json]).toEqual([400, { message: BREACHED_PASSWORD }]);

    const reset = await client(env().url).post('/api/auth/reset-password', { token, password: 'brand-new-phrase-1' });
    expect(reset.status).toBe(204);
    expect((await browser.get('/api/auth/user')).status).toBe(401);
    expect((await elsewhere.get('/api/auth/user')).status).toBe(401);
    expect((await client(env().url).post('/api/auth/login', { email, password: PASSWORD })).status).toBe(401);
    expect((await client(env().url).post('/api/auth/login', { email, password: 'brand-new-phrase-1' })).status).toBe(
      200,
    );

    const again = await client(env().url).post('/api/auth/reset-password', { token, password: 'another-phrase-1' });
    expect([again.status, again.json]).toEqual([400, { message: RESET_LINK_INVALID }]);
    // Sent to an address nobody has proved they read: greeted without the name typed at sign-up.
    const told = (await mailTo(email, /password was changed/i)).text;
    expect(told).toContain('Hi there,');
    expect(told).not.toContain('Ada');
  });

  it('refuses a forged token, and a link once the password changed another way', async () => {
    const forged = await client(env().url).post('/api/auth/reset-password', {
      token: 'A'.repeat(43),
      password: 'brand-new-phrase-1',
    });
    expect([forged.status, forged.json]).toEqual([400, { message: RESET_LINK_INVALID }]);
    const malformed = await client(env().url).post('/api/auth/reset-password', {
      token: 'short',
      password: 'brand-new-phrase-1',
    });
    expect([malformed.status, malformed.json]).toEqual([400, { message: RESET_LINK_INVALID }]);

    const { browser, email } = await signedUp();
    await client(env().url).post('/api/auth/forgot-password', { email });
    const token = tokenIn((await mailTo(email, /reset/i)).text, '/reset-password');
    const changed = await browser.post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'changed-phrase-1',
    });
    expect(changed.status).toBe(200);
    const stale = await client(env().url).post('/api/auth/reset-password', { token, password: 'brand-new-phrase-1' });
    expect([stale.status, stale.json]).toEqual([400, { message: RESET_LINK_INVALID }]);
    expect((await client(env().url).post('/api/auth/login', { email, password: 'changed-phrase-1' })).status).toBe(200);
  });
});

describe('reset links follow the account', () => {
  it('works only with the newest link asked for, and dies when the account moves to another address', async () => {
    const { email } = await signedUp();
    const askForLink = async (address: string) => {
      await client(env().url).post('/api/auth/forgot-password', { email: address });
      return tokenIn((await mailTo(address, /reset/i)).text, '/reset-password');
    };
    const resetWith = (token: string) =>
      client(env().url).post('/api/auth/reset-password', { token, password: 'brand-new-phrase-1' });

    const first = await askForLink(email);
    const second = await askForLink(email);
    const revoked = await resetWith(first);
    expect([revoked.status, revoked.json]).toEqual([400, { message: RESET_LINK_INVALID }]);
    expect((await resetWith(second)).status).toBe(204);

    const open = await askForLink(email);
    const newEmail = `moved-${randomUUID()}@example.com`;
    const signedIn = client(env().url);
    expect((await signedIn.post('/api/auth/login', { email, password: 'brand-new-phrase-1' })).status).toBe(200);
    expect((await signedIn.post('/api/account/email', { newEmail, password: 'brand-new-phrase-1' })).status).toBe(202);
    const confirm = tokenIn((await mailTo(newEmail, /confirm your new email/i)).text, '/confirm-email');
    expect((await client(env().url).post('/api/account/email/confirm', { token: confirm })).status).toBe(204);
    const moved = await resetWith(open);
    expect([moved.status, moved.json]).toEqual([400, { message: RESET_LINK_INVALID }]);
  });
});

describe('verified email', () => {
  it('welcomes a new member with a link that verifies the address once', async () => {
    const { browser, email } = await signedUp();
    expect((await browser.get('/api/account/email')).json).toEqual({ email, verified: false, pendingEmail: null });
    const welcome = await mailTo(email, /welcome/i);
    expect(welcome.text).not.toContain('Ada');
    const token = tokenIn(welcome.text, '/verify-email');

    // Opened in any browser, signed in or not.
    expect((await client(env().url).post('/api/account/verify-email', { token })).status).toBe(204);
    expect((await browser.get('/api/account/email')).json).toEqual({ email, verified: true, pendingEmail: null });
    const again = await client(env().url).post('/api/account/verify-email', { token });
    expect([again.status, again.json]).toEqual([400, { message: VERIFY_LINK_INVALID }]);
    const resend = await browser.post('/api/account/verification');
    expect(resend.status).toBe(409);
    // Once the address is proved, its mails greet the member by name (polled: the proof is an event).
    await eventually(async () => {
      await client(env().url).post('/api/auth/forgot-password', { email });
      expect((await mailTo(email, /reset/i)).text).toContain('Hi Ada,');
    });
  });

  it('sends the link again on request', async () => {
    const { browser, email } = await signedUp();
    const resend = await browser.post('/api/account/verification');
    expect([resend.status, resend.json]).toEqual([202, { message: `We sent a verification link to ${email}.` }]);
    const mail = await mailTo(email, /confirm your email/i);
    expect(
      (await client(env().url).post('/api/account/verify-email', { token: tokenIn(mail.text, '/verify-email') }))
        .status,
    ).toBe(204);
  });
});

describe('a change of email', () => {
  it('moves the account once the new address confirms, tells the old one, and frees it', async () => {
    const { browser, email } = await signedUp();
    const other = await signedUp();
    const newEmail = `moved-${randomUUID()}@example.com`;

    const wrong = await browser.post('/api/account/email', { newEmail, password: 'not-it' });
    expect([wrong.status, wrong.json]).toEqual([400, { message: 'Password is incorrect' }]);
    const taken = await browser.post('/api/account/email', { newEmail: other.email, password: PASSWORD });
    expect([taken.status, taken.json]).toEqual([409, { message: 'An account with this email already exists' }]);

    const asked = await browser.post('/api/account/email', { newEmail: newEmail.toUpperCase(), password: PASSWORD });
    expect(asked.status).toBe(202);
    expect((await browser.get('/api/account/email')).json).toEqual({ email, verified: false, pendingEmail: newEmail });
    const token = tokenIn((await mailTo(newEmail, /confirm your new email/i)).text, '/confirm-email');

    expect((await client(env().url).post('/api/account/email/confirm', { token })).status).toBe(204);
    expect((await browser.get('/api/auth/user')).json.email).toBe(newEmail);
    expect((await browser.get('/api/account/email')).json).toEqual({
      email: newEmail,
      verified: true,
      pendingEmail: null,
    });
    expect((await client(env().url).post('/api/auth/login', { email: newEmail, password: PASSWORD })).status).toBe(200);
    expect((await client(env().url).post('/api/auth/login', { email, password: PASSWORD })).status).toBe(401);
    expect((await mailTo(email, /email was changed/i)).text).toContain(newEmail);

    const again = await client(env().url).post('/api/account/email/confirm', { token });
    expect([again.status, again.json]).toEqual([400, { message: EMAIL_CHANGE_LINK_INVALID }]);
    // The old address is free for a new account.
    const reuse = await client(env().url).post('/api/auth/signup', {
      email,
      password: PASSWORD,
      firstName: 'New',
      lastName: 'Owner',
    });
    expect(reuse.status).toBe(201);
  });
});

describe('a sign-in on a new device', () => {
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

  it('is mailed to the member once, with the device and the masked network; the sign-up device is not', async () => {
    const { email } = await signedUp();
    const phone = () => client(env().url, { headers: { 'user-agent': IPHONE, 'x-forwarded-for': '198.51.100.23' } });

    await phone().post('/api/auth/login', { email, password: PASSWORD });
    const told = await mailTo(email, /new sign-in/i);
    expect(told.text).toContain('Safari on iOS');
    expect(told.text).toContain('198.51.100.0/24');
    expect(told.text).not.toContain('198.51.100.23');
    expect(told.text).toContain(`${env().url}/profile`);

    // The same device again, and the device it signed up on: nothing more.
    await phone().post('/api/auth/login', { email, password: PASSWORD });
    await client(env().url).post('/api/auth/login', { email, password: PASSWORD });
    await client(env().url).post('/api/auth/forgot-password', { email });
    await mailTo(email, /reset/i);
    const notices = env()
      .mail.received()
      .filter((mail) => mail.to.includes(email) && /new sign-in/i.test(mail.subject));
    expect(notices).toHaveLength(1);
  });
});

describe('receipts', () => {
  it('sends a receipt for the first Premium payment', async () => {
    const { browser, email } = await signedUp();
    expect((await subscribe(browser)).status).toBe(200);
    const receipt = await mailTo(email, /receipt/i);
    expect(receipt.text).toContain('$25.00');
    expect(receipt.html).toContain('$25.00');
  });
});
