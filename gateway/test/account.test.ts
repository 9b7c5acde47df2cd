import { randomUUID } from 'node:crypto';
import { BREACHED_PASSWORD } from '@cinevia/proto';
import { ADMIN_PASSWORD, client, useTestStack } from './stack';

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

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const device = (userAgent: string, ip: string) =>
  client(env().url, { headers: { 'user-agent': userAgent, 'x-forwarded-for': ip } });

describe('signed-in devices (/api/sessions)', () => {
  it('lists each device with its browser and masked network, and signs one or all the others out', async () => {
    const { credentials } = await signedUp();
    const laptop = device(CHROME_ON_WINDOWS, '198.51.100.23');
    const phone = device(SAFARI_ON_IPHONE, '2001:db8:7:1::5');
    const tablet = device(SAFARI_ON_IPHONE, '198.51.100.99');
    for (const one of [laptop, phone, tablet]) await one.post('/api/auth/login', credentials);

    const listed = await laptop.get('/api/sessions');
    expect(listed.status).toBe(200);
    expect(listed.json).toHaveLength(4);
    expect(listed.json[0]).toMatchObject({
      current: true,
      browser: 'Chrome',
      os: 'Windows',
      kind: 'desktop',
      profileName: 'Ada',
      network: '198.51.100.0/24',
      signedInAt: expect.any(String),
      lastActiveAt: expect.any(String),
    });
    expect(JSON.stringify(listed.json)).not.toMatch(/198\.51\.100\.23|2001:db8:7:1::5/);
    const phoneDevice = (await phone.get('/api/sessions')).json[0];
    expect(phoneDevice).toMatchObject({ current: true, browser: 'Safari', os: 'iOS', network: '2001:db8:7::/48' });

    expect((await laptop.request('DELETE', `/api/sessions/${phoneDevice.id}`)).status).toBe(204);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    const again = await laptop.request('DELETE', `/api/sessions/${phoneDevice.id}`);
    expect([again.status, again.json]).toEqual([404, { message: 'No such device is signed in' }]);
    const own = await laptop.request('DELETE', `/api/sessions/${listed.json[0].id}`);
    expect(own.status).toBe(400);

    const others = await laptop.request('DELETE', '/api/sessions');
    expect([others.status, others.json]).toEqual([200, { signedOutSessions: 2 }]);
    expect((await tablet.get('/api/auth/user')).status).toBe(401);
    expect((await laptop.get('/api/sessions')).json).toHaveLength(1);
  });

  it("never lets one account sign out another's device, nor a Kids profile see the list", async () => {
    const { browser } = await signedUp();
    const stranger = await signedUp();
    const strangersDevice = (await stranger.browser.get('/api/sessions')).json[0];

    expect((await browser.request('DELETE', `/api/sessions/${strangersDevice.id}`)).status).toBe(404);
    expect((await stranger.browser.get('/api/auth/user')).status).toBe(200);

    const kid = (await browser.post('/api/profiles', { name: 'Kit', isKids: true })).json;
    await browser.post(`/api/profiles/${kid.id}/switch`);
    expect((await browser.get('/api/sessions')).status).toBe(403);
    expect((await client(env().url).get('/api/sessions')).status).toBe(401);
  });
});

describe("the administrator's signed-in devices (/api/admin/sessions)", () => {
  it('lists each admin sign-in with its browser and masked network, and signs one or all the others out', async () => {
    const desk = device(CHROME_ON_WINDOWS, '198.51.100.23');
    const phone = device(SAFARI_ON_IPHONE, '2001:db8:7:1::5');
    const spare = device(SAFARI_ON_IPHONE, '203.0.113.8');
    for (const one of [desk, phone, spare]) {
      expect((await one.post('/api/admin/auth', { password: ADMIN_PASSWORD })).status).toBe(200);
    }

    const listed = await desk.get('/api/admin/sessions');
    expect(listed.status).toBe(200);
    expect(listed.json[0]).toMatchObject({
      current: true,
      browser: 'Chrome',
      os: 'Windows',
      profileName: null,
      network: '198.51.100.0/24',
      signedInAt: expect.any(String),
    });
    expect(JSON.stringify(listed.json)).not.toMatch(/198\.51\.100\.23|2001:db8:7:1::5/);
    const phoneDevice = (await phone.get('/api/admin/sessions')).json[0];
    expect(phoneDevice).toMatchObject({ current: true, os: 'iOS', network: '2001:db8:7::/48' });

    expect((await desk.request('DELETE', `/api/admin/sessions/${phoneDevice.id}`)).status).toBe(204);
    expect((await phone.get('/api/admin/verify')).status).toBe(401);
    expect((await desk.request('DELETE', `/api/admin/sessions/${phoneDevice.id}`)).status).toBe(404);
    expect((await desk.request('DELETE', `/api/admin/sessions/${listed.json[0].id}`)).status).toBe(400);

    const others = await desk.request('DELETE', '/api/admin/sessions');
    expect(others.status).toBe(200);
    expect(others.json.signedOutSessions).toBeGreaterThanOrEqual(1);
    expect((await spare.get('/api/admin/verify')).status).toBe(401);
    expect((await desk.get('/api/admin/verify')).status).toBe(200);
    expect((await desk.get('/api/admin/sessions')).json).toHaveLength(1);
  });

  it("is the administrator's alone: a member is refused", async () => {
    const { browser } = await signedUp();
    expect((await browser.get('/api/admin/sessions')).status).toBe(403);
    expect((await client(env().url).request('DELETE', '/api/admin/sessions')).status).toBe(401);
  });
});
