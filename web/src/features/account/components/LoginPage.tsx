import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody } from '@cinevia/proto';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button, PasswordField, TextField, useDocumentTitle } from '@cinevia/ui';
import { config } from '../../../config';
import { useLogin } from '../api/useLogin';
import { AuthLayout } from './AuthLayout';
import styles from './AuthLayout.module.css';

export function LoginPage() {
  useDocumentTitle('Sign In');
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '' } });

  return (
    <AuthLayout title="Welcome Back" intro="Sign in to pick up right where you left off.">
      <form className={styles.form} noValidate onSubmit={handleSubmit(login)}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Link to="/forgot-password" className={styles.forgot}>
          Forgot password?
        </Link>
        <Button type="submit" size="lg" className={styles.submit} disabled={isSubmitting}>
          {isSubmitting ? 'Signing In...' : 'Sign In'}
        </Button>
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
