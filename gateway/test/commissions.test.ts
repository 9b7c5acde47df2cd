import { randomUUID } from 'node:crypto';
import { ADMIN_PASSWORD, client, FILM_REQUEST, useTestStack } from './stack';

const env = useTestStack();

const request = FILM_REQUEST;

async function member() {
  const browser = client(env().url);
  const email = `patron-${randomUUID()}@example.com`;
  await browser.post('/api/auth/signup', { email, password: 'lantern-river-1', firstName: 'Pat', lastName: 'Ron' });
  return Object.assign(browser, { email });
}

/** A film payment the member has paid with the simulated provider: its intent id. */
async function paidFilmFee(browser: ReturnType<typeof client>, cardNumber = '4242424242424242') {
  const { clientSecret } = (
    await browser.post('/api/create-payment-intent', { amount: 100, description: `Film Creation: ${request.title}` })
  ).json;
  await browser.post('/api/payments/simulated/confirm', { clientSecret, cardNumber, expiry: '12/34', cvc: '123' });
  return (clientSecret as string).split('_secret_')[0]!;
}

describe('POST /api/film-requests', () => {
  it('saves a request paid with a $100 film payment, once', async () => {
    const browser = await member();
    const stripePaymentIntentId = await paidFilmFee(browser);
    const saved = await browser.post('/api/film-requests', { ...request, stripePaymentIntentId });
    expect(saved.status).toBe(201);
    expect(saved.json).toMatchObject({
      id: stripePaymentIntentId,
      status: 'submitted',
      title: 'The Lighthouse Keeper',
      genre: 'drama',
    });
    expect((await browser.post('/api/film-requests', { ...request, stripePaymentIntentId })).json.id).toBe(
      stripePaymentIntentId,
    );
    const own = (await browser.graphql('{ me { filmRequests { id status } } }')).json.data.me.filmRequests;
    expect(own).toEqual([{ id: stripePaymentIntentId, status: 'submitted' }]);
  });

  it('refuses a forged, unpaid or non-film payment with 402 and saves nothing', async () => {
    const browser = await member();
    const forged = await browser.post('/api/film-requests', { ...request, stripePaymentIntentId: 'pi_made_up' });
    expect(forged.status).toBe(402);
    const declined = await browser.post('/api/film-requests', {
      ...request,
      stripePaymentIntentId: await paidFilmFee(browser, '4000000000000002'),
    });
    expect([declined.status, declined.json]).toEqual([402, { message: 'The payment has not gone through yet.' }]);
    const { clientSecret } = (await browser.post('/api/get-or-create-subscription')).json;
    await browser.post('/api/payments/simulated/confirm', {
      clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    const subscriptionPayment = await browser.post('/api/film-requests', {
      ...request,
      stripePaymentIntentId: clientSecret.split('_secret_')[0],
    });
    expect(subscriptionPayment.status).toBe(402);
    expect((await browser.graphql('{ me { filmRequests { id } } }')).json.data.me.filmRequests).toEqual([]);
  });

  it("refuses another member's payment: 409 once it has paid for a request", async () => {
    const owner = await member();
    const stripePaymentIntentId = await paidFilmFee(owner);
    const stranger = await member();
    expect((await stranger.post('/api/film-requests', { ...request, stripePaymentIntentId })).status).toBe(402);
    await owner.post('/api/film-requests', { ...request, stripePaymentIntentId });
    const reused = await stranger.post('/api/film-requests', { ...request, stripePaymentIntentId });
    expect([reused.status, reused.json]).toEqual([
      409,
      { message: 'This payment has already paid for a film request.' },
    ]);
  });

  it('refuses an invalid field with its message, and a visitor', async () => {
    const browser = await member();
    const response = await browser.post('/api/film-requests', {
      ...request,
      plot: 'Too short',
      stripePaymentIntentId: 'pi_x',
    });
    expect([response.status, response.json]).toEqual([400, { message: 'Plot must be at least 20 characters' }]);
    expect(
      (await client(env().url).post('/api/film-requests', { ...request, stripePaymentIntentId: 'pi_x' })).status,
    ).toBe(401);
  });
});

describe('the administrator and film requests', () => {
  it('lists requests with the member and moves them through production', async () => {
    const browser = await member();
    const id = await paidFilmFee(browser);
    await browser.post('/api/film-requests', { ...request, stripePaymentIntentId: id });
    const admin = client(env().url);
    expect((await admin.get('/api/admin/film-requests')).status).toBe(401);
    expect((await browser.get('/api/admin/film-requests')).status).toBe(403);
    await admin.post('/api/admin/auth', { password: ADMIN_PASSWORD });

    const listed = (await admin.get('/api/admin/film-requests')).json;
    expect(listed[0]).toMatchObject({ id, status: 'submitted', member: { email: browser.email } });
    expect((await admin.request('PUT', `/api/admin/film-requests/${id}/status`, { status: 'delivered' })).status).toBe(
      409,
    );
    expect(
      (await admin.request('PUT', `/api/admin/film-requests/${id}/status`, { status: 'in_production' })).json.status,
    ).toBe('in_production');
    expect(
      (await admin.request('PUT', `/api/admin/film-requests/${id}/status`, { status: 'delivered' })).json.status,
    ).toBe('delivered');
    expect((await browser.graphql('{ me { filmRequests { status } } }')).json.data.me.filmRequests).toEqual([
      { status: 'delivered' },
    ]);
  });

  it('pages the list newest first with limit and cursor, naming the next page in X-Next-Cursor', async () => {
    const browser = await member();
    const titles = ['Page One', 'Page Two', 'Page Three'];
    for (const title of titles) {
      const stripePaymentIntentId = await paidFilmFee(browser);
      expect((await browser.post('/api/film-requests', { ...request, title, stripePaymentIntentId })).status).toBe(201);
    }
    const admin = client(env().url);
    await admin.post('/api/admin/auth', { password: ADMIN_PASSWORD });

    const first = await admin.get('/api/admin/film-requests?limit=2');
    expect(first.json.map((listed: { title: string }) => listed.title)).toEqual(['Page Three', 'Page Two']);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toEqual(expect.any(String));
    const next = await admin.get(`/api/admin/film-requests?limit=2&cursor=${encodeURIComponent(cursor!)}`);
    expect(next.json[0]).toMatchObject({ title: 'Page One', member: { email: browser.email } });

    const everything = await admin.get('/api/admin/film-requests');
    expect(everything.json.slice(0, 3).map((listed: { title: string }) => listed.title)).toEqual(titles.reverse());
    expect(everything.headers.get('x-next-cursor')).toBeNull();

    for (const query of ['limit=0', 'limit=101', 'limit=ten']) {
      const refused = await admin.get(`/api/admin/film-requests?${query}`);
      expect([refused.status, refused.json]).toEqual([
        400,
        { message: 'Page size must be a whole number from 1 to 100' },
      ]);
    }
    const forged = await admin.get('/api/admin/film-requests?cursor=forged');
    expect([forged.status, forged.json]).toEqual([400, { message: 'Invalid cursor' }]);
  });
});
