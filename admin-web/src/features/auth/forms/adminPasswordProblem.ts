import { adminAuthBody } from '@cinevia/proto';

/** What the shared schema says of a password it refuses (the server's own words), or undefined. */
export const adminPasswordProblem = (password: string): string | undefined =>
  adminAuthBody.safeParse({ password }).error?.issues[0]?.message;
