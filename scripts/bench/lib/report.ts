import type { LoadResult } from './load';
import type { VisitResult } from './visits';

export const ms = (value: number) => `${value.toFixed(1)} ms`;

export const describeLoad = (result: LoadResult) =>
  `${result.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, ${result.errors} errors`;

/** A visit load's figures; `unit` names what one visit is (a page's visit, or a single request). */
export const describeVisits = (result: VisitResult, unit = 'visits') =>
  `${result.visitsPerSecond.toFixed(0)} ${unit}/s, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, ${result.errors} errors, the load generator held up ≤ ${ms(result.generatorStall)}`;

/** One line per figure, with its same-run baseline and whether it meets its target; a closing count. */
export function createReport(bench: string) {
  const results: boolean[] = [];
  return {
    figure(figure: string, measured: string, baseline: string, meets: boolean) {
      results.push(meets);
      console.log(`${meets ? 'meets ' : 'MISSES'}  ${figure.padEnd(44)} ${measured.padEnd(40)} baseline: ${baseline}`);
    },
    summary() {
      const met = results.filter(Boolean).length;
      console.log(`${bench}: ${met} of ${results.length} figures meet their targets`);
    },
  };
}
