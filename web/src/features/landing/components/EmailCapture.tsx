import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ChevronRightIcon } from '@cinevia/ui';
import type { SignupPrefill } from '../../account';
import styles from './EmailCapture.module.css';

/**
 * Email field and Get Started. The address is only carried into the signup form, never sent;
 * the signup form validates it (spec section 5: no check here).
 */
export function EmailCapture({ prompt }: { prompt: string }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const promptId = useId();
  const inputId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const state: SignupPrefill = { email: email.trim() };
    navigate('/signup', { state });
  }

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby={promptId}>
      <p id={promptId} className={styles.prompt}>
        {prompt}
      </p>
      <div className={styles.row}>
        <div className={styles.field}>
          <input
            id={inputId}
            type="email"
            autoComplete="email"
            placeholder=" "
            className={styles.input}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <label htmlFor={inputId} className={styles.label}>
            Email address
          </label>
        </div>
        <button type="submit" className={styles.button}>
          Get Started
          <ChevronRightIcon width={22} height={22} />
        </button>
      </div>
    </form>
  );
}
