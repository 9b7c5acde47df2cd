import { SignedInApp } from './App';
import { fetchSessionViewer } from './session/fetchSessionViewer';
import type { SessionViewer } from './session/session';

/**
 * For a browser that sent a session cookie, and so sees the members' header the gateway drew in
 * the page (its member shell): what its first page needs, before React first renders. The session
 * is checked while the signed-in app's code loads and, on the home page, its films and the member's
 * part are asked for; once the session has answered, the page's own code is loaded too. React then
 * draws the page in place of the shell, with its films when they are already there (they usually
 * are: the films' reply is the gateway's cached one) and its skeleton otherwise; the films are not
 * waited for, so that drawing the chrome and drawing the films stay two shorter tasks. Rendered
 * before all this, the app showed a spinner, then the page's skeleton, and held the page back for
 * 300 ms after the spinner (React's Suspense throttling).
 */
export async function signedInStart(pathname: string): Promise<SessionViewer | null> {
  const app = import('./SignedInApp');
  void app.then((signedIn) => signedIn.prefetchFirstPageData(pathname));
  const [viewer] = await Promise.all([fetchSessionViewer(), SignedInApp.preload()]);
  if (viewer) await (await app).preloadFirstPage(viewer, pathname);
  return viewer;
}
