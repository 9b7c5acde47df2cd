import { randomUUID } from 'node:crypto';
import { BREACHED_PASSWORD } from '@cinevia/proto';
import { client, useTestStack } from './stack';

const env = useTestStack();

async function signedUp() {
  const credentials = {
    email: `acct-${randomUUID()}@example.com`,
    password: 'lantern-river-1',
    firstName: 'Ada',
    lastName: 'Byron',
  };
  const browser = client(env().url);
  await browser.post('/api/auth/signup', credentials);
  return { browser, credentials };
}

describe('PUT /api/account/profile', () => {
  it("changes the member's name", async () => {
    const { browser } = await signedUp();
    const response = await browser.request('PUT', '/api/account/profile', { firstName: ' Ada ', lastName: 'Lovelace' });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    expect((await browser.get('/api/auth/user')).json.lastName).toBe('Lovelace');
  });

  it('refuses an empty name and a visitor', async () => {
    const { browser } = await signedUp();
    const empty = await browser.request('PUT', '/api/account/profile', { firstName: '', lastName: 'X' });
    expect([empty.status, empty.json]).toEqual([400, { message: 'First name is required' }]);
    const lure = await browser.request('PUT', '/api/account/profile', {
      firstName: 'Ada',
      lastName: 'see evil.example',
    });
    expect([lure.status, lure.json]).toEqual([400, { message: 'Last name must not contain a link, @, < or >' }]);
    expect((await browser.get('/api/auth/user')).json.lastName).not.toContain('evil');
    expect(
      (await client(env().url).request('PUT', '/api/account/profile', { firstName: 'A', lastName: 'B' })).status,
    ).toBe(401);
  });
});

describe('POST /api/account/password', () => {
  it('changes the password and signs out every other session', async () => {
    const { browser, credentials } = await signedUp();
    const elsewhere = client(env().url);
    await elsewhere.post('/api/auth/login', { email: credentials.email, password: credentials.password });
    // The gateway now remembers that session: the change must reach it all the same.
    expect((await elsewhere.get('/api/auth/user')).status).toBe(200);

    const wrong = await browser.post('/api/account/password', {
      currentPassword: 'not-it',
      newPassword: 'brand-new-phrase',
    });
    expect([wrong.status, wrong.json]).toEqual([400, { message: 'Current password is incorrect' }]);
    const short = await browser.post('/api/account/password', {
      currentPassword: credentials.password,
      newPassword: 'tiny',
    });
    expect([short.status, short.json]).toEqual([400, { message: 'Password must be at least 12 characters long' }]);
    const breached = await browser.post('/api/account/password', {
      currentPassword: credentials.password,
      newPassword: 'qwerty123456',
    });
    expect([breached.status, breached.json]).toEqual([400, { message: BREACHED_PASSWORD }]);

    const changed = await browser.post('/api/account/password', {
      currentPassword: credentials.password,
      newPassword: 'brand-new-phrase',
    });
    expect([changed.status, changed.json]).toEqual([200, { signedOutSessions: 1 }]);
    expect((await browser.get('/api/auth/user')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/user')).status).toBe(401);
    expect(
      (await client(env().url).post('/api/auth/login', { email: credentials.email, password: credentials.password }))
        .status,
    ).toBe(401);
    expect(
      (await client(env().url).post('/api/auth/login', { email: credentials.email, password: 'brand-new-phrase' }))
        .status,
    ).toBe(200);
  });
});

describe('GET /api/account/export', () => {
  it("downloads the member's account, subscription and payments as a JSON file", async () => {
    const { browser, credentials } = await signedUp();
    await browser.post('/api/create-payment-intent', { description: 'Film Creation: Export Test' });
    const response = await browser.get('/api/account/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="cinevia-my-data.json"');
    expect(response.json).toMatchObject({
      exportedAt: expect.any(String),
      account: {
        email: credentials.email.toLowerCase(),
        isSubscribed: false,
        subscription: null,
        payments: [
          { purpose: 'film', amountCents: 10000, description: 'Film Creation: Export Test', status: 'pending' },
        ],
      },
    });
  });

  it('is 401 signed out', async () => {
    expect((await client(env().url).get('/api/account/export')).status).toBe(401);
  });
});
