import { Counter } from 'prom-client';
import type { Logger } from './logger';

/**
 * What a security review wants to find afterwards (OWASP ASVS V7.1/V7.2): each a structured log line
 * `{ security: <event>, requestId, … }` (never a password, token or code) and a count by event on
 * the process's `/metrics` (`cinevia_security_events_total{event}`), so an alert can watch a rise.
 */
export const SECURITY_EVENTS = [
  'sign-in-refused',
  'admin-sign-in-refused',
  'rate-limited',
  'password-reset-requested',
  'password-reset-used',
  'email-change-requested',
  'email-changed',
  'profile-guess-refused',
  'sessions-ended',
  'admin-sessions-ended',
  'signed-out',
] as const;
export type SecurityEvent = (typeof SECURITY_EVENTS)[number];

export const securityEventsTotal = new Counter({
  name: 'cinevia_security_events_total',
  help: 'Security events by kind: refused sign-ins and guesses, limit refusals, resets, email changes, sessions ended',
  labelNames: ['event'] as const,
  registers: [],
});
// Every kind shows from the start, at zero, so a rate over it is defined before the first one.
for (const event of SECURITY_EVENTS) securityEventsTotal.inc({ event }, 0);

/** Logs one security event on the request's logger (which carries its id) and counts it. */
export function securityEvent(
  logger: Logger,
  event: SecurityEvent,
  fields: Record<string, string | number | boolean | null> = {},
): void {
  securityEventsTotal.inc({ event });
  logger.warn({ ...fields, security: event }, `security event: ${event}`);
}
