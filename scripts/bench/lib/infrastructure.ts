import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NatsConnection } from 'nats';
import { capturingLogger, startInfrastructure, type Infrastructure } from '@cinevia/harness';
import { freePort, startMailDev } from '@cinevia/harness/local';
import { connectNats, type Logger } from '../../../packages/kit/src';
import { ROOT, startStack } from '../../stack/stack';
import { ADMIN_PASSWORD } from '../figures/run';

export interface BenchInfrastructure {
  /** Local programs, never containers: a bench measures the processes it starts. */
  infra: Infrastructure;
  /** Where the stack's mail (welcomes, resets) goes: MailDev, as under `npm start`, whose memory counts. */
  smtpUrl: string;
  /** The seed's connection. */
  nats: NatsConnection;
  /** The seed's logger, kept quiet. */
  logger: Logger;
}

/** Runs `work` on a bench's infrastructure, stopped after it whatever happens. */
export async function onBenchInfrastructure<T>(name: string, work: (bench: BenchInfrastructure) => Promise<T>) {
  const infra = await startInfrastructure('local');
  const mailDir = mkdtempSync(join(tmpdir(), 'cinevia-bench-mail-'));
  const mail = await startMailDev(await freePort(), await freePort(), mailDir);
  const nats = await connectNats(infra.natsUrl, name);
  try {
    return await work({ infra, smtpUrl: mail.url, nats, logger: capturingLogger().logger });
  } finally {
    await nats.drain();
    await mail.process.stop();
    rmSync(mailDir, { recursive: true, force: true });
    await infra.stop();
  }
}

/**
 * The stack as `npm start` runs it (its NODE_ENV and log level, the limits on), on a bench's
 * infrastructure; `env` adds to every process's environment.
 */
export function startBenchStack(
  { infra, smtpUrl }: BenchInfrastructure,
  { nodeArgs = [], env = {} }: { nodeArgs?: string[]; env?: Record<string, string> } = {},
) {
  return startStack({
    smtpUrl,
    infra,
    logDir: join(ROOT, '.data', 'bench-logs'),
    adminPassword: ADMIN_PASSWORD,
    nodeEnv: 'development',
    extraEnv: { LOG_LEVEL: 'warn', ...env },
    nodeArgs,
  });
}
