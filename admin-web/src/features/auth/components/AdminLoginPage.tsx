import { useEffect, useState, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import {
  ArrowLeftIcon,
  ButtonLink,
  CardPage,
  FullScreenSpinner,
  LockIcon,
  PasswordField,
  ShieldIcon,
  SubmitButton,
  useDocumentTitle,
  whenLoadedAndIdle,
} from '@cinevia/ui';
import { useAdminLogin } from '../api/useAdminLogin';
import { useAdminVerify } from '../api/useAdminVerify';
import { loadAdminArea } from '../../../loadAdminArea';
import styles from './AdminLoginPage.module.css';

/** The password check (with zod) loads once the page is idle, or at the first check. */
const loadPasswordCheck = () => import('../forms/adminPasswordProblem').then((m) => m.adminPasswordProblem);

/**
 * /admin-login: one password field; an administrator who is already signed in goes straight on. One
 * field needs no form library: the page's first load carries none, the portal behind it does.
 */
export function AdminLoginPage() {
  useDocumentTitle('Admin Portal');
  const session = useAdminVerify();
  const login = useAdminLogin();
  const [password, setPassword] = useState('');
  // Shown after a refused submit, and checked again as the administrator types until it is mended.
  const [problem, setProblem] = useState<string>();
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  // The portal behind the login, and the password check, load while the administrator types.
  useEffect(
    () =>
      whenLoadedAndIdle(() => {
        void loadPasswordCheck().catch(() => undefined);
        void loadAdminArea().catch(() => undefined);
      }),
    [],
  );

  async function check(value: string) {
    const found = (await loadPasswordCheck())(value);
    setProblem(found);
    return found === undefined;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (!(await check(password))) return;
    setBusy(true);
    try {
      await login({ password });
    } finally {
      setBusy(false);
    }
  }

  if (session === 'checking') return <FullScreenSpinner label="Checking your admin session" />;
  if (session === 'verified') return <Navigate to="/admin" replace />;

  return (
    <CardPage
      title="Admin Portal"
      intro="Enter admin password to continue"
      emblem={<ShieldIcon width={28} height={28} />}
      headerEnd={
        // `/` is the members' app: a full page load, not a route of this one.
        <ButtonLink to="/" reloadDocument variant="ghost">
          <ArrowLeftIcon width={18} height={18} />
          Back to Home
        </ButtonLink>
      }
    >
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <PasswordField
          label="Password"
          placeholder="Enter password"
          autoComplete="current-password"
          required
          autoFocus
          name="password"
          value={password}
          error={problem}
          onChange={(event) => {
            setPassword(event.target.value);
            if (submitted) void check(event.target.value);
          }}
        />
        <SubmitButton size="lg" className={styles.submit} busy={busy} busyLabel="Verifying...">
          Access Admin Portal
        </SubmitButton>
      </form>
      <p className={styles.note}>
        <LockIcon width={14} height={14} />
        Authorized personnel only
      </p>
    </CardPage>
  );
}
