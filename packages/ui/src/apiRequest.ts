/**
 * The header every gateway reply carries (REST and /graphql): the id under which the gateway's and
 * the services' access logs record the request.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A non-OK reply to `apiRequest`. Its message is the spec's `${status}: ${body text}`, which every
 * caller reads; the reply's request id lets support find the failure in the logs (`requestIdOf`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    body: string,
    readonly requestId: string | undefined,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Calls one of the gateway's REST paths with the session cookie. A non-OK response becomes an
 * ApiError whose message is `${status}: ${body text}`, as every caller of the spec's API expects,
 * and which keeps the reply's request id for the error's reference (`requestIdOf`).
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
    throw new ApiError(response.status, text, response.headers.get(REQUEST_ID_HEADER) ?? undefined);
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
