import type { Download } from '../utils/measureDownloadSpeed';

/** A download still running after this long is cut short and timed on what arrived, so slow lines finish. */
const SAMPLE_TIME_LIMIT_MS = 8_000;

/**
 * `GET /api/speed-test?bytes=n` (n random bytes, never cached), timed from the request to the
 * last byte read. Aborting `signal` stops the download and rejects.
 */
export function downloadFromOurServer(signal: AbortSignal): Download {
  return async (bytes) => {
    const controller = new AbortController();
    const stop = () => controller.abort(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error('The test server did not answer in time.'));
    }, SAMPLE_TIME_LIMIT_MS);

    const started = performance.now();
    let received = 0;
    try {
      const response = await fetch(`/api/speed-test?bytes=${bytes}`, {
        cache: 'no-store',
        credentials: 'same-origin',
        signal: controller.signal,
      });
      if (!response.ok || !response.body) throw new Error(`The test server answered ${response.status}.`);
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        received += value.byteLength;
      }
    } catch (error) {
      // Cut short by the time limit after some data arrived: that data still times the line.
      if (!(timedOut && received > 0)) throw error;
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', stop);
    }
    return { bytes: received, ms: performance.now() - started };
  };
}
