import { brandDefaults } from '@cinevia/proto';
import { linkSecretEnv, serviceEnv } from '@cinevia/service-kit';
import { z } from 'zod';

const address = (protocols: string[]) =>
  z.string().refine((value) => protocols.some((protocol) => value.startsWith(`${protocol}://`)), {
    message: `must be a ${protocols.join(' or ')} URL`,
  });

export const notificationsEnv = serviceEnv.extend({
  ...linkSecretEnv,
  MONGO_DB: z.string().default('cinevia-notifications'),
  /** Where mail leaves: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
  SMTP_URL: address(['smtp', 'smtps']),
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
});
export type NotificationsConfig = z.infer<typeof notificationsEnv>;
