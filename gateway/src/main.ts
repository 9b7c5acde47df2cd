// First: tracing (when on) must wrap the libraries before anything loads them.
import '@cinevia/service-kit/tracing';
import { createLogger, createShutdown, exitOnFatal, loadConfig } from '@cinevia/service-kit';
import { startGateway } from './app';
import { gatewayEnv } from './config';

async function main() {
  const config = loadConfig(gatewayEnv);
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const shutdown = createShutdown(logger);
  shutdown.listen();
  await startGateway(config, logger, shutdown);
}

main().catch((error: unknown) => exitOnFatal(createLogger('gateway'))(error));
