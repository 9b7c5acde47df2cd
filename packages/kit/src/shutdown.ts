import type { Logger } from './logger';
import { flushTraces } from './tracing';

type Step = { name: string; run: () => Promise<unknown> | unknown };

/**
 * How long a signalled process may take to stop before it exits anyway, naming the step it was
 * in: under compose's 10 s grace, so a step that hangs is reported rather than killed unexplained.
 */
export const SHUTDOWN_DEADLINE_MS = 9_000;

/**
 * Collects clean-up steps as a service wires itself and runs them in reverse on SIGINT/SIGTERM,
 * so connections close after the servers and consumers that use them.
 */
export function createShutdown(
  logger: Logger,
  { deadlineMs = SHUTDOWN_DEADLINE_MS, exit = (code: number): void => process.exit(code) } = {},
) {
  const steps: Step[] = [];
  let stopping: Promise<void> | undefined;
  let current: string | undefined;

  async function stop(): Promise<void> {
    stopping ??= (async () => {
      for (const step of [...steps].reverse()) {
        current = step.name;
        try {
          await step.run();
        } catch (error) {
          logger.error({ err: error, step: step.name }, 'shutdown step failed');
        }
      }
      // Last, so the spans of the steps above go out too.
      await flushTraces().catch((error: unknown) => logger.warn({ err: error }, 'traces could not be sent'));
    })();
    return stopping;
  }

  return {
    add(name: string, run: Step['run']) {
      steps.push({ name, run });
    },
    stop,
    /** Installs the signal handlers; the process exits once every step has run. */
    listen() {
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.once(signal, () => {
          logger.info({ signal }, 'shutting down');
          const deadline = setTimeout(() => {
            logger.error({ step: current, deadlineMs }, 'shutdown did not finish in time');
            exit(1);
          }, deadlineMs).unref();
          void stop().then(() => {
            clearTimeout(deadline);
            exit(0);
          });
        });
      }
    },
  };
}
export type Shutdown = ReturnType<typeof createShutdown>;

/** Logs a failed start and exits non-zero, as a supervisor expects. */
export function exitOnFatal(logger: Logger) {
  return (error: unknown) => {
    logger.fatal({ err: error }, 'service failed');
    process.exit(1);
  };
}
