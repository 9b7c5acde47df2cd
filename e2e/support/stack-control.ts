/** Stops and starts one of the stack's services from a journey (global-setup.ts serves this). */
async function control(action: 'stop' | 'start', service: string): Promise<void> {
  const base = process.env.CINEVIA_STACK_CONTROL;
  if (!base) throw new Error('CINEVIA_STACK_CONTROL is not set: run the journeys with e2e/global-setup.ts');
  const response = await fetch(`${base}/${action}/${service}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`${action} ${service}: ${response.status} ${await response.text()}`);
}

/** Kills the service outright (as `kill -9`) and leaves it down. */
export const stopService = (service: string) => control('stop', service);
/**
 * The gateway keeps skipping a service that failed for up to 5 s after it is back (its circuit
 * breaker, gateway/src/subgraph-fetch.ts): a journey after this one must find the whole stack.
 */
const BREAKER_RESET_MS = 5_000;

/** Starts a stopped service again on its port, and waits until the gateway asks it again. */
export async function startService(service: string): Promise<void> {
  await control('start', service);
  await new Promise((wait) => setTimeout(wait, BREAKER_RESET_MS + 1_000));
}
