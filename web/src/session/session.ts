import { createContext, useContext } from 'react';
import type { Viewer } from './viewerQuery';

/** The signed-in member as `GET /api/auth/user` answers (the GraphQL `Viewer` without its typename). */
export type SessionViewer = Omit<Viewer, '__typename'>;

export type Session = {
  /** The member, or null for a visitor. */
  viewer: SessionViewer | null;
  /** True only until the first answer. */
  checking: boolean;
  /** Asks the server again who is signed in (after login or signup); false when it could not answer. */
  refresh: () => Promise<boolean>;
  /** What the signed-in app learned (a name change, Premium started, or null: the session ended). */
  replace: (viewer: SessionViewer | null) => void;
};

export const SessionContext = createContext<Session | null>(null);

/**
 * Who is signed in, without Apollo Client: the landing page and the sign-in pages read it, and it
 * decides whether the signed-in app (with Apollo) is loaded at all.
 */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
