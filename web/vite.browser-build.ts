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
