/** @jsxRuntime automatic */
// (Services run under tsx and jest with no tsconfig of their own: the pragma picks React's JSX runtime.)
import { Body, Container, Head, Heading, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { Brand } from '../domain/mail';

const colors = { page: '#f4f4f5', card: '#ffffff', ink: '#18181b', muted: '#52525b', brand: '#e50914' };

export const styles = {
  text: { color: colors.ink, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  muted: { color: colors.muted, fontSize: '14px', lineHeight: '22px', margin: '0 0 12px' },
  button: {
    backgroundColor: colors.brand,
    borderRadius: '6px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '16px',
    fontWeight: 600,
    padding: '12px 24px',
    textDecoration: 'none',
  },
  row: { color: colors.ink, fontSize: '15px', lineHeight: '22px', margin: '0 0 6px' },
} as const;

/** Every mail's frame: the brand, a heading, the body, and the operator's details. */
export function Layout(props: { brand: Brand; preview: string; heading: string; children: ReactNode }) {
  const { brand } = props;
  return (
    <Html lang="en">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: colors.page, fontFamily: 'Helvetica, Arial, sans-serif', margin: 0 }}>
        <Container style={{ maxWidth: '560px', margin: '0 auto', padding: '24px 16px' }}>
          <Text
            style={{ color: colors.brand, fontSize: '28px', fontWeight: 800, letterSpacing: '1px', margin: '0 0 16px' }}
          >
            {brand.productName.toUpperCase()}
          </Text>
          <Section style={{ backgroundColor: colors.card, borderRadius: '8px', padding: '32px 28px' }}>
            <Heading as="h1" style={{ color: colors.ink, fontSize: '24px', lineHeight: '32px', margin: '0 0 20px' }}>
              {props.heading}
            </Heading>
            {props.children}
          </Section>
          <Hr style={{ borderColor: '#d4d4d8', margin: '24px 0 16px' }} />
          <Text style={styles.muted}>
            Questions? Call us at {brand.supportPhone} or visit {brand.publicUrl}/help.
          </Text>
          <Text style={styles.muted}>
            {brand.companyName} | You are receiving this because you have a {brand.productName} account.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
