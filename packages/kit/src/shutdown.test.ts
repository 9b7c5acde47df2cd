import { capturingLogger } from '@cinevia/harness';
import { createShutdown } from './shutdown';

describe('shutting down on a signal', () => {
  it('runs every step, last added first, and exits 0', async () => {
    const { logger } = capturingLogger();
    const ran: string[] = [];
    const exited = new Promise<number>((done) => {
      const shutdown = createShutdown(logger, { deadlineMs: 5_000, exit: done });
      shutdown.add('connections', () => ran.push('connections'));
      shutdown.add('server', async () => ran.push('server'));
      shutdown.listen();
    });
    process.emit('SIGTERM');
    expect(await exited).toBe(0);
    expect(ran).toEqual(['server', 'connections']);
  });

  it('exits 1 at the deadline when a step hangs, naming the step', async () => {
    const { logger, lines } = capturingLogger();
    const exited = new Promise<number>((done) => {
      const shutdown = createShutdown(logger, { deadlineMs: 50, exit: done });
      shutdown.add('connections', () => undefined);
      shutdown.add('stuck consumer', () => new Promise(() => undefined));
      shutdown.listen();
    });
    process.emit('SIGTERM');
    expect(await exited).toBe(1);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'shutdown did not finish in time', step: 'stuck consumer' }),
    );
  });
});
