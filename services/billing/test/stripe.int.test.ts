import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { freePort, startProcess, TOOLS_BIN, waitForPort, type ManagedProcess } from '@cinevia/harness/local';
import { createStripeProvider } from '../src/providers/stripe';

/** The Stripe adapter against Stripe's own stripe-mock, which checks every request against Stripe's API description. */
const WEBHOOK_SECRET = 'whsec_test_secret';
let mock: ManagedProcess;
let scratch: string;
let provider: ReturnType<typeof createStripeProvider>;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'cinevia-stripe-'));
  const port = await freePort();
  mock = startProcess(
    'stripe-mock',
    join(TOOLS_BIN, 'stripe-mock'),
    ['-http-addr', `127.0.0.1:${port}`],
    join(scratch, 'stripe-mock.log'),
  );
  await waitForPort(port, 30_000, mock.child);
  provider = createStripeProvider({
    secretKey: 'sk_test_123',
    publishableKey: 'pk_test_123',
    webhookSecret: WEBHOOK_SECRET,
    priceId: 'price_premium',
    apiBase: { host: '127.0.0.1', port, protocol: 'http' },
  });
});

afterAll(async () => {
  await mock?.stop();
  await rm(scratch, { recursive: true, force: true });
});

describe('the Stripe adapter', () => {
  it('creates the film payment with the amount it is given, in dollars cents', async () => {
    const checkout = await provider.createPayment({
      userId: 'u1',
      amountCents: 10_000,
      description: 'Film Creation: Moon',
      idempotencyKey: 'film:u1:r1',
    });
    expect(checkout.paymentIntentId).toMatch(/^pi_/);
    expect(checkout.clientSecret).toEqual(expect.any(String));
  });

  it('starts an incomplete subscription that stripe-mock accepts', async () => {
    // stripe-mock validates the request against Stripe's API description (a wrong one is a
    // StripeInvalidRequestError); its canned invoice carries an empty confirmation secret, which the
    // adapter refuses rather than hand to the browser.
    await expect(
      provider.startSubscription({
        userId: 'u1',
        email: 'u1@example.com',
        providerCustomerId: null,
        idempotencyKey: 'subscription:u1:0',
      }),
    ).rejects.toThrow('Stripe returned a subscription without a payment to confirm');
  });

  it('asks Stripe to stop renewing', async () => {
    await expect(provider.setCancelAtPeriodEnd('sub_123', true)).resolves.toBeUndefined();
  });

  it('reads a signed webhook and refuses a forged one', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_123', object: 'payment_intent', amount: 2500 } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(provider.readWebhook(Buffer.from(payload), header)).toEqual({
      id: 'evt_1',
      type: 'payment.succeeded',
      paymentIntentId: 'pi_123',
      amountCents: 2500,
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect(() => provider.readWebhook(Buffer.from(payload), forged)).toThrow();
  });
});
