/**
 * Retries an assertion until it passes or the deadline comes, for effects that arrive
 * asynchronously (events, relays). Polls; never sleeps a fixed time.
 */
export async function eventually<T>(assertion: () => Promise<T> | T, timeoutMs = 10_000, intervalMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
