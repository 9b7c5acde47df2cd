import { z } from 'zod';

/** A string whose missing and mistyped cases both name the field. */
export function stringField(label: string) {
  return z.string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) });
}

/** One of a fixed list, with the field's label in its messages. */
export function oneOf<const Values extends readonly [string, ...string[]]>(values: Values, label: string) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? `${label} is required`
        : `${label} must be one of: ${values.join(', ')}`,
  });
}

/**
 * Free text as stored: trimmed, bounded, and without NUL, which the Mongo-compatible server
 * we run locally cannot store. `required` is the message for an empty value.
 */
export function text(label: string, options: { max: number; required?: string }) {
  const base = stringField(label)
    .trim()
    .max(options.max, `${label} must be at most ${options.max} characters`)
    .refine((value) => !value.includes('\u0000'), `${label} must not contain NUL characters`);
  const { required } = options;
  return required ? base.refine((value) => value.length > 0, required) : base;
}

export const emailAddress = stringField('Email')
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());
