import { GraphQLError } from 'graphql';
import type { ErrorCode } from '@cinevia/proto';

/** An error meant for the caller: its message is shown, its code becomes the HTTP status at the gateway. */
export function appError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

/** Thrown by pure domain code when a rule forbids a change; resolvers turn it into an appError. */
export class DomainError extends Error {
  override name = 'DomainError';
  constructor(
    message: string,
    readonly code: ErrorCode = 'BAD_USER_INPUT',
  ) {
    super(message);
  }
}
