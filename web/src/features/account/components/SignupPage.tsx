import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, signupForm } from '@cinevia/proto';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { fieldsOf, PasswordField, SubmitButton, TextField, useDocumentTitle } from '@cinevia/ui';
import { config } from '../../../config';
import { useSignup } from '../api/useSignup';
import { readSignupPrefill } from '../utils/signupPrefill';
import { AuthLayout } from './AuthLayout';
import styles from './AuthLayout.module.css';

export function SignupPage() {
  useDocumentTitle('Sign Up');
  const signup = useSignup();
  const { email } = readSignupPrefill(useLocation().state);
  const form = useForm({
    resolver: zodResolver(signupForm),
    defaultValues: { firstName: '', lastName: '', email, password: '', confirmPassword: '' },
  });
  const field = fieldsOf(form);

  return (
    <AuthLayout
      title={`Join ${config.productName}`}
      intro="Create your account in under a minute. Premium is $25/month, and you can cancel anytime."
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit(({ email, password, firstName, lastName }) =>
          signup({ email, password, firstName, lastName }),
        )}
      >
        <div className={styles.nameRow}>
          <TextField label="First Name" autoComplete="given-name" {...field('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" {...field('lastName')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          {...field('password')}
        />
        <PasswordField label="Confirm Password" autoComplete="new-password" {...field('confirmPassword')} />
        <SubmitButton
          size="lg"
          className={styles.submit}
          busy={form.formState.isSubmitting}
          busyLabel="Creating Account..."
        >
          Create Account
        </SubmitButton>
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
