import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { registerPipelineMetrics } from './pipeline-metrics';
import { securityEventsTotal } from './security-events';

export function createMetrics(service: string) {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  // The event-loop lag histogram samples every 10 ms by default, waking an idle process 100 times a
  // second; once a second is plenty for a lag metric and keeps an idle stack idle.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 1_000 });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  registerPipelineMetrics(registry);
  registry.registerMetric(securityEventsTotal);
  return { registry, requestDuration };
}
export type Metrics = ReturnType<typeof createMetrics>;
