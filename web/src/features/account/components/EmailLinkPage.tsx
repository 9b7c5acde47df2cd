import { EMAIL_CHANGE_LINK_INVALID, VERIFY_LINK_INVALID } from '@cinevia/proto';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Spinner, SupportReference, useDocumentTitle } from '@cinevia/ui';
import { useSession } from '../../../session/session';
import { confirmEmailChange, isLinkToken, verifyEmail, type Answer } from '../api/mailedLinks';
import { AuthLayout } from './AuthLayout';
import styles from './AuthLayout.module.css';

const LINKS = {
  verify: {
    title: 'Confirm your email',
    intro: 'The link we emailed you proves the address is yours.',
    use: verifyEmail,
    invalid: VERIFY_LINK_INVALID,
    done: 'Your email address is verified. Thank you!',
  },
  'email-change': {
    title: 'Confirm your new email',
    intro: 'The link we sent to your new address moves your account there.',
    use: confirmEmailChange,
    invalid: EMAIL_CHANGE_LINK_INVALID,
    done: 'Your account now uses your new email address. Use it to sign in from now on.',
  },
} as const;

/**
 * /verify-email and /confirm-email: the mailed link's token is used once, as the page opens,
 * signed in or not. A link is single use, so the request is sent once even when React runs the
 * effect twice.
 */
export function EmailLinkPage({ link }: { link: keyof typeof LINKS }) {
  const { title, intro, use, invalid, done } = LINKS[link];
  useDocumentTitle(title);
  const token = useSearchParams()[0].get('token');
  const { viewer, refresh } = useSession();
  const [answer, setAnswer] = useState<Answer | null>(() =>
    isLinkToken(token) ? null : { ok: false, message: invalid },
  );
  const sent = useRef(false);

  useEffect(() => {
    if (!isLinkToken(token) || sent.current) return;
    sent.current = true;
    void use(token).then(async (result) => {
      setAnswer(result);
      // A signed-in member's session shows the new address at once.
      if (result.ok) await refresh();
    });
  }, [token, use, refresh]);

  return (
    <AuthLayout title={title} intro={intro}>
      {answer === null ? (
        <Spinner label="Confirming" />
      ) : answer.ok ? (
        <p className={styles.notice} role="status">
          {done}
        </p>
      ) : (
        <div className={styles.alert} role="alert">
          <p>{answer.message}</p>
          <SupportReference error={answer.error} className={styles.alertReference} />
        </div>
      )}
      {answer && (
        <Link to={viewer ? '/profile' : '/login'} className={styles.primaryLink}>
          {viewer ? 'Go to your profile' : 'Sign In'}
        </Link>
      )}
    </AuthLayout>
  );
}
