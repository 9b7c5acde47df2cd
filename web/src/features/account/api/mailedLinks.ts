import type { ChangeEmailBody, EmailStatus } from '@cinevia/proto';
import { apiRequest, serverMessage } from '@cinevia/ui';

/**
 * The calls behind what members do by mail: ask for a reset link, set a new password from one,
 * confirm an address, ask to move to another. Each answers with the server's words, which the
 * pages show as they are; a failure keeps its error, for its reference.
 */
export type Answer = { ok: true; message?: string } | { ok: false; message: string; status?: number; error?: unknown };

const FALLBACK = 'Something went wrong on our side. Please try again.';

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer & { data?: unknown }> {
  try {
    const response = await apiRequest(method, path, body);
    const data: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
    const message = (data as { message?: unknown } | undefined)?.message;
    return { ok: true, message: typeof message === 'string' ? message : undefined, data };
  } catch (error) {
    const status = Number((error instanceof Error ? error.message : '').slice(0, 3)) || undefined;
    return { ok: false, message: serverMessage(error) ?? FALLBACK, status, error };
  }
}

export const requestPasswordReset = (email: string) => call('POST', '/api/auth/forgot-password', { email });
export const resetPassword = (token: string, password: string) =>
  call('POST', '/api/auth/reset-password', { token, password });
export const verifyEmail = (token: string) => call('POST', '/api/account/verify-email', { token });
export const confirmEmailChange = (token: string) => call('POST', '/api/account/email/confirm', { token });
export const resendVerification = () => call('POST', '/api/account/verification');
export const changeEmail = (body: ChangeEmailBody) => call('POST', '/api/account/email', body);

export async function fetchEmailStatus(): Promise<EmailStatus | null> {
  const answer = await call('GET', '/api/account/email');
  return answer.ok ? (answer.data as EmailStatus) : null;
}

/** A link's token as the server issues them (32 bytes, base64url): anything else is a mangled link. */
export const isLinkToken = (token: string | null): token is string => /^[A-Za-z0-9_-]{43}$/.test(token ?? '');
