import { zodResolver } from '@hookform/resolvers/zod';
import { simulatedCardBody } from '@cinevia/proto';
import type { ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldsOf, SubmitButton, TextField } from '@cinevia/ui';
import { confirmSimulatedPayment } from '../api/confirmSimulatedPayment';
import { formatCardNumber, formatCvc, formatExpiry } from '../utils/cardInput';
import type { PaymentFormProps } from '../types/PaymentFormProps';
import styles from './PaymentForm.module.css';

/** The fields the member types; the client secret comes from the checkout. */
const cardFields = simulatedCardBody.omit({ clientSecret: true });
type CardFields = z.input<typeof cardFields>;

/**
 * Rewrites the field as typed (4242 4242 …) and keeps the caret after the same digit it was
 * after, so an edit in the middle does not throw it to the end.
 */
function reformat(event: ChangeEvent<HTMLInputElement>, format: (value: string) => string): void {
  const input = event.target;
  const raw = input.value;
  const caret = input.selectionStart ?? raw.length;
  const formatted = format(raw);
  if (formatted === raw) return;
  input.value = formatted;
  if (caret >= raw.length) return;
  const digitsBefore = raw.slice(0, caret).replace(/\D/g, '').length;
  let position = 0;
  for (let seen = 0; position < formatted.length && seen < digitsBefore; position += 1) {
    if (/\d/.test(formatted.charAt(position))) seen += 1;
  }
  input.setSelectionRange(position, position);
}

/**
 * The simulated provider's card form: the fields Stripe's Payment Element would show, confirmed
 * through the server's POST /api/payments/simulated/confirm. Stripe's test cards behave as they
 * would there.
 */
export function SimulatedCardForm({ clientSecret, onSucceeded, onFailed, submitLabel, busyLabel }: PaymentFormProps) {
  const form = useForm<CardFields, unknown, z.output<typeof cardFields>>({
    resolver: zodResolver(cardFields),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });
  const field = fieldsOf(form);
  /** A field whose text is rewritten as it is typed. */
  const formatted = (name: keyof CardFields, format: (value: string) => string) => {
    const props = field(name);
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        reformat(event, format);
        return props.onChange(event);
      },
    };
  };

  const pay = form.handleSubmit(async (card) => {
    const outcome = await confirmSimulatedPayment({ clientSecret, ...card });
    if (outcome.succeeded) await onSucceeded();
    else onFailed(outcome.message, outcome.error);
  });

  return (
    <form className={styles.form} noValidate onSubmit={pay} aria-label="Card details">
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        {...formatted('cardNumber', formatCardNumber)}
      />
      <div className={styles.row}>
        <TextField
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          // What was there before the keystroke tells a typed "/" from a deleted one.
          {...formatted('expiry', (value) => formatExpiry(value, form.getValues('expiry')))}
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          {...formatted('cvc', formatCvc)}
        />
      </div>
      <p className={styles.hint}>Test mode: use 4242 4242 4242 4242 with any future date and CVC</p>
      <SubmitButton size="lg" className={styles.submit} busy={form.formState.isSubmitting} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
