import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBody } from '@cinevia/proto';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button, TextField, useDocumentTitle, useToast } from '@cinevia/ui';
import { requestPasswordReset } from '../api/mailedLinks';
import { AuthLayout } from './AuthLayout';
import styles from './AuthLayout.module.css';

/** /forgot-password: one email field; the answer is the same whether or not an account has it. */
export function ForgotPasswordPage() {
  useDocumentTitle('Reset Password');
  const { toast } = useToast();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordBody), defaultValues: { email: '' } });

  async function submit({ email }: { email: string }) {
    const answer = await requestPasswordReset(email);
    if (answer.ok) setSent(answer.message ?? 'Check your inbox for a link to reset your password.');
    else toast({ title: 'Error', description: answer.message, variant: 'destructive' });
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
        <form className={styles.form} noValidate onSubmit={handleSubmit(submit)}>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" size="lg" className={styles.submit} disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
      <p className={styles.switch}>
        Remembered it? <Link to="/login">Back to Sign In</Link>
      </p>
    </AuthLayout>
  );
}
