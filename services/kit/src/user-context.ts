import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The gateway resolves cookies into this context and signs it for the subgraphs. Subgraphs trust
 * nothing else: a request without a valid, unexpired signature is refused.
 */
export const USER_CONTEXT_HEADER = 'x-cinevia-context';
const LIFETIME_MS = 30_000;

const userContextSchema = z.object({
  userId: z.string().nullable(),
  sessionId: z.string().nullable(),
  adminSessionId: z.string().nullable(),
  /** 'rest' marks the gateway's own REST layer, the only caller allowed to receive session ids. */
  channel: z.enum(['rest', 'graphql']),
  ip: z.string(),
  requestId: z.string(),
  expiresAt: z.number(),
});
export type UserContext = z.infer<typeof userContextSchema>;
export type UnsignedUserContext = Omit<UserContext, 'expiresAt'>;

function signature(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function signUserContext(context: UnsignedUserContext, secret: string, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ ...context, expiresAt: now + LIFETIME_MS })).toString('base64url');
  return `${payload}.${signature(payload, secret).toString('base64url')}`;
}

export function verifyUserContext(header: string | undefined, secret: string, now = Date.now()): UserContext | null {
  if (!header) return null;
  const [payload, given] = header.split('.');
  if (!payload || !given) return null;
  const expected = signature(payload, secret);
  const received = Buffer.from(given, 'base64url');
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return null;
  try {
    const parsed = userContextSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    if (!parsed.success || parsed.data.expiresAt < now) return null;
    return parsed.data;
  } catch {
    return null;
  }
}
