import { notificationsEnv } from './config';

const env = (own: Record<string, string>) => ({
  PORT: '4000',
  MONGO_URL: 'mongodb://mongo:27017',
  NATS_URL: 'nats://nats:4222',
  USER_CONTEXT_KEY: 'c'.repeat(32),
  LINK_SECRET: 'l'.repeat(32),
  PUBLIC_URL: 'https://cinevia.example.com',
  ...own,
});
const problem = (own: Record<string, string>) =>
  notificationsEnv.safeParse(env(own)).error?.issues.find((issue) => issue.path[0] === 'SMTP_URL')?.message;

describe('where notifications sends mail', () => {
  it('must be said, in production and out of it', () => {
    expect(problem({})).toMatch(/^SMTP_URL is required/);
    expect(problem({ NODE_ENV: 'production', SMTP_URL: '' })).toMatch(/^SMTP_URL is required/);
  });

  it("is a provider's account in production, never a mail catcher, unless a demo says MAIL_CATCHER=true", () => {
    expect(problem({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:1025' })).toMatch(/names no account/);
    expect(problem({ NODE_ENV: 'production', SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465' })).toBeUndefined();
    const demo = notificationsEnv.parse(
      env({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:1025', MAIL_CATCHER: 'true' }),
    );
    expect(demo.mailCatcher).toBe(true);
    expect(problem({ NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:1025' })).toBeUndefined();
  });
});
