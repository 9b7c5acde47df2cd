import type CircuitBreaker from 'opossum';
import { Gauge, Histogram, type Registry } from 'prom-client';

/** How a call to a subgraph ended: answered (any status), or why not. */
export type SubgraphCallOutcome = 'answered' | 'unreachable' | 'timeout' | 'circuit-open';

export const subgraphCallDuration = new Histogram({
  name: 'cinevia_subgraph_request_duration_seconds',
  help: "The gateway's calls to a subgraph, by how they ended",
  labelNames: ['subgraph', 'outcome'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [],
});

const breakers = new Map<string, CircuitBreaker>();

/** A subgraph's breaker, read at each scrape; the returned function stops reading it. */
export function reportBreaker(subgraph: string, breaker: CircuitBreaker): () => void {
  breakers.set(subgraph, breaker);
  return () => breakers.delete(subgraph);
}

const breakerState = new Gauge({
  name: 'cinevia_subgraph_breaker_state',
  help: "A subgraph's circuit breaker: 0 closed (calls pass), 1 half-open (one call tries), 2 open (calls refused at once)",
  labelNames: ['subgraph'] as const,
  registers: [],
  collect() {
    for (const [subgraph, breaker] of breakers) {
      this.set({ subgraph }, breaker.opened ? 2 : breaker.halfOpen ? 1 : 0);
    }
  },
});

export function registerSubgraphMetrics(registry: Registry): void {
  registry.registerMetric(subgraphCallDuration);
  registry.registerMetric(breakerState);
}
