import { useSession } from './session';
import { useSaidWhenFailed } from './useSaidWhenFailed';

/**
 * Asks the server again who is signed in, after the session cookie changed (login, signup): the
 * session check. Resolves to false (and says so) when the answer could not be fetched. Apollo is
 * not loaded for it: the sign-in pages stay light.
 */
export function useRefreshSession(): () => Promise<boolean> {
  return useSaidWhenFailed(useSession().refresh);
}
