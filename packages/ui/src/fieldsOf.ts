import type { FieldPath, FieldValues, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';

/** What `field(name)` gives a field component. */
export type BoundField = UseFormRegisterReturn & { error: string | undefined };

/**
 * Binds the fields of a react-hook-form form: `{...field('email')}` gives a TextField, PasswordField,
 * SelectField or TextAreaField its registration and its message, so a form names each field once.
 */
export function fieldsOf<Values extends FieldValues, Context, Output extends FieldValues>(
  form: UseFormReturn<Values, Context, Output>,
) {
  return (name: FieldPath<Values>): BoundField => ({
    ...form.register(name),
    // Read through formState, so the form re-renders when this field's message changes.
    error: form.getFieldState(name, form.formState).error?.message,
  });
}
