import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(service: string, level: string = 'info'): Logger {
  return pino({
    name: service,
    level,
    redact: { paths: ['password', '*.password', 'req.headers.cookie', 'headers.cookie'], remove: true },
  });
}
