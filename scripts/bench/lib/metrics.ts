/** A process's Prometheus metrics (`/metrics`), as text. */
export async function metricsOf(port: number): Promise<string> {
  return (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
}

/** A metric's value in such a text, whatever its labels (each process labels its own with its name). */
export const metric = (text: string, name: string) =>
  Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
