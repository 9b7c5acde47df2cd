import type { RequestContext } from '@cinevia/service-kit';
import type { Account, AccountDependencies } from '../account';
import type { Profiles } from '../profiles';
import type { MemberBook } from '../read-model/members';

export interface IdentityDependencies extends Pick<AccountDependencies, 'users' | 'sessions' | 'attempts'> {
  /** Every member as their pages show them, in memory (`me` and entity references). */
  members: MemberBook;
  account: Account;
  profiles: Profiles;
  adminPassword: string;
}

export interface IdentityContext extends RequestContext, IdentityDependencies {}

export function buildContext(dependencies: IdentityDependencies) {
  return (base: RequestContext): IdentityContext => ({ ...base, ...dependencies });
}
