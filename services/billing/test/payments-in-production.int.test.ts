/**
 * Billing as production runs it (NODE_ENV=production), as a process of its own on real
 * infrastructure: the payment simulator is never what a missing Stripe key leaves behind.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gatewayContextSigner, secretsEnvOf, USER_CONTEXT_HEADER } from '@cinevia/service-kit';
import { eventually, startInfrastructure, unsignedTestCaller, type Infrastructure } from '@cinevia/harness';
import { freePort, startProcess, waitForPort, type ManagedProcess } from '@cinevia/harness/local';

jest.setTimeout(60_000);

const SECRET = 'production-test-context-secret'.padEnd(48, 'x');
const MAIN = join(__dirname, '..', 'src', 'main.ts');
let infra: Infrastructure;
let scratch: string;
const running: ManagedProcess[] = [];

beforeAll(async () => {
  infra = await startInfrastructure();
  scratch = await mkdtemp(join(tmpdir(), 'cinevia-billing-production-'));
}, 120_000);

afterAll(async () => {
  await Promise.all(running.map((process) => process.stop()));
  await infra?.stop();
  await rm(scratch, { recursive: true, force: true });
});

/** Billing's environment in production, with `own` added. */
function productionEnv(port: number, own: Record<string, string>): Record<string, string> {
  return {
    PATH: process.env.PATH!,
    NODE_ENV: 'production',
    PORT: String(port),
    MONGO_URL: infra.mongoUrl,
    MONGO_DB: `billing-production-${port}`,
    NATS_URL: infra.accessOf('billing').natsUrl,
    ...secretsEnvOf('billing', SECRET),
    ...own,
  };
}

/** Billing started with `env`; its log file. */
async function startBilling(name: string, env: Record<string, string>) {
  const log = join(scratch, `${name}.log`);
  const started = startProcess(
    name,
    'env',
    ['-i', ...Object.entries(env).map(([key, value]) => `${key}=${value}`), process.execPath, '--import', 'tsx', MAIN],
    log,
  );
  running.push(started);
  return { process: started, log };
}

it('refuses to start without a Stripe key, saying how to run the simulator on purpose', async () => {
  const port = await freePort();
  const output: Buffer[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { env: productionEnv(port, {}) });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  expect(code).toBe(1);
  expect(Buffer.concat(output).toString()).toContain('STRIPE_SECRET_KEY is required in production');
});

it('runs the simulator in production only when PAYMENTS=simulated says so, and says so loudly', async () => {
  const port = await freePort();
  const { process: billing, log } = await startBilling('simulated', productionEnv(port, { PAYMENTS: 'simulated' }));
  await waitForPort(port, 30_000, billing.child);
  const lines = await eventually(async () => {
    const text = await readFile(log, 'utf8');
    expect(text).toContain('PAYMENTS=simulated in production');
    return text.split('\n').filter((line) => line.includes('PAYMENTS=simulated in production'));
  });
  expect(JSON.parse(lines[0]!)).toMatchObject({ level: 50 });
});

it("with Stripe, the simulator's confirmation does not exist", async () => {
  const port = await freePort();
  const { process: billing } = await startBilling(
    'stripe',
    productionEnv(port, {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_test',
      STRIPE_PRICE_ID: 'price_premium',
    }),
  );
  await waitForPort(port, 30_000, billing.child);
  const query =
    'mutation ($input: ConfirmSimulatedPaymentInput!) { confirmSimulatedPayment(input: $input) { status } }';
  const variables = {
    input: { clientSecret: 'pi_1_secret_2', cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
  };
  const caller = unsignedTestCaller({ channel: 'rest', requestId: 'production-test' });
  const reply = await eventually(async () => {
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [USER_CONTEXT_HEADER]: gatewayContextSigner(SECRET)(caller, { audience: 'billing', query, variables }),
      },
      body: JSON.stringify({ query, variables }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { errors?: { message: string; extensions: { code: string } }[] };
  }, 20_000);
  expect(reply.errors?.[0]).toMatchObject({ message: 'No such API path', extensions: { code: 'NOT_FOUND' } });
});
