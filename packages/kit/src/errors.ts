import { GraphQLError } from 'graphql';
import type { ErrorCode } from '@cinevia/proto';

/** An error meant for the caller: its message is shown, its code becomes the HTTP status at the gateway. */
export function appError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}
