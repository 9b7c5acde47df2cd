import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Link,
  type Span,
} from '@opentelemetry/api';
import type { Envelope } from '@cinevia/proto';
import { headers as natsHeaders, type MsgHdrs } from 'nats';

/**
 * Traces across NATS (W3C trace context): an event written during a traced request keeps the
 * request's `traceparent` in the outbox; the relay publishes it inside a producer span of that trace
 * and passes the span on in the message's headers; a consumer handles it inside a span continuing
 * them. A progress save, published straight to its stream, carries the saving request's context in its
 * headers, and the writer that stores a batch of them links its span to each. When the process does not
 * trace (no span is ever active), messages carry nothing and these are plain calls.
 */
const tracer = trace.getTracer('cinevia-events');

const TRACE_HEADERS = ['traceparent', 'tracestate'] as const;

/** `events`, each with the active trace's context when a traced request is writing them. */
export function withTrace<Event extends Envelope>(events: Event[]): Event[] {
  if (!trace.getActiveSpan()) return events;
  const carrier: { traceparent?: string } = {};
  propagation.inject(context.active(), carrier);
  const { traceparent } = carrier;
  return traceparent ? events.map((event) => ({ ...event, traceparent })) : events;
}

async function inSpan<T>(span: Span, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}

/** Publishes an event inside a producer span of the trace that raised it, its context in `headers`. */
export function publishTraced<T>(event: Envelope, headers: MsgHdrs, publish: () => Promise<T>): Promise<T> {
  if (!event.traceparent) return publish();
  const parent = propagation.extract(ROOT_CONTEXT, { traceparent: event.traceparent });
  const attributes = {
    'messaging.system': 'nats',
    'messaging.destination.name': event.type,
    'messaging.message.id': event.id,
  };
  return tracer.startActiveSpan(`publish ${event.type}`, { kind: SpanKind.PRODUCER, attributes }, parent, (span) => {
    const carrier: Record<string, string> = {};
    propagation.inject(context.active(), carrier);
    for (const name of TRACE_HEADERS) if (carrier[name]) headers.set(name, carrier[name]);
    return inSpan(span, publish);
  });
}

/** Headers carrying the active trace's context, for a message published during a traced request. */
export function activeTraceHeaders(): MsgHdrs | undefined {
  if (!trace.getActiveSpan()) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  const headers = natsHeaders();
  for (const name of TRACE_HEADERS) if (carrier[name]) headers.set(name, carrier[name]);
  return headers;
}

const contextIn = (headers: MsgHdrs) =>
  propagation.extract(ROOT_CONTEXT, Object.fromEntries(TRACE_HEADERS.map((name) => [name, headers.get(name)])));

/**
 * Does the work on a batch of messages inside a span of its own, linked to the trace each message
 * came from (a batch has many parents, so it starts a trace and points to theirs, as OpenTelemetry's
 * messaging conventions have it); the work's database calls are its children.
 */
export function handleBatchTraced<T>(
  name: string,
  messages: { headers?: MsgHdrs }[],
  handle: () => Promise<T>,
): Promise<T> {
  const links = messages.flatMap(({ headers }): Link[] => {
    const linked = headers?.get('traceparent') ? trace.getSpanContext(contextIn(headers)) : undefined;
    return linked ? [{ context: linked }] : [];
  });
  if (links.length === 0) return handle();
  const attributes = { 'messaging.system': 'nats', 'messaging.batch.message_count': messages.length };
  return tracer.startActiveSpan(name, { kind: SpanKind.CONSUMER, attributes, links, root: true }, (span) =>
    inSpan(span, handle),
  );
}

/** Handles a message inside a consumer span continuing the trace in its headers (if it has one). */
export function handleTraced<T>(
  message: { subject: string; headers?: MsgHdrs },
  consumer: string,
  handle: () => Promise<T>,
): Promise<T> {
  if (!message.headers?.get('traceparent')) return handle();
  const parent = contextIn(message.headers);
  const attributes = {
    'messaging.system': 'nats',
    'messaging.destination.name': message.subject,
    'messaging.consumer.group.name': consumer,
  };
  return tracer.startActiveSpan(`process ${message.subject}`, { kind: SpanKind.CONSUMER, attributes }, parent, (span) =>
    inSpan(span, handle),
  );
}
