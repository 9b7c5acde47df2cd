import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBody } from '@cinevia/proto';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { fieldsOf, SubmitButton, TextField, useDocumentTitle, useToast } from '@cinevia/ui';
import { requestPasswordReset } from '../api/mailedLinks';
import { AuthLayout } from './AuthLayout';
import styles from './AuthLayout.module.css';

/** /forgot-password: one email field; the answer is the same whether or not an account has it. */
export function ForgotPasswordPage() {
  useDocumentTitle('Reset Password');
  const { toast } = useToast();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordBody), defaultValues: { email: '' } });
  const field = fieldsOf(form);

  async function submit({ email }: { email: string }) {
    const answer = await requestPasswordReset(email);
    if (answer.ok) setSent(answer.message ?? 'Check your inbox for a link to reset your password.');
    else toast({ title: 'Error', description: answer.message, variant: 'destructive', error: answer.error });
  }

  return (
    <AuthLayout
      title="Reset your password"
      intro="Enter the email of your account and we'll send you a link to choose a new password."
    >
      {sent ? (
        <p className={styles.notice} role="status">
          {sent}
        </p>
      ) : (
        <form className={styles.form} noValidate onSubmit={form.handleSubmit(submit)}>
          <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
          <SubmitButton size="lg" className={styles.submit} busy={form.formState.isSubmitting} busyLabel="Sending...">
            Send reset link
          </SubmitButton>
        </form>
      )}
      <p className={styles.switch}>
        Remembered it? <Link to="/login">Back to Sign In</Link>
      </p>
    </AuthLayout>
  );
}
