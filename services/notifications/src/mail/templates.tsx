/** @jsxRuntime automatic */
// (Services run under tsx and jest with no tsconfig of their own: the pragma picks React's JSX runtime.)
import { Button, Section, Text } from '@react-email/components';
import type { ReactElement } from 'react';
import type { Brand, MailContent, MailKind, MailLink } from '../domain/mail';
import { Layout, styles } from './Layout';

type ContentOf<Kind extends MailKind> = Extract<MailContent, { kind: Kind }>;

interface Template<Kind extends MailKind> {
  subject: (content: ContentOf<Kind>, brand: Brand) => string;
  body: (content: ContentOf<Kind>, brand: Brand) => ReactElement;
}

const Hello = ({ firstName }: { firstName: string }) => <Text style={styles.text}>Hi {firstName || 'there'},</Text>;

function LinkButton({ link, label }: { link: MailLink; label: string }) {
  return (
    <>
      <Section style={{ margin: '8px 0 24px' }}>
        <Button href={link.url} style={styles.button}>
          {label}
        </Button>
      </Section>
      <Text style={styles.muted}>
        This link works until {link.expiresAt}. If the button does not work, copy this address:
      </Text>
      <Text style={{ ...styles.muted, wordBreak: 'break-all' }}>{link.url}</Text>
    </>
  );
}

const NotYou = ({ brand }: { brand: Brand }) => (
  <Text style={styles.muted}>
    If this wasn't you, reset your password at {brand.publicUrl}/forgot-password and call us at {brand.supportPhone}.
  </Text>
);

