import { contactMessageSchema } from './contactMessageSchema';

const valid = { name: 'Nina Okafor', email: 'nina@example.com', subject: 'Billing', message: 'When am I charged?' };

function messages(input: Record<string, string>): Record<string, string | undefined> {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('contactMessageSchema', () => {
  it('accepts a complete message', () => {
    expect(contactMessageSchema.safeParse(valid).success).toBe(true);
  });

  it('names every empty or blank field', () => {
    expect(messages({ name: ' ', email: '', subject: '', message: '   ' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('rejects an email address without a domain', () => {
    expect(messages({ ...valid, email: 'nina@' })).toEqual({ email: 'Please enter a valid email address' });
  });
});
