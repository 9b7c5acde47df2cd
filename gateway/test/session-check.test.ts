import { eventually } from '@cinevia/harness';
import { client, newMemberDetails, subscribe, useTestStack, type Client } from './stack';

/**
 * GET /api/auth/user, the request every page opens with, is answered from the gateway's copy of
 * the members (identity's and billing's events), so it holds while the database is away; a change
 * the member makes shows on their next check all the same.
 */
const env = useTestStack();

const check = (browser: Client) => browser.get('/api/auth/user');

describe('the session check', () => {
  it('shows a name change, Premium bought and cancelled, and a sign-out on the next check', async () => {
    const browser = client(env().url);
    const details = newMemberDetails('session');
    const signedUp = await browser.post('/api/auth/signup', details);
    expect((await check(browser)).json).toEqual(signedUp.json);

    await browser.request('PUT', '/api/account/profile', { firstName: 'Ada', lastName: 'Lovelace' });
    expect((await check(browser)).json).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', isSubscribed: false });

    expect((await subscribe(browser)).status).toBe(200);
    expect((await check(browser)).json.isSubscribed).toBe(true);
    expect((await browser.post('/api/subscription/cancel')).json.cancelAtPeriodEnd).toBe(true);
    // Cancelled at the period's end: Premium lasts until then.
    expect((await check(browser)).json.isSubscribed).toBe(true);

    // Another device's check, which passed none of these writes, learns them from the events.
    const elsewhere = client(env().url);
    await elsewhere.post('/api/auth/login', { email: details.email, password: details.password });
    await eventually(async () =>
      expect((await check(elsewhere)).json).toMatchObject({ lastName: 'Lovelace', isSubscribed: true }),
    );

    await browser.post('/api/auth/logout');
    expect((await check(browser)).status).toBe(401);
    expect((await check(elsewhere)).status).toBe(200);
  });

  it('answers a signed-in member while the database is away', async () => {
    const browser = client(env().url);
    const details = newMemberDetails('outage');
    await browser.post('/api/auth/signup', details);
    await browser.request('PUT', '/api/account/profile', { firstName: 'Grace', lastName: 'Hopper' });
    expect((await subscribe(browser)).status).toBe(200);

    await env().infra.outage('mongo', async () => {
      // Once the events of the member's writes are in (a write is checked by the services until then).
      const answer = await eventually(async () => {
        const response = await check(browser);
        expect(response.status).toBe(200);
        return response.json;
      }, 20_000);
      expect(answer).toMatchObject({
        email: details.email,
        firstName: 'Grace',
        lastName: 'Hopper',
        isSubscribed: true,
      });
      expect((await check(client(env().url))).status).toBe(401);
    });
  }, 120_000);
});
