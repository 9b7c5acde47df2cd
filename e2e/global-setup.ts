import { join } from 'node:path';
import { startInfrastructure } from '@cinevia/service-kit/testing';
import { ROOT, startStack } from '../scripts/stack';

export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

/** Starts the whole stack on free loopback ports; the returned function stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const infra = await startInfrastructure();
  const stack = await startStack({
    infra,
    seedCatalogue: true,
    logDir: join(ROOT, 'test-results', 'e2e-logs'),
    adminPassword: E2E_ADMIN_PASSWORD,
    nodeEnv: 'test',
    // Every journey signs up its own members from one address: limits off (gateway/test/limits.test.ts has them on).
    extraEnv: { LOG_LEVEL: 'warn', RATE_LIMITS: 'off' },
  });
  process.env.CINEVIA_URL = stack.url;
  return async () => {
    await stack.stop();
    await infra.stop();
  };
}
