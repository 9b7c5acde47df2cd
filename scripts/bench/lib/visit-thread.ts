import { parentPort, workerData } from 'node:worker_threads';
import { runVisits, type VisitThreadOptions } from './visits';

/** A visit load's own thread (visits.ts, `visitLoad`): its warm-up, then the load it reports. */
const options = workerData as VisitThreadOptions;
let stopped = false;
parentPort!.once('message', () => {
  stopped = true;
});
const stopWhen = () => stopped;
void (async () => {
  if (options.warmUpSeconds) await runVisits({ ...options, seconds: options.warmUpSeconds, stopWhen });
  parentPort!.postMessage(await runVisits({ ...options, stopWhen }));
})();
