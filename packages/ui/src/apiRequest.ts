type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Calls one of the gateway's REST paths with the session cookie. A non-OK response becomes an
 * Error whose message is `${status}: ${body text}`, as every caller of the spec's API expects.
 */
export async function apiRequest(method: Method, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new Error(`${response.status}: ${text}`);
  }
  return response;
}

/**
 * The server's `{ "message": "…" }` from an error raised by `apiRequest`, if it sent one (read
 * by hand: proto's zod schema would bring zod to every page that calls the API).
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const body = error.message.match(/^\d{3}: ([\s\S]*)$/)?.[1];
  if (body === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    const message =
      typeof parsed === 'object' && parsed !== null ? (parsed as { message?: unknown }).message : undefined;
    return typeof message === 'string' && message ? message : undefined;
  } catch {
    return undefined;
  }
}
