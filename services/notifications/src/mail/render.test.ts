import type { Brand, MailContent } from '../domain/mail';
import { renderMail } from './render';
import { TEMPLATES } from './templates';

const brand: Brand = {
  productName: 'Cinevia',
  companyName: 'Example Pictures, Inc.',
  supportPhone: '1-800-555-0199',
  publicUrl: 'https://cinevia.example',
};

const aLink = (page: string, token: string) => ({
  url: `https://cinevia.example/${page}?token=${token}`,
  expiresAt: 'soon',
});

const SAMPLES: MailContent[] = [
  { kind: 'welcome', firstName: 'Ann', link: aLink('verify-email', 't1') },
  { kind: 'verify-email', firstName: 'Ann', link: aLink('verify-email', 't2') },
  { kind: 'reset-password', firstName: 'Ann', link: aLink('reset-password', 't3') },
  { kind: 'confirm-new-email', firstName: 'Ann', newEmail: 'new@example.com', link: aLink('confirm-email', 't4') },
  { kind: 'email-changed', firstName: 'Ann', newEmail: 'new@example.com' },
  { kind: 'password-changed', firstName: 'Ann', how: 'reset' },
  {
    kind: 'new-device',
    firstName: 'Ann',
    device: 'Safari on iOS',
    network: '198.51.100.0/24',
    signedInAt: 'November 28, 2026 at 10:34 PM UTC',
  },
  {
    kind: 'receipt',
    firstName: 'Ann',
    amount: '$25.00',
    paidOn: 'November 24, 2026',
    item: 'Cinevia Premium, one month',
    detail: 'Cinevia Premium (monthly)',
    paymentId: 'pi_123',
  },
  { kind: 'subscription-cancelled', firstName: 'Ann', accessEnds: 'December 24, 2026' },
  { kind: 'subscription-ended', firstName: 'Ann' },
  { kind: 'film-request-received', firstName: 'Ann', title: 'The Keeper' },
  { kind: 'film-request-status', firstName: 'Ann', title: 'The Keeper', status: 'in production' },
  {
    kind: 'film-delivered',
    firstName: 'Ann',
    title: 'The Keeper',
    watchUrl: 'https://cinevia.example/watch/f1',
    again: false,
  },
];

describe('renderMail', () => {
  it('has a sample of every kind of mail', () => {
    expect(SAMPLES.map((sample) => sample.kind).sort()).toEqual(Object.keys(TEMPLATES).sort());
  });

  it.each(SAMPLES)('$kind: an HTML part and a plain-text part, with the brand, company and phone', async (content) => {
    const mail = await renderMail(content, brand);
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Example Pictures, Inc.');
      expect(part).toContain('1-800-555-0199');
      expect(part).toContain('Ann');
    }
    expect(mail.text).not.toContain('<');
  });

  it('carries the link in both parts', async () => {
    const mail = await renderMail(SAMPLES[2]!, brand);
    expect(mail.subject).toBe('Reset your Cinevia password');
    expect(mail.html).toContain('href="https://cinevia.example/reset-password?token=t3"');
    expect(mail.text).toContain('https://cinevia.example/reset-password?token=t3');
  });

  it('escapes what members wrote', async () => {
    const title = '<script>alert(1)</script> & "friends"';
    const mail = await renderMail({ kind: 'film-request-received', firstName: '<b>Ann</b>', title }, brand);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Ann</b>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.subject).toBe(`We received your film request: ${title}`);
  });
});
