import type { Plugin } from 'vite';

/**
 * Both apps' browser builds (web/ and admin-web/): dist/, with Vite's manifest (dist/.vite/manifest.json:
 * which chunks each entry and route loads; the budget check and the gateway's preloads read it).
 */
export const browserBuild = {
  outDir: 'dist',
  emptyOutDir: true,
  manifest: true,
  rolldownOptions: {
    output: {
      // Libraries change less often than the apps, so they get their own long-cached files.
      codeSplitting: {
        groups: [
          { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
          { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry)[\\/]/ },
          { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
        ],
      },
    },
  },
};

/** The page background (global.css's --color-bg): the browser's chrome and the first paint take it. */
const PAGE_COLOUR = '#0b0b0f';

/**
 * The head both apps' pages share, written into each index.html ahead of what is the app's own
 * (its title, a description or robots): the charset, the viewport, the dark scheme and its colour,
 * the icon.
 */
export function sharedHead(): Plugin {
  const meta = (attrs: Record<string, string>) => ({ tag: 'meta', attrs, injectTo: 'head-prepend' as const });
  let base = '/';
  return {
    name: 'cinevia-shared-head',
    // The icon is the app's public file, under the app's base (/admin-app/ for the portal).
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: () => [
      meta({ charset: 'UTF-8' }),
      meta({ name: 'viewport', content: 'width=device-width, initial-scale=1.0' }),
      meta({ name: 'color-scheme', content: 'dark' }),
      meta({ name: 'theme-color', content: PAGE_COLOUR }),
      {
        tag: 'link',
        attrs: { rel: 'icon', type: 'image/svg+xml', href: `${base}favicon.svg` },
        injectTo: 'head-prepend',
      },
    ],
  };
}
