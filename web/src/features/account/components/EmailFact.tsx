import type { EmailStatus } from '@cinevia/proto';
import { useState } from 'react';
import { Button, useToast } from '@cinevia/ui';
import { resendVerification } from '../api/mailedLinks';
import styles from './ProfilePage.module.css';

/** The profile's Email: the address, whether it is verified (with Resend), and a move waiting to be confirmed. */
export function EmailFact({ email, status }: { email: string; status: EmailStatus | null }) {
  const { toast } = useToast();
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    const answer = await resendVerification();
    setSending(false);
    toast(
      answer.ok
        ? { title: 'Email sent', description: answer.message ?? 'Check your inbox for the link.' }
        : { title: 'Error', description: answer.message, variant: 'destructive', error: answer.error },
    );
  }

  return (
    <>
      <span>{email}</span>
      {status && (
        <span className={styles.emailState}>
          {status.verified ? (
            <span className={`${styles.badge} ${styles.verified}`}>Verified</span>
          ) : (
            <>
              <span className={`${styles.badge} ${styles.unverified}`}>Not verified</span>
              <Button variant="ghost" className={styles.inlineAction} disabled={sending} onClick={resend}>
                {sending ? 'Sending...' : 'Resend verification email'}
              </Button>
            </>
          )}
        </span>
      )}
      {status?.pendingEmail && <span className={styles.pending}>Waiting for confirmation: {status.pendingEmail}</span>}
    </>
  );
}
