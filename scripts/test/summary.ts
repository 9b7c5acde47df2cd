import { existsSync, readFileSync } from 'node:fs';

/**
 * Prints the closing line CI reads, "N passed, N failed", from jest's and Playwright's JSON reports,
 * and exits non-zero when anything failed or a runner could not report (a crash counts as a failure).
 */
interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numRuntimeErrorTestSuites: number;
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors: unknown[];
}

function read<T>(path: string | undefined): T | undefined {
  return path && existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
}

const [jestPath, e2ePath, jestStatus = '0', webBuildStatus = '0'] = process.argv.slice(2);
const jest = read<JestReport>(jestPath);
const e2e = read<PlaywrightReport>(e2ePath);

let passed = 0;
let failed = 0;
let skipped = 0;
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
  skipped += jest.numPendingTests;
}
if (jestStatus !== '0' && (!jest || jest.numFailedTests + jest.numRuntimeErrorTestSuites === 0)) failed += 1;
if (webBuildStatus !== '0') failed += 1;
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected + e2e.errors.length;
  skipped += e2e.stats.skipped;
} else if (webBuildStatus === '0') {
  failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
