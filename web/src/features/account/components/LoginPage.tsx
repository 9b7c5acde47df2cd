import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody } from '@cinevia/proto';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { fieldsOf, PasswordField, SubmitButton, TextField, useDocumentTitle } from '@cinevia/ui';
import { config } from '../../../config';
import { useLogin } from '../api/useLogin';
import { AuthLayout } from './AuthLayout';
import styles from './AuthLayout.module.css';

export function LoginPage() {
  useDocumentTitle('Sign In');
  const login = useLogin();
  const form = useForm({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '' } });
  const field = fieldsOf(form);

  return (
    <AuthLayout title="Welcome Back" intro="Sign in to pick up right where you left off.">
      <form className={styles.form} noValidate onSubmit={form.handleSubmit(login)}>
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
        <Link to="/forgot-password" className={styles.forgot}>
          Forgot password?
        </Link>
        <SubmitButton size="lg" className={styles.submit} busy={form.formState.isSubmitting} busyLabel="Signing In...">
          Sign In
        </SubmitButton>
      </form>
      <p className={styles.switch}>
        New to {config.productName}? <Link to="/signup">Sign Up</Link>
      </p>
      <Link to="/" className={styles.back}>
        Back to Home
      </Link>
    </AuthLayout>
  );
}
