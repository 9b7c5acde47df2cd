/**
 * The home page's hero drawn by the gateway into the page it sends a member, so the featured film
 * is on screen before the app's scripts arrive (on a slow phone, two seconds sooner). Built for
 * Node by `vite build --ssr` into dist/.shell/ (never served); the gateway asks HOME_SHELL_QUERY
 * once per catalogue change and puts `renderHomeShell`'s markup after the members' header of
 * public/member-shell.html. It is the app's own HomeHero, so the two cannot drift apart; React
 * replaces the shell with the live page on its first render. Until then the shell is inert: a
 * press cannot land on a button that does nothing yet.
 */
import { print } from 'graphql';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { HomeHero, heroTitleOf, type HomeHeroData } from '../features/catalogue/components/HomeHero';
import { graphql } from '../__generated__';

const HOME_SHELL_QUERY = graphql(`
  query HomeShellQuery {
    ...HomeHero_query
  }
`);

/** The GraphQL query whose data `renderHomeShell` draws. */
export const homeShellQuery: string = print(HOME_SHELL_QUERY);

/** The hero's markup in the page's main landmark, or null when the catalogue has no title. */
export function renderHomeShell(data: HomeHeroData): string | null {
  const title = heroTitleOf(data);
  if (!title) return null;
  return renderToStaticMarkup(
    <StaticRouter location="/">
      <main id="main" inert>
        <HomeHero title={title} />
      </main>
    </StaticRouter>,
  );
}
