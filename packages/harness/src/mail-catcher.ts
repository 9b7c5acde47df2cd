import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './local/processes';

/** A mail as its reader gets it. */
export interface CaughtMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Every mail taken so far, oldest first. */
  received(): CaughtMail[];
  /**
   * The first mail matching `match` that no earlier call returned, waiting for it up to
   * `timeoutMs`; fails after that with what did arrive.
   */
  waitForMail(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /** Stops taking mail (connections are refused) until `start`, on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

const addresses = (field: { value: { address?: string }[] } | { value: { address?: string }[] }[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((entry) => entry.value)
    .flatMap((entry) => (entry.address ? [entry.address.toLowerCase()] : []));

/** A real SMTP server on loopback (smtp-server), keeping what it is sent in memory, for tests. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const port = await freePort();
  const mails: CaughtMail[] = [];
  const taken = new Set<CaughtMail>();
  let server: SMTPServer | null = null;

  async function start(): Promise<void> {
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            mails.push({
              to: addresses(parsed.to),
              from: addresses(parsed.from)[0] ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    server = next;
  }

  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => [...mails],
    async waitForMail(match, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((mail) => !taken.has(mail) && match(mail));
        if (found) {
          taken.add(found);
          return found;
        }
        if (Date.now() >= deadline) {
          const seen = mails.map((mail) => `${mail.to.join(',')}: ${mail.subject}`).join('\n  ');
          throw new Error(`no such mail within ${timeoutMs} ms; received:\n  ${seen || '(none)'}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      const running = server;
      server = null;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    start,
  };
}
