import { Counter, Gauge, type Metric, type Registry } from 'prom-client';

/**
 * The event pipeline's health, in every process that publishes or consumes: what its outbox has
 * still to publish and how long the oldest of it has waited, what it published, handled, had
 * redelivered and dead-lettered, how far each of its pulls is behind its stream, and where each
 * read model stands in its stream. One set per process (a process is one service), registered into
 * its `/metrics` by `createMetrics`. Labels are event types and consumer names: bounded sets.
 */

/** What one outbox relay has in hand and not yet published. */
export interface OutboxBacklog {
  events: number;
  /** When the oldest of them was written; undefined when there is none. */
  oldestAt: number | undefined;
}

const backlogs = new Set<() => OutboxBacklog>();

/** A relay's backlog, read at each scrape; the returned function stops reading it. */
export function reportOutboxBacklog(read: () => OutboxBacklog): () => void {
  backlogs.add(read);
  return () => backlogs.delete(read);
}

const outboxBacklog = new Gauge({
  name: 'cinevia_outbox_backlog_events',
  help: 'Events written to the outbox and not yet published (this process: its own writes and abandoned ones it found)',
  registers: [],
  collect() {
    this.set([...backlogs].reduce((sum, read) => sum + read().events, 0));
  },
});

const outboxOldest = new Gauge({
  name: 'cinevia_outbox_oldest_pending_seconds',
  help: 'Age of the oldest event in the outbox not yet published; 0 when there is none',
  registers: [],
  collect() {
    const oldest = Math.min(...[...backlogs].map((read) => read().oldestAt ?? Infinity));
    this.set(Number.isFinite(oldest) ? Math.max(0, (Date.now() - oldest) / 1000) : 0);
  },
});

export const eventsPublished = new Counter({
  name: 'cinevia_events_published_total',
  help: 'Events the outbox relay published to JetStream',
  labelNames: ['type'] as const,
  registers: [],
});

export const eventsConsumed = new Counter({
  name: 'cinevia_events_consumed_total',
  help: "Events a service's durable consumer handled and acknowledged",
  labelNames: ['consumer', 'type'] as const,
  registers: [],
});

export const eventsRedelivered = new Counter({
  name: 'cinevia_events_redelivered_total',
  help: 'Deliveries of an event after its first (a handler failed, or its acknowledgement was late)',
  labelNames: ['consumer', 'type'] as const,
  registers: [],
});

export const eventsDeadLettered = new Counter({
  name: 'cinevia_events_dead_lettered_total',
  help: 'Events given up on and copied to the dead-letter stream',
  labelNames: ['consumer', 'type'] as const,
  registers: [],
});

export const consumerPending = new Gauge({
  name: 'cinevia_consumer_pending_messages',
  help: "Messages in a pull's stream not yet delivered to it, as of its last delivery (its lag)",
  labelNames: ['pull'] as const,
  registers: [],
});

export const readModelPosition = new Gauge({
  name: 'cinevia_read_model_position',
  help: "The stream sequence of the last event a read model's follower handled",
  labelNames: ['read_model'] as const,
  registers: [],
});

const PIPELINE_METRICS: Metric[] = [
  outboxBacklog,
  outboxOldest,
  eventsPublished,
  eventsConsumed,
  eventsRedelivered,
  eventsDeadLettered,
  consumerPending,
  readModelPosition,
];

export function registerPipelineMetrics(registry: Registry): void {
  for (const metric of PIPELINE_METRICS) registry.registerMetric(metric);
}
