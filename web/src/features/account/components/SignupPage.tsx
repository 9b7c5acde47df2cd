import { zodResolver } from '@hookform/resolvers/zod';
import { signupForm } from '@cinevia/proto';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { Button, PasswordField, TextField, useDocumentTitle } from '@cinevia/ui';
import { config } from '../../../config';
import { useSignup } from '../api/useSignup';
import { readSignupPrefill } from '../utils/signupPrefill';
import { AuthLayout } from './AuthLayout';
import styles from './AuthLayout.module.css';

export function SignupPage() {
  useDocumentTitle('Sign Up');
  const signup = useSignup();
  const { email } = readSignupPrefill(useLocation().state);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signupForm),
    defaultValues: { firstName: '', lastName: '', email, password: '', confirmPassword: '' },
  });

  return (
    <AuthLayout
      title={`Join ${config.productName}`}
      intro="Create your account in under a minute. Premium is $25/month, and you can cancel anytime."
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={handleSubmit(({ email, password, firstName, lastName }) =>
          signup({ email, password, firstName, lastName }),
        )}
      >
        <div className={styles.nameRow}>
          <TextField
            label="First Name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" size="lg" className={styles.submit} disabled={isSubmitting}>
          {isSubmitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
      <p className={styles.switch}>
        Already have an account? <Link to="/login">Sign In</Link>
      </p>
      <Link to="/" className={styles.back}>
        Back to Home
      </Link>
    </AuthLayout>
  );
}
