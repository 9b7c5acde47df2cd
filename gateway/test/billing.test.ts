import { randomUUID } from 'node:crypto';
import { client, useTestStack } from './stack';

const env = useTestStack();

async function member() {
  const browser = client(env().url);
  await browser.post('/api/auth/signup', {
    email: `payer-${randomUUID()}@example.com`,
    password: 'lantern-river-1',
    firstName: 'Pay',
    lastName: 'Er',
  });
  return browser;
}

const card = (clientSecret: string, cardNumber = '4242 4242 4242 4242') => ({
  clientSecret,
  cardNumber,
  expiry: '12/34',
  cvc: '123',
});

describe('the Premium subscription', () => {
  it.each(['/api/get-or-create-subscription', '/api/subscription/cancel', '/api/subscription/resume'])(
    '%s is 401 when signed out',
    async (path) => {
      const response = await client(env().url).post(path);
      expect([response.status, response.json]).toEqual([401, { message: 'Unauthorized' }]);
    },
  );

  it('subscribes with a test card after a decline, then refuses a second subscription', async () => {
    const browser = await member();
    const { clientSecret } = (await browser.post('/api/get-or-create-subscription')).json;
    expect((await browser.post('/api/get-or-create-subscription')).json).toEqual({ clientSecret });

    const declined = await browser.post('/api/payments/simulated/confirm', card(clientSecret, '4000 0000 0000 0002'));
    expect([declined.status, declined.json]).toEqual([402, { message: 'Your card was declined.' }]);
    expect((await browser.get('/api/auth/user')).json.isSubscribed).toBe(false);

    const paid = await browser.post('/api/payments/simulated/confirm', card(clientSecret));
    expect(paid.status).toBe(200);
    expect(paid.json.status).toBe('succeeded');
    expect((await browser.get('/api/auth/user')).json.isSubscribed).toBe(true);

    const again = await browser.post('/api/get-or-create-subscription');
    expect([again.status, again.json]).toEqual([409, { message: 'You already have an active subscription' }]);
  });

  it('cancels at the period end, keeping access, and resumes', async () => {
    const browser = await member();
    const { clientSecret } = (await browser.post('/api/get-or-create-subscription')).json;
    await browser.post('/api/payments/simulated/confirm', card(clientSecret));

    const cancelled = await browser.post('/api/subscription/cancel');
    expect(cancelled.json).toEqual({
      status: 'active',
      priceCents: 2500,
      currentPeriodEnd: expect.any(String),
      cancelAtPeriodEnd: true,
    });
    expect((await browser.get('/api/auth/user')).json.isSubscribed).toBe(true);
    expect((await browser.post('/api/subscription/resume')).json.cancelAtPeriodEnd).toBe(false);
  });

  it('refuses to cancel when there is nothing to cancel', async () => {
    const response = await (await member()).post('/api/subscription/cancel');
    expect([response.status, response.json]).toEqual([409, { message: 'There is no active subscription to cancel.' }]);
  });

  it("does not let one member pay another member's checkout", async () => {
    const owner = await member();
    const { clientSecret } = (await owner.post('/api/get-or-create-subscription')).json;
    const stranger = await member();
    const response = await stranger.post('/api/payments/simulated/confirm', card(clientSecret));
    expect(response.status).toBe(403);
    expect((await owner.get('/api/auth/user')).json.isSubscribed).toBe(false);
  });

  it.each([
    [{ cardNumber: '4242' }, 'Your card number is incomplete.'],
    [{ expiry: '13/30' }, "Your card's expiration date is incomplete."],
    [{ cvc: '1' }, "Your card's security code is incomplete."],
  ])('refuses a card form with %j', async (override, message) => {
    const response = await (
      await member()
    ).post('/api/payments/simulated/confirm', { ...card('pi_x_secret_y'), ...override });
    expect([response.status, response.json]).toEqual([400, { message }]);
  });
});

describe('the film payment', () => {
  it('charges $100 whatever amount the client sends', async () => {
    const browser = await member();
    const response = await browser.post('/api/create-payment-intent', {
      amount: 1,
      description: 'Film Creation: Moon Harbour',
    });
    expect(response.status).toBe(200);
    expect(response.json.clientSecret).toEqual(expect.any(String));
    const payments = (await browser.graphql('{ me { payments { purpose amountCents description status } } }')).json.data
      .me.payments;
    expect(payments).toEqual([
      { purpose: 'film', amountCents: 10000, description: 'Film Creation: Moon Harbour', status: 'pending' },
    ]);
  });

  it('needs a sign-in and a film title', async () => {
    expect(
      (await client(env().url).post('/api/create-payment-intent', { description: 'Film Creation: X' })).status,
    ).toBe(401);
    const refused = await (
      await member()
    ).post('/api/create-payment-intent', { amount: 100, description: 'Something else' });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toMatch(/^Description must be 'Film Creation: '/);
  });
});

describe('POST /api/webhooks/stripe', () => {
  it('refuses a webhook without a valid signature and changes nothing', async () => {
    const unsigned = await fetch(`${env().url}/api/webhooks/stripe`, {
      method: 'POST',
      body: '{"type":"payment_intent.succeeded"}',
    });
    expect(unsigned.status).toBe(400);
    const forged = await fetch(`${env().url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'stripe-signature': 't=1,v1=deadbeef' },
      body: '{"type":"payment_intent.succeeded"}',
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ message: 'Invalid webhook signature' });
  });
});
