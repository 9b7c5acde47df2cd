import { brandDefaults, databaseOf } from '@cinevia/proto';
import { linkSecretEnv, serviceEnv } from '@cinevia/service-kit';
import { z } from 'zod';

const address = (protocols: string[]) =>
  z.string().refine((value) => protocols.some((protocol) => value.startsWith(`${protocol}://`)), {
    message: `must be a ${protocols.join(' or ')} URL`,
  });

/**
 * Notifications' configuration. Where mail leaves (SMTP_URL) must name a provider's account in
 * production (user and password in the URL): a mail catcher such as MailDev takes any mail without
 * one, and members' reset links and receipts would never reach them. A demo says so with
 * MAIL_CATCHER=true, which every start logs.
 */
export const notificationsEnv = serviceEnv
  .extend({
    ...linkSecretEnv,
    MONGO_DB: z.string().default(databaseOf('notifications')),
    /** Where mail leaves: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
    SMTP_URL: z.preprocess((value) => (value === '' ? undefined : value), address(['smtp', 'smtps']).optional()),
    /** A demo's mail catcher stands in for a provider (docker-compose.yml's `demo` profile). */
    MAIL_CATCHER: z.enum(['true', 'false']).default('false'),
    MAIL_FROM: z.string().min(3).default('Cinevia <no-reply@cinevia.example>'),
    /** The site's address as members reach it: every link in a mail starts with it. */
    PUBLIC_URL: address(['http', 'https']).transform((url) => url.replace(/\/+$/, '')),
    COMPANY_NAME: z.string().min(1).default(brandDefaults.companyName),
    SUPPORT_PHONE: z.string().min(1).default(brandDefaults.supportPhone),
    /**
     * Waits between tries of a mail the server did not take (the last repeats no further): after
     * them all, the mail is a dead letter. The default keeps trying for about half an hour.
     */
    MAIL_RETRY_DELAYS_MS: z
      .string()
      .default('1000,5000,15000,30000,60000,120000,300000,600000,900000')
      .transform((list) => list.split(',').map((delay) => Number(delay.trim())))
      .refine(
        (delays) => delays.every((delay) => Number.isInteger(delay) && delay > 0),
        'must be whole milliseconds, comma-separated',
      ),
  })
  .transform(({ SMTP_URL, MAIL_CATCHER, ...rest }, context) => {
    const refuse = (message: string) => {
      context.addIssue({ code: 'custom', path: ['SMTP_URL'], message });
      return z.NEVER;
    };
    if (!SMTP_URL)
      return refuse('SMTP_URL is required: where mail leaves (smtps://user:password@smtp.example.com:465)');
    const catcher = MAIL_CATCHER === 'true';
    if (rest.NODE_ENV === 'production' && !catcher && !new URL(SMTP_URL).username) {
      return refuse(
        "SMTP_URL names no account, as a mail catcher's would: in production give your provider's (smtps://user:password@host:465), or MAIL_CATCHER=true for a demo",
      );
    }
    return { ...rest, SMTP_URL, mailCatcher: catcher };
  });
export type NotificationsConfig = z.infer<typeof notificationsEnv>;
