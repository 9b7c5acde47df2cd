import { jest } from '@jest/globals';

/** A reply: its status, JSON body and, as the gateway's carry, its `x-request-id`. */
type Answer = { status: number; body?: unknown; requestId?: string };
/** Answers one of the gateway's paths, given the JSON body sent; throwing stands for a network failure. */
type Route = (body: unknown) => Answer;

export type SentRequest = { method: string; path: string; body: unknown };

/**
 * The gateway as a component test meets it: `fetch` (the app's port to the network) answers the
 * routes given, keyed `"POST /api/auth/signup"`, and 404 for anything else; what was sent is kept.
 */
export function fakeGateway(routes: Record<string, Route>): { sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  globalThis.fetch = jest.fn<typeof fetch>(async (input, init) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path, body });
    const answer = routes[`${method} ${path}`]?.(body) ?? { status: 404, body: { message: 'Not found' } };
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: answer.status < 400,
      status: answer.status,
      statusText: String(answer.status),
      headers: new Headers(answer.requestId ? { 'x-request-id': answer.requestId } : {}),
      json: async () => JSON.parse(text) as unknown,
      text: async () => text,
    } as Response;
  });
  return { sent };
}
