/** Runs `run` once the browser is idle (or after a moment where it cannot say); returns a cancel. */
export function whenIdle(run: () => void, timeoutMs = 4000): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, Math.min(timeoutMs, 1500));
  return () => clearTimeout(timer);
}

/** `whenIdle` once the page has finished loading. */
export function whenLoadedAndIdle(run: () => void): () => void {
  let cancel = () => {};
  const start = () => {
    cancel = whenIdle(run);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    cancel();
  };
}
