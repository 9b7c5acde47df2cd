import type { IncomingMessage } from 'node:http';

/**
 * Whose trace a request joins. A caller's `traceparent` is continued only where the process trusts the
 * caller (the HTTP app's `callerTrust`): the gateway, the public entry, takes it from a trusted proxy,
 * never from a browser, which could otherwise choose the trace its requests are filed under; a subgraph
 * takes the gateway's. Anyone else's request starts a trace of its own.
 */
let continuesTraceOf: (request: IncomingMessage) => boolean = () => true;

export function continueTracesOnlyFrom(trusted: (request: IncomingMessage) => boolean): void {
  continuesTraceOf = trusted;
}

/** Takes an untrusted caller's trace context off its request, before tracing reads it (tracing.ts). */
export function dropUntrustedTraceContext(request: IncomingMessage): void {
  if (continuesTraceOf(request)) return;
  delete request.headers.traceparent;
  delete request.headers.tracestate;
}
