/**
 * JetStream layout: one stream per publishing service, named after it, holding `<service>.>`.
 * Poison messages are copied to `dlq.<consumer>` in the DEAD_LETTERS stream.
 */
export const SERVICES = ['identity', 'catalogue', 'viewing', 'billing', 'commissions', 'notifications'] as const;
export type ServiceName = (typeof SERVICES)[number];

export function streamFor(service: ServiceName): { name: string; subjects: string[] } {
  return { name: service.toUpperCase(), subjects: [`${service}.>`] };
}

export const DEAD_LETTER_STREAM = { name: 'DEAD_LETTERS', subjects: ['dlq.>'] } as const;

export function deadLetterSubject(consumer: string): string {
  return `dlq.${consumer}`;
}

export function serviceOfSubject(subject: string): ServiceName {
  const service = subject.split('.')[0];
  const known = SERVICES.find((name) => name === service);
  if (!known) throw new Error(`No stream holds subject ${subject}`);
  return known;
}
