import { dictionary } from '@zxcvbn-ts/language-common';
import { BREACHED_PASSWORD, DomainError } from '@cinevia/proto';

/**
 * The 49,233 passwords seen most often in published breaches, as zxcvbn-ts ships them (lower
 * case), made into a set on first use.
 */
let breached: ReadonlySet<string> | undefined;

export function isBreachedPassword(password: string): boolean {
  breached ??= new Set(dictionary['passwords-common']);
  return breached.has(password.normalize('NFKC').toLowerCase());
}

/** Refuses a new password found in the list; the message starts with the field it is about. */
export function assertNotBreached(password: string): void {
  if (isBreachedPassword(password)) throw new DomainError(BREACHED_PASSWORD, 'BAD_USER_INPUT');
}
