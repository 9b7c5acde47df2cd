import { SignedInApp } from './App';
import { fetchSessionViewer } from './session/fetchSessionViewer';
import type { SessionViewer } from './session/session';

/**
 * For a browser that sent a session cookie, and so sees the members' header the gateway drew in
 * the page (its member shell): what its first page needs, before React first renders. The session
 * is checked while the signed-in app loads and, on the home page, its films and the member's part
 * are asked for; once the session has answered, the page's own code. React then draws the page
 * whole, with its films, in place of the shell. Rendered earlier, it showed a spinner, then the
 * page's skeleton, and held the page back for 300 ms after the spinner (React's Suspense
 * throttling): the films came about a quarter of a second later.
 */
export async function signedInStart(pathname: string): Promise<SessionViewer | null> {
  const app = import('./SignedInApp');
  void app.then((signedIn) => signedIn.prefetchFirstPageData(pathname));
  const [viewer] = await Promise.all([fetchSessionViewer(), SignedInApp.preload()]);
  if (viewer) await (await app).preloadFirstPage(viewer, pathname);
  return viewer;
}
