import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, RESET_LINK_INVALID, resetPasswordForm, type ResetPasswordForm } from '@cinevia/proto';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { fieldsOf, PasswordField, SubmitButton, SupportReference, useDocumentTitle, useToast } from '@cinevia/ui';
import { useSession } from '../../../session/session';
import { isLinkToken, resetPassword } from '../api/mailedLinks';
import { AuthLayout } from './AuthLayout';
import styles from './AuthLayout.module.css';

type State = { kind: 'form' } | { kind: 'done' } | { kind: 'invalid'; message: string; error?: unknown };

/**
 * /reset-password?token=…, from the mailed link: the new password twice (the sign-up rules). A
 * reset signs every device out, this one too, so the session is read again afterwards.
 */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a New Password');
  const token = useSearchParams()[0].get('token');
  const { refresh } = useSession();
  const { toast } = useToast();
  const [state, setState] = useState<State>(() =>
    isLinkToken(token) ? { kind: 'form' } : { kind: 'invalid', message: RESET_LINK_INVALID },
  );
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const field = fieldsOf(form);

  async function submit({ password }: ResetPasswordForm) {
    const answer = await resetPassword(token ?? '', password);
    if (answer.ok) {
      setState({ kind: 'done' });
      await refresh();
    } else if (answer.message === RESET_LINK_INVALID) {
      setState({ kind: 'invalid', message: answer.message, error: answer.error });
    } else if (answer.status === 400) {
      form.setError('password', { message: answer.message }, { shouldFocus: true });
    } else {
      toast({ title: 'Error', description: answer.message, variant: 'destructive', error: answer.error });
    }
  }

  if (state.kind === 'done') {
    return (
      <AuthLayout title="Password changed" intro="Your password has been changed and every device was signed out.">
        <p className={styles.notice} role="status">
          Sign in with your new password.
        </p>
        <Link to="/login" className={styles.primaryLink}>
          Sign In
        </Link>
      </AuthLayout>
    );
  }
  if (state.kind === 'invalid') {
    return (
      <AuthLayout title="This link no longer works" intro="Reset links work once, for 30 minutes.">
        <div className={styles.alert} role="alert">
          <p>{state.message}</p>
          <SupportReference error={state.error} className={styles.alertReference} />
        </div>
        <Link to="/forgot-password" className={styles.primaryLink}>
          Send a new link
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Choose a new password"
      intro={`At least ${PASSWORD_MIN_LENGTH} characters. Every device will be signed out.`}
    >
      <form className={styles.form} noValidate onSubmit={form.handleSubmit(submit)}>
        <PasswordField label="New Password" autoComplete="new-password" {...field('password')} />
        <PasswordField label="Confirm New Password" autoComplete="new-password" {...field('confirmPassword')} />
        <SubmitButton size="lg" className={styles.submit} busy={form.formState.isSubmitting} busyLabel="Saving...">
          Set new password
        </SubmitButton>
      </form>
      <p className={styles.switch}>
        <Link to="/login">Back to Sign In</Link>
      </p>
    </AuthLayout>
  );
}
