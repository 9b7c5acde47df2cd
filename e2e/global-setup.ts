import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { startMailDev } from '@cinevia/harness/local';
import { freePort, startInfrastructure } from '@cinevia/harness';
import { ROOT, startStack } from '../scripts/stack/stack';

export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';
/** Each process's log, `<name>.log` (page-reads.spec.ts reads the query audit's lines there). */
export const E2E_LOG_DIR = join(ROOT, 'test-results', 'e2e-logs');

/** Starts the whole stack on free loopback ports; the returned function stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const infra = await startInfrastructure();
  // Mail goes to MailDev, whose REST API the journeys read (support/mail.ts).
  const mail = await startMailDev(await freePort(), await freePort(), join(ROOT, 'test-results', 'e2e-mail'));
  process.env.CINEVIA_MAIL_URL = mail.inboxUrl;
  const stack = await startStack({
    infra,
    smtpUrl: mail.url,
    seedCatalogue: true,
    logDir: E2E_LOG_DIR,
    adminPassword: E2E_ADMIN_PASSWORD,
    nodeEnv: 'test',
    // Every journey signs up its own members from one address: limits off (gateway/test/limits.test.ts
    // has them on). The query audit logs every read a request makes (page-reads.spec.ts).
    extraEnv: { LOG_LEVEL: 'warn', RATE_LIMITS: 'off', QUERY_AUDIT: 'true' },
  });
  process.env.CINEVIA_URL = stack.url;
  // A journey may stop a service and start it again (degraded.spec.ts): `POST /stop/<name>` and
  // `POST /start/<name>` on loopback, at CINEVIA_STACK_CONTROL (support/stack-control.ts).
  const control = createServer((req, res) => {
    const [, action, name] = (req.url ?? '').split('/');
    const known = name !== undefined && name in stack.ports && name !== 'gateway';
    if (req.method !== 'POST' || !known || (action !== 'stop' && action !== 'start')) {
      return void res.writeHead(404).end();
    }
    (action === 'stop' ? stack.kill(name) : stack.start(name)).then(
      () => res.writeHead(204).end(),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  process.env.CINEVIA_STACK_CONTROL = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;
  return async () => {
    control.close();
    await stack.stop();
    await infra.stop();
    await mail.process.stop();
  };
}
