import type { RemoteGraphQLDataSource } from '@apollo/gateway';
import CircuitBreaker from 'opossum';
import type { Logger } from '@cinevia/service-kit';

/** The fetcher a RemoteGraphQLDataSource takes (@apollo/utils.fetcher's shape). */
type Fetcher = RemoteGraphQLDataSource['fetcher'];
type FetcherRequestInit = NonNullable<Parameters<Fetcher>[1]>;
type FetcherResponse = Awaited<ReturnType<Fetcher>>;

/**
 * How the gateway asks a subgraph: Node's own fetch (undici, pooled keep-alive connections), with
 * a deadline and a circuit breaker per subgraph, so one service that is down or slow costs the
 * supergraph only the fields it owns, and costs them quickly.
 *
 * - **Deadline.** Every request (sending, waiting, reading the reply) is aborted after `timeoutMs`
 *   (`AbortSignal.timeout`), and the fields it was for are null with an error.
 * - **Breaker** (opossum). When at least half of a subgraph's recent requests (at least
 *   `volumeThreshold` of them in the last `windowMs`) could not reach it or timed out, the breaker
 *   opens: for `resetMs` its requests fail at once, without a connection being tried or waited for.
 *   Then one request is let through (half-open); its success closes the breaker again.
 *
 * Only a subgraph that cannot be reached or does not answer in time counts as failing. A reply of
 * any status (a GraphQL error, a 503 while its database is away) means the service is there and
 * answers quickly, so it passes to the data source unchanged and does not count.
 *
 * opossum wraps the fetch as it is: the fetcher is a function returning a promise, which is what it
 * guards. Its own timeout is off (it would reject without cancelling the request); the deadline is
 * the abort signal's, which frees the connection too.
 */
export interface SubgraphFetchPolicy {
  /** The whole request's deadline. */
  timeoutMs: number;
  /** The window failures are counted in. */
  windowMs: number;
  /** Requests in the window before the breaker may open. */
  volumeThreshold: number;
  /** Percentage of failed requests in the window that opens the breaker. */
  errorThresholdPercentage: number;
  /** How long an open breaker refuses before it lets one request try. */
  resetMs: number;
}

export const DEFAULT_SUBGRAPH_FETCH_POLICY: SubgraphFetchPolicy = {
  timeoutMs: 5_000,
  windowMs: 10_000,
  volumeThreshold: 3,
  errorThresholdPercentage: 50,
  resetMs: 5_000,
};

/** The error a subgraph request fails with: says which service, never where it lives. */
export class SubgraphUnavailableError extends Error {
  readonly code = 'SUBGRAPH_UNAVAILABLE';
  constructor(
    readonly subgraph: string,
    readonly reason: 'unreachable' | 'timeout' | 'circuit-open',
    options?: { cause?: unknown },
  ) {
    super(
      reason === 'timeout'
        ? `The ${subgraph} service did not answer in time`
        : `The ${subgraph} service is unavailable right now`,
      options,
    );
    this.name = 'SubgraphUnavailableError';
  }
}

/** A fetcher for one subgraph, with the deadline and its own breaker. */
export function subgraphFetcher(
  subgraph: string,
  logger: Logger,
  policy: SubgraphFetchPolicy = DEFAULT_SUBGRAPH_FETCH_POLICY,
): Fetcher & { breaker: CircuitBreaker } {
  const attempt = async (url: string, init: FetcherRequestInit = {}): Promise<FetcherResponse> => {
    const deadline = AbortSignal.timeout(policy.timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal as AbortSignal, deadline]) : deadline;
    try {
      const response = await fetch(url, { ...init, signal });
      // Read the body within the deadline too: a service that answers headers and then stalls is
      // as slow as one that never answers. The reply is handed on already read.
      const body = await response.arrayBuffer();
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      }) as FetcherResponse;
    } catch (error) {
      throw new SubgraphUnavailableError(subgraph, deadline.aborted ? 'timeout' : 'unreachable', { cause: error });
    }
  };
  const breaker = new CircuitBreaker(attempt, {
    name: subgraph,
    timeout: false,
    rollingCountTimeout: policy.windowMs,
    volumeThreshold: policy.volumeThreshold,
    errorThresholdPercentage: policy.errorThresholdPercentage,
    resetTimeout: policy.resetMs,
  });
  breaker.on('open', () =>
    logger.warn({ subgraph, retryInMs: policy.resetMs }, 'subgraph failing: its requests fail at once for a while'),
  );
  breaker.on('halfOpen', () => logger.info({ subgraph }, 'subgraph breaker half-open: trying one request'));
  breaker.on('close', () => logger.warn({ subgraph }, 'subgraph answering again'));

  const fetcher = async (url: string, init?: FetcherRequestInit): Promise<FetcherResponse> => {
    try {
      return await breaker.fire(url, init);
    } catch (error) {
      if (error instanceof SubgraphUnavailableError) throw error;
      // opossum's own refusal while open (EOPENBREAKER), or a half-open breaker already trying.
      throw new SubgraphUnavailableError(subgraph, 'circuit-open', { cause: error });
    }
  };
  return Object.assign(fetcher, { breaker });
}

/**
 * One fetcher per subgraph, looked up by the URL the gateway builds its data source for (each
 * subgraph has its own URL). `shutdown` stops the breakers' counting timers.
 */
export function subgraphFetchers(
  subgraphs: { name: string; url: string }[],
  logger: Logger,
  policy: SubgraphFetchPolicy = DEFAULT_SUBGRAPH_FETCH_POLICY,
): { for(url: string | undefined): Fetcher; shutdown(): void } {
  const byUrl = new Map(subgraphs.map(({ name, url }) => [url, subgraphFetcher(name, logger, policy)]));
  return {
    for(url) {
      const fetcher = url === undefined ? undefined : byUrl.get(url);
      if (!fetcher) throw new Error(`no subgraph is composed from ${String(url)}`);
      return fetcher;
    },
    shutdown() {
      for (const fetcher of byUrl.values()) fetcher.breaker.shutdown();
    },
  };
}
