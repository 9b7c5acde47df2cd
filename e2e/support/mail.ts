import type { Page } from '@playwright/test';

/**
 * The stack's mail, read from MailDev's REST API (global-setup starts MailDev and names its address
 * in CINEVIA_MAIL_URL), as a member reads their inbox.
 */
interface InboxMail {
  id: string;
  to: { address: string }[];
  subject: string;
  html?: string;
  text?: string;
}

const inbox = () => {
  const url = process.env.CINEVIA_MAIL_URL;
  if (!url) throw new Error('CINEVIA_MAIL_URL is not set: the journeys start MailDev in global-setup');
  return url;
};

/** The newest mail to `address` whose subject matches, waiting for it up to `timeoutMs`. */
export async function latestMailTo(address: string, subject: RegExp, timeoutMs = 15_000): Promise<InboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await (await fetch(`${inbox()}/api/email`)).json()) as InboxMail[];
    const found = mails
      .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address) && subject.test(mail.subject))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The link to `path` a mail carries (from its plain-text part). */
export function linkIn(mail: InboxMail, path: string): string {
  const link = new RegExp(`https?://[^\\s"]+${path}\\?token=[A-Za-z0-9_-]{43}`).exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`no ${path} link in "${mail.subject}"`);
  return link;
}

/**
 * Shows a mail's HTML part in the page, as a mail reader would (MailDev's own HTML view drops the
 * part's charset, so its text is decoded as Latin-1 there).
 */
export async function showMail(page: Page, mail: InboxMail): Promise<void> {
  await page.setContent(mail.html ?? '');
}
