import { render, toPlainText } from '@react-email/components';
import type { Brand, MailContent } from '../domain/mail';
import { TEMPLATES } from './templates';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The mail's subject, its HTML part and its plain-text part, from one React Email template. */
export async function renderMail(content: MailContent, brand: Brand): Promise<RenderedMail> {
  // Each template takes its own kind of content; the table is indexed by that same kind.
  const template = TEMPLATES[content.kind] as {
    subject: (content: MailContent, brand: Brand) => string;
    body: (content: MailContent, brand: Brand) => Parameters<typeof render>[0];
  };
  const element = template.body(content, brand);
  const html = await render(element);
  return { subject: template.subject(content, brand), html, text: toPlainText(html) };
}
