import { useEffect } from 'react';
import type { AdminAuthBody } from '@cinevia/proto';
import { useForm } from 'react-hook-form';
import { Navigate } from 'react-router-dom';
import {
  ArrowLeftIcon,
  ButtonLink,
  CardPage,
  fieldsOf,
  FullScreenSpinner,
  lazyResolver,
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
const resolver = lazyResolver<AdminAuthBody, unknown, AdminAuthBody>(() =>
  import('../forms/adminAuthResolver').then((m) => m.adminAuthResolver),
);

/** /admin-login: one password field; an administrator who is already signed in goes straight on. */
export function AdminLoginPage() {
  useDocumentTitle('Admin Portal');
  const session = useAdminVerify();
  const login = useAdminLogin();
  const form = useForm<AdminAuthBody, unknown, AdminAuthBody>({ resolver, defaultValues: { password: '' } });
  // The portal behind the login, and the password check, load while the administrator types.
  useEffect(
    () =>
      whenLoadedAndIdle(() => {
        resolver.preload();
        void loadAdminArea().catch(() => undefined);
      }),
    [],
  );

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
      <form className={styles.form} noValidate onSubmit={form.handleSubmit(login)}>
        <PasswordField
          label="Password"
          placeholder="Enter password"
          autoComplete="current-password"
          required
          autoFocus
          {...fieldsOf(form)('password')}
        />
        <SubmitButton size="lg" className={styles.submit} busy={form.formState.isSubmitting} busyLabel="Verifying...">
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
