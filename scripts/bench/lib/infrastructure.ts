import { join } from 'node:path';
import type { NatsConnection } from 'nats';
import {
  capturingLogger,
  startInfrastructure,
  startMailCatcher,
  type Infrastructure,
  type MailCatcher,
} from '@cinevia/harness';
import { connectNats, type Logger } from '../../../services/kit/src';
import { ROOT, startStack } from '../../stack';
import { ADMIN_PASSWORD } from '../figures/run';

export interface BenchInfrastructure {
  /** Local programs, never containers: a bench measures the processes it starts. */
  infra: Infrastructure;
  /** Where the stack's mail (welcomes, resets) goes, in this process. */
  mail: MailCatcher;
  /** The seed's connection. */
  nats: NatsConnection;
  /** The seed's logger, kept quiet. */
  logger: Logger;
}

/** Runs `work` on a bench's infrastructure, stopped after it whatever happens. */
export async function onBenchInfrastructure<T>(name: string, work: (bench: BenchInfrastructure) => Promise<T>) {
  const infra = await startInfrastructure('local');
  const mail = await startMailCatcher();
  const nats = await connectNats(infra.natsUrl, name);
  try {
    return await work({ infra, mail, nats, logger: capturingLogger().logger });
  } finally {
    await nats.drain();
    await mail.stop();
    await infra.stop();
  }
}

/**
 * The stack as `npm start` runs it (its NODE_ENV and log level, the limits on), on a bench's
 * infrastructure; `env` adds to every process's environment.
 */
export function startBenchStack(
  { infra, mail }: BenchInfrastructure,
  { nodeArgs = [], env = {} }: { nodeArgs?: string[]; env?: Record<string, string> } = {},
) {
  return startStack({
    smtpUrl: mail.url,
    infra,
    logDir: join(ROOT, '.data', 'bench-logs'),
    adminPassword: ADMIN_PASSWORD,
    nodeEnv: 'development',
    extraEnv: { LOG_LEVEL: 'warn', ...env },
    nodeArgs,
  });
}
