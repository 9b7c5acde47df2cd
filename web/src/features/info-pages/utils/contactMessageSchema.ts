import { emailAddress, text } from '@cinevia/proto';
import { z } from 'zod';

/**
 * The contact form (spec section 5): every field required, the email well formed. The message
 * stays in the browser; nothing is sent (spec section 7).
 */
export const contactMessageSchema = z.object({
  name: text('Name', { max: 100, required: 'Name is required' }),
  email: emailAddress,
  subject: text('Subject', { max: 150, required: 'Subject is required' }),
  message: text('Message', { max: 5000, required: 'Message is required' }),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
