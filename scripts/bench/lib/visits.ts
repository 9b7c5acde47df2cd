import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { Pool, type Dispatcher } from 'undici';

/** One request of a page's visit, as the browser sent it (headers without cookie and address). */
export interface VisitRequest {
  method: Dispatcher.HttpMethod;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The status the page got when it was captured: any other counts as an error. */
  status: number;
}

/** What one visit load measured: a visit's time runs from when it was due to its last answer. */
export interface VisitResult {
  visitsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /**
   * The longest the load generator's own event loop was held up (ms): a visit due meanwhile is sent
   * late and its wait counted, so a tail near this is the generator's, not the stack's.
   */
  generatorStall: number;
}

export interface VisitLoadOptions {
  url: string;
  /** The visits to make, taken in turn (each already carrying its member's cookie and address). */
  visits: VisitRequest[][];
  seconds: number;
  /** Visits a second offered, each due at its time whatever the others do; unset: as fast as they end. */
  rate?: number;
  /** Visits under way at once when no rate is set. */
  concurrency?: number;
  /** Ends the load before `seconds` once it says so (asked every 50 ms). */
  stopWhen?: () => boolean;
  /** The same load for this long first, unmeasured: the stack (and the generator) past their first calls. */
  warmUpSeconds?: number;
}

/** What a visit load's thread is given: the options that cross to it, and how it is told to stop. */
export type VisitThreadOptions = Omit<VisitLoadOptions, 'stopWhen'>;
const STOP_CHECK_MS = 50;
/** How often the generator's thread looks at its own clock: each look late by more is a stall. */
const STALL_RESOLUTION_MS = 10;

const CONNECTIONS = 64;
export const percentile = (sorted: number[], share: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

/**
 * Replays whole visits: every request of a visit sent at once, as the browser sends a page's, and
 * the visit done when its last answer has come. Timed from when each visit was due, so a stack that
 * falls behind an offered rate shows it in the percentiles (no coordinated omission). It runs on a
 * thread of its own, as an audience's browsers run apart from whoever measures them: on the bench's
 * own thread each of its young-generation collections (16-58 ms, the bench holding 200 MB) held every
 * visit due meanwhile, and counted that wait as the stack's.
 */
export async function visitLoad(options: VisitLoadOptions): Promise<VisitResult> {
  const { stopWhen, ...crossing } = options;
  const worker = new Worker(join(__dirname, 'visit-thread.ts'), { workerData: crossing satisfies VisitThreadOptions });
  const watching = stopWhen && setInterval(() => stopWhen() && worker.postMessage('stop'), STOP_CHECK_MS);
  try {
    return await new Promise<VisitResult>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the visit load's thread ended (${code}) with no result`)));
    });
  } finally {
    if (watching) clearInterval(watching);
    await worker.terminate();
  }
}

/** The visit load itself, on the thread it runs in (visit-thread.ts). */
export async function runVisits(options: VisitLoadOptions): Promise<VisitResult> {
  const pool = new Pool(options.url, { connections: CONNECTIONS, pipelining: 1 });
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const visit = async (due: number) => {
    const requests = options.visits[next++ % options.visits.length]!;
    await Promise.all(
      requests.map(async ({ method, path, headers, body, status }) => {
        try {
          const answer = await pool.request({ method, path, headers, body });
          await answer.body.dump();
          if (answer.statusCode !== status) errors += 1;
        } catch {
          errors += 1;
        }
      }),
    );
    times.push(performance.now() - due);
  };

  const stalls = monitorEventLoopDelay({ resolution: STALL_RESOLUTION_MS });
  stalls.enable();
  const started = performance.now();
  const end = started + options.seconds * 1_000;
  const stopped = options.stopWhen ?? (() => false);
  if (options.rate) {
    const interval = 1_000 / options.rate;
    const underWay: Promise<void>[] = [];
    for (let index = 0; started + index * interval < end && !stopped(); index += 1) {
      const due = started + index * interval;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((wake) => setTimeout(wake, wait));
      underWay.push(visit(due));
    }
    await Promise.all(underWay);
  } else {
    await Promise.all(
      Array.from({ length: options.concurrency ?? 10 }, async () => {
        while (performance.now() < end && !stopped()) await visit(performance.now());
      }),
    );
  }
  const elapsed = (performance.now() - started) / 1_000;
  stalls.disable();
  await pool.close();
  times.sort((a, b) => a - b);
  return {
    visitsPerSecond: times.length / elapsed,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    errors,
    // Node records each interval between looks whole: the stall is what came beyond the resolution.
    generatorStall: Math.max(0, stalls.max / 1e6 - STALL_RESOLUTION_MS),
  };
}

/** One captured answer: its status, its headers that shape the bytes, and the bytes as sent. */
export interface RecordedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export const requestKey = (method: string, path: string, body = '') => `${method} ${path} ${body}`;

/**
 * The answers of `visits` as the stack sends them (compressed as it compresses them), asked once
 * with the member's cookie and address: what a bare server sends back in the baseline.
 */
export async function recordAnswers(url: string, visits: VisitRequest[][]): Promise<Map<string, RecordedAnswer>> {
  const pool = new Pool(url, { connections: 4 });
  const answers = new Map<string, RecordedAnswer>();
  try {
    for (const { method, path, headers, body } of visits.flat()) {
      const answer = await pool.request({ method, path, headers, body });
      const kept = ['content-type', 'content-encoding', 'cache-control', 'vary'].flatMap((name) => {
        const value = answer.headers[name];
        return typeof value === 'string' ? [[name, value] as const] : [];
      });
      answers.set(requestKey(method, path, body), {
        status: answer.statusCode,
        headers: Object.fromEntries(kept),
        body: Buffer.from(await answer.body.arrayBuffer()),
      });
    }
  } finally {
    await pool.close();
  }
  return answers;
}

/** A bare Node server sending each request the recorded answer for it (the baseline of a visit). */
export async function bareVisitServer(
  answers: Map<string, RecordedAnswer>,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = chunks.length > 0 ? Buffer.concat(chunks).toString() : '';
      // The member's cookie and address play no part in which answer a request gets.
      const answer = answers.get(requestKey(request.method ?? 'GET', request.url ?? '/', body));
      if (!answer) return void response.writeHead(404).end();
      response.writeHead(answer.status, answer.headers).end(answer.body);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
