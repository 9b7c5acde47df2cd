/**
 * The HTTP status of an error raised by `apiRequest` ('402: {…}' → 402), or undefined for any other
 * error, such as a network failure.
 */
export function responseStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const status = error.message.match(/^(\d{3}): /)?.[1];
  return status === undefined ? undefined : Number(status);
}
