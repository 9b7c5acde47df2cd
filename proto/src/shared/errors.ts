/**
 * Error codes shared by subgraphs (GraphQL `extensions.code`) and the gateway's REST layer,
 * which turns each into its HTTP status.
 */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  /** A store the service needs is unreachable for now (the database restarting): try again shortly. */
  UNAVAILABLE: 503,
  /** A service did not answer in time. */
  TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && code in ERROR_STATUS;
}

/** Thrown by pure domain code when a rule forbids a change; resolvers turn it into a coded error. */
export class DomainError extends Error {
  override name = 'DomainError';
  constructor(
    message: string,
    readonly code: ErrorCode = 'BAD_USER_INPUT',
  ) {
    super(message);
  }
}
