import type { RequestContext, SessionStore } from '@cinevia/service-kit';
import DataLoader from 'dataloader';
import type { User } from '../domain/user';
import type { SignInAttempts } from '../store/sign-in-attempts';
import type { UserStore } from '../store/users';

export interface IdentityDependencies {
  users: UserStore;
  sessions: SessionStore;
  attempts: SignInAttempts;
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