/** Every mail Cinevia sends: its subject and its body, by kind. */
export const TEMPLATES: { [Kind in MailKind]: Template<Kind> } = {
  welcome: {
    subject: (_, brand) => `Welcome to ${brand.productName}`,
    body: (content, brand) => (
      <Layout
        brand={brand}
        preview={`Welcome to ${brand.productName}: confirm your email`}
        heading={`Welcome to ${brand.productName}`}
      >
        <Hello firstName={content.firstName} />
        <Text style={styles.text}>
          Your account is ready. Original AI-made films and series are waiting for you, and you can commission a film of
          your own.
        </Text>
        <Text style={styles.text}>Please confirm that this is your email address:</Text>
        <LinkButton link={content.link} label="Confirm my email" />
      </Layout>
    ),
  },
  'verify-email': {
    subject: () => 'Confirm your email address',
    body: (content, brand) => (
      <Layout brand={brand} preview="Confirm your email address" heading="Confirm your email address">
        <Hello firstName={content.firstName} />
        <Text style={styles.text}>Open this link to confirm that this is your {brand.productName} email address.</Text>
        <LinkButton link={content.link} label="Confirm my email" />
      </Layout>
    ),
  },
  'reset-password': {
    subject: (_, brand) => `Reset your ${brand.productName} password`,
    body: (content, brand) => (
      <Layout brand={brand} preview="A link to choose a new password" heading="Reset your password">
        <Hello firstName={content.firstName} />
        <Text style={styles.text}>
          We received a request to reset your password. The link works once, for 30 minutes.
        </Text>
        <LinkButton link={content.link} label="Choose a new password" />
        <Text style={styles.muted}>If you didn't ask for this, ignore this email: your password stays as it is.</Text>
      </Layout>
    ),
  },
  'confirm-new-email': {
    subject: () => 'Confirm your new email address',
    body: (content, brand) => (
      <Layout brand={brand} preview="Confirm your new email address" heading="Confirm your new email address">
        <Hello firstName={content.firstName} />
        <Text style={styles.text}>
          You asked to use {content.newEmail} for your {brand.productName} account. Open this link to confirm it; until
          then your account keeps its current address.
        </Text>
        <LinkButton link={content.link} label="Confirm new email" />
        <Text style={styles.muted}>If you didn't ask for this, ignore this email.</Text>
      </Layout>
    ),
  },
  'email-changed': {
    subject: (_, brand) => `Your ${brand.productName} email was changed`,
    body: (content, brand) => (
      <Layout brand={brand} preview="Your email address was changed" heading="Your email address was changed">
        <Hello firstName={content.firstName} />
        <Text style={styles.text}>
          Your {brand.productName} account now uses {content.newEmail}. We will write to that address from now on.
        </Text>
        <NotYou brand={brand} />
      </Layout>
    ),
  },
  'password-changed': {
    subject: (_, brand) => `Your ${brand.productName} password was changed`,
    body: (content, brand) => (
      <Layout brand={brand} preview="Your password was changed" heading="Your password was changed">
        <Hello firstName={content.firstName} />
        <Text style={styles.text}>
          {content.how === 'reset'
            ? 'Your password was reset with a link we emailed you, and every device was signed out.'
            : 'Your password was changed from your profile, and your other devices were signed out.'}
        </Text>
        <NotYou brand={brand} />
      </Layout>
    ),
  },
  'new-device': {
    subject: (_, brand) => `A new sign-in to your ${brand.productName} account`,
    body: (content, brand) => (
      <Layout brand={brand} preview={`Signed in on ${content.device}`} heading="A new device signed in">
        <Hello firstName={content.firstName} />
        <Text style={styles.text}>
          Your {brand.productName} account was signed in to on {content.device}, a device it had not been used on
          before, on {content.signedInAt}, from the network {content.network}.
        </Text>
        <Text style={styles.text}>
          Your signed-in devices are listed on your profile, at {brand.publicUrl}/profile, where you can sign any of
          them out.
        </Text>
        <NotYou brand={brand} />
      </Layout>
    ),
  },
  receipt: {
    subject: (content, brand) => `Your ${brand.productName} receipt: ${content.amount}`,
    body: (content, brand) => (
      <Layout brand={brand} preview={`Receipt for ${content.amount}`} heading="Thanks for your payment">
        <Hello firstName={content.firstName} />
        <Text style={styles.text}>This is your receipt. Payments are non-refundable.</Text>
        <Section style={{ backgroundColor: '#f4f4f5', borderRadius: '6px', padding: '16px 20px', margin: '0 0 16px' }}>
          <Text style={styles.row}>
            <strong>Amount paid:</strong> {content.amount}
          </Text>
          <Text style={styles.row}>
            <strong>Date:</strong> {content.paidOn}
          </Text>
          <Text style={styles.row}>
            <strong>For:</strong> {content.item}
          </Text>
          <Text style={styles.row}>
            <strong>Description:</strong> {content.detail}
          </Text>
          <Text style={styles.row}>
            <strong>Payment ID:</strong> {content.paymentId}
          </Text>
        </Section>
        <Text style={styles.muted}>{brand.companyName}</Text>
      </Layout>
    ),
  },
  'subscription-cancelled': {
    subject: () => 'Your Premium subscription is cancelled',
    body: (content, brand) => (
      <Layout
        brand={brand}
        preview={`Premium stays until ${content.accessEnds}`}
        heading="Your subscription is cancelled"
      >
        <Hello firstName={content.firstName} />
        <Text style={styles.text}>
          You cancelled Premium. You keep everything it includes until {content.accessEnds}, and you won't be charged
          again. Changed your mind? Resume it from your profile before then.
        </Text>
      </Layout>
    ),
  },
  'subscription-ended': {
    subject: () => 'Your Premium subscription has ended',
    body: (content, brand) => (
      <Layout brand={brand} preview="Your Premium subscription has ended" heading="Your Premium subscription has ended">
        <Hello firstName={content.firstName} />
        <Text style={styles.text}>
          Your Premium subscription has ended. You can subscribe again at any time from {brand.publicUrl}/subscribe.
        </Text>
      </Layout>
    ),
  },
  'film-request-received': {
    subject: (content) => `We received your film request: ${content.title}`,
    body: (content, brand) => (
      <Layout brand={brand} preview={`"${content.title}" is with our team`} heading="We received your film request">
        <Hello firstName={content.firstName} />
        <Text style={styles.text}>
          Thank you: your request for "{content.title}" is paid and with our team. We will contact you within 24-48
          hours. You can follow its status on your profile.
        </Text>
      </Layout>
    ),
  },
  'film-request-status': {
    subject: (content) => `Your film request is ${content.status}: ${content.title}`,
    body: (content, brand) => (
      <Layout
        brand={brand}
        preview={`"${content.title}" is ${content.status}`}
        heading={`Your film request is ${content.status}`}
      >
        <Hello firstName={content.firstName} />
        <Text style={styles.text}>
          Your film request "{content.title}" is now {content.status}. You can follow it on your profile at{' '}
          {brand.publicUrl}/profile.
        </Text>
      </Layout>
    ),
  },
  'film-delivered': {
    subject: (content) =>
      content.again ? `Your film has been updated: ${content.title}` : `Your film is ready: ${content.title}`,
    body: (content, brand) => (
      <Layout
        brand={brand}
        preview={`"${content.title}" is ready to watch`}
        heading={content.again ? 'Your film has been updated' : 'Your film is ready to watch'}
      >
        <Hello firstName={content.firstName} />
        <Text style={styles.text}>
          {content.again
            ? `We have delivered a new cut of "${content.title}", the film you commissioned. Your place in it is kept.`
            : `"${content.title}", the film you commissioned, is ready. It is yours alone: it waits for you under Your Films.`}
        </Text>
        <Section style={{ margin: '8px 0 24px' }}>
          <Button href={content.watchUrl} style={styles.button}>
            Watch {content.title}
          </Button>
        </Section>
        <Text style={{ ...styles.muted, wordBreak: 'break-all' }}>
          If the button does not work, copy this address: {content.watchUrl}
        </Text>
      </Layout>
    ),
  },
};
