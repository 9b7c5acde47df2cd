import { SignedInApp } from './App';
import { fetchSessionViewer } from './session/fetchSessionViewer';
import type { SessionViewer } from './session/session';

/**
 * For a browser that sent a session cookie, and so sees the members' header the gateway drew in
 * the page (its member shell): what its first page needs, before React first renders. The session
 * is checked while the signed-in app's code loads and, on the home page, its films and the member's
 * part are asked for; once the session has answered, the page's own code is loaded too. React then
 * draws the page whole in place of the shell. Rendered before all this, the app showed a spinner,
 * then the page's skeleton, and held the page back for 300 ms after the spinner (React's Suspense
 * throttling). The films are waited for too (the gateway answers them from its cache): the page
 * is drawn once, with them, rather than as a skeleton first (measured: no change in Lighthouse's
 * score either way, 90 and 90 in alternating runs).
 */
export async function signedInStart(pathname: string): Promise<SessionViewer | null> {
  const app = import('./SignedInApp');
  const [viewer] = await Promise.all([
    fetchSessionViewer(),
    SignedInApp.preload(),
    app.then((signedIn) => signedIn.prefetchFirstPageData(pathname)),
  ]);
  if (viewer) await (await app).preloadFirstPage(viewer, pathname);
  return viewer;
}
