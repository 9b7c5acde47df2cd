import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button, Card, TextAreaField, TextField, useToast } from '@cinevia/ui';
import type { ContactPageContent } from '../content/contact';
import { contactMessageSchema } from '../utils/contactMessageSchema';
import styles from './ContactForm.module.css';

const EMPTY = { name: '', email: '', subject: '', message: '' };

/** Checks the message and confirms it; the message itself stays in the browser (spec section 7). */
export function ContactForm({ content }: { content: ContactPageContent }) {
  const { form: labels, confirmation } = content;
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitSuccessful },
  } = useForm({ resolver: zodResolver(contactMessageSchema), defaultValues: EMPTY });

  // Resetting after the submit has settled, as react-hook-form advises, clears the success state too.
  useEffect(() => {
    if (isSubmitSuccessful) reset(EMPTY);
  }, [isSubmitSuccessful, reset]);

  return (
    <Card
      as="form"
      className={styles.form}
      noValidate
      aria-label={labels.label}
      onSubmit={handleSubmit(() => toast(confirmation))}
    >
      <div className={styles.row}>
        <TextField label={labels.name} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label={labels.email}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <TextField label={labels.subject} error={errors.subject?.message} {...register('subject')} />
      <TextAreaField label={labels.message} rows={6} error={errors.message?.message} {...register('message')} />
      <Button type="submit" size="lg" className={styles.submit}>
        {labels.submit}
      </Button>
    </Card>
  );
}
