import pino, { type Logger } from 'pino';

export type { Logger };

/** Secrets a log line may carry by mistake (a request body, GraphQL variables, headers): removed wherever they sit. */
const SECRET_FIELDS = ['password', 'currentPassword', 'newPassword', 'token', 'cardNumber', 'cvc', 'clientSecret'];
const REDACTED = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
  ...['cookie', 'authorization', 'x-cinevia-context'].flatMap((header) => [
    `headers["${header}"]`,
    `req.headers["${header}"]`,
  ]),
];

export function createLogger(service: string, level: string = 'info'): Logger {
  return pino({
    name: service,
    level,
    redact: { paths: REDACTED, remove: true },
  });
}
