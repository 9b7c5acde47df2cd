import type { RequestContext } from '@cinevia/service-kit';
import DataLoader from 'dataloader';
import type { Account, AccountDependencies } from '../account';
import type { User } from '../domain/user';

export interface IdentityDependencies extends Pick<AccountDependencies, 'users' | 'sessions' | 'attempts'> {
  account: Account;
  adminPassword: string;
}

export interface IdentityContext extends RequestContext, IdentityDependencies {
  /** One lookup by `_id` per distinct member a request asks for (entity references included). */
  userById: DataLoader<string, User | null>;
}

export function buildContext(dependencies: IdentityDependencies) {
  return (base: RequestContext): IdentityContext => ({
    ...base,
    ...dependencies,
    userById: new DataLoader((ids) => Promise.all(ids.map((id) => dependencies.users.findById(id)))),
  });
}
