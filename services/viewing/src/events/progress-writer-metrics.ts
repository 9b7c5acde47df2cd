import { Counter, Gauge, type Registry } from 'prom-client';

/**
 * The progress writer's metrics on viewing's `/metrics`: registered with the subgraph's server
 * before the writer starts (it starts after the subgraph answers), and told of it once it runs.
 */
export function createProgressWriterMetrics() {
  let backlog = () => 0;
  const backlogGauge = new Gauge({
    name: 'cinevia_progress_writer_backlog_saves',
    help: 'Progress saves not yet stored by the writer (on the replica holding its lease; 0 on the others)',
    registers: [],
    collect() {
      this.set(backlog());
    },
  });
  const membersWritten = new Counter({
    name: 'cinevia_progress_members_written_total',
    help: 'Members whose progress the writer stored: one write each, however many saves they made',
    registers: [],
  });
  return {
    register(registry: Registry): void {
      registry.registerMetric(membersWritten);
      registry.registerMetric(backlogGauge);
    },
    /** How many members a write stored. */
    written: (members: number) => membersWritten.inc(members),
    /** The running writer, whose backlog the gauge reads. */
    follow(writer: { backlog(): number }): void {
      backlog = writer.backlog;
    },
  };
}
