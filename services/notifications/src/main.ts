// First: tracing (when on) must wrap the libraries before anything loads them.
import '@cinevia/service-kit/tracing';
import { brandDefaults } from '@cinevia/proto';
import { bootService, createHttpApp, listen, runService } from '@cinevia/service-kit';
import { Counter, Gauge } from 'prom-client';
import { createMailer } from './adapters/smtp';
import { notificationsEnv } from './config';
import { createDeadLetters } from './dead-letters';
import { subscriptions } from './events';
import { createNotifier } from './notifications';
import { createRecords } from './store/records';

/** The consumers' durable name, shared by every replica; dead letters wait on `dlq.notifications`. */
const DURABLE = 'notifications';

runService('notifications', async () => {
  const { config, logger, shutdown, mongo, nats, readiness, consume } = await bootService(
    'notifications',
    notificationsEnv,
  );
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  shutdown.add('mailer', async () => mailer.close());

  let mailsSent: Counter<'kind'> | undefined;
  const notifier = createNotifier({
    records: createRecords(mongo),
    mailer,
    brand: {
      productName: brandDefaults.productName,
      companyName: config.COMPANY_NAME,
      supportPhone: config.SUPPORT_PHONE,
      publicUrl: config.PUBLIC_URL,
    },
    linkSecret: config.LINK_SECRET,
    onSent: (kind) => mailsSent?.inc({ kind }),
  });
  const table = subscriptions(notifier);
  const deadLetters = createDeadLetters({ nc: nats, durable: DURABLE, subscriptions: table, logger });

  // No GraphQL subgraph: nothing here is for a page to ask. Health, readiness, metrics and the
  // operators' replay of dead letters are on this internal port.
  const app = createHttpApp({
    service: 'notifications',
    logger,
    readiness,
    addMetrics: (registry) => {
      mailsSent = new Counter({
        name: 'cinevia_mails_sent_total',
        help: 'Mails the SMTP server accepted, by kind',
        labelNames: ['kind'] as const,
        registers: [registry],
      });
      new Gauge({
        name: 'cinevia_mail_dead_letters',
        help: 'Mails whose retries ran out, waiting to be replayed (npm run mail:replay)',
        registers: [registry],
        async collect() {
          this.set(await deadLetters.waiting());
        },
      });
    },
  });
  app.post('/dead-letters/replay', async (_req, res) => {
    res.json(await deadLetters.replay());
  });
  const server = await listen(app, config.HOST, config.PORT);
  shutdown.add('http', () => server.close());

  await consume(table, {
    backoffMs: config.MAIL_RETRY_DELAYS_MS,
    maxAttempts: config.MAIL_RETRY_DELAYS_MS.length + 1,
  });
  logger.info({ smtp: new URL(config.SMTP_URL).host }, 'notifications started');
  if (config.NODE_ENV === 'production' && config.mailCatcher) {
    logger.error('MAIL_CATCHER=true: every mail goes to a mail catcher, none to a member (a demo only)');
  }
});
