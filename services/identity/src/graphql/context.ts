import type { OutboxRelay, RequestContext, SessionStore } from '@cinevia/service-kit';
import DataLoader from 'dataloader';
import type { User } from '../domain/user';
import type { SignInAttempts } from '../store/sign-in-attempts';
import type { UserStore } from '../store/users';

export interface IdentityDependencies {
  users: UserStore;
  sessions: SessionStore;
  attempts: SignInAttempts;
  relay: OutboxRelay;
  adminPassword: string;
}

export interface IdentityContext extends RequestContext, IdentityDependencies {
  /** Batches every user lookup of one request (entity references included) into one `$in` query. */
  userById: DataLoader<string, User | null>;
}

export function buildContext(dependencies: IdentityDependencies) {
  return (base: RequestContext): IdentityContext => ({
    ...base,
    ...dependencies,
    userById: new DataLoader(async (ids) => {
      const found = new Map((await dependencies.users.findByIds(ids)).map((user) => [user.id, user]));
      return ids.map((id) => found.get(id) ?? null);
    }),
  });
}
