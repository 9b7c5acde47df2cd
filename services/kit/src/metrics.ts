import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export function createMetrics(service: string) {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  return { registry, requestDuration };
}
export type Metrics = ReturnType<typeof createMetrics>;
