import nodemailer from 'nodemailer';
import type { RenderedMail } from '../mail/render';

/** Mail out over SMTP (`SMTP_URL`). A server that is away fails a send within seconds, so it is retried later. */
export function createMailer(options: { smtpUrl: string; from: string }) {
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    /** Sends one mail; `messageId` makes a repeated send of the same mail recognisable to its reader. */
    async send(mail: RenderedMail & { to: string; messageId: string }): Promise<void> {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
      });
    },
    close: () => transport.close(),
  };
}
export type Mailer = ReturnType<typeof createMailer>;
