import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
// By path: Vite bundles a config's relative imports, where it would hand the package's TypeScript to Node.
import { browserBuild, sharedHead } from '../packages/ui/vite';

const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 3000}`;

/** The gateway serves the built assets here, and index.html for the portal's own paths. */
const BASE = '/admin-app/';
const PORTAL_PATH = /^\/(admin-login|admin)(\/|\?|$)/;

/**
 * In development, answers the portal's paths with index.html as the gateway does in production,
 * so the browser's address stays /admin-login or /admin while assets come from BASE.
 */
function servePortalPaths(): Plugin {
  return {
    name: 'cinevia-admin-portal-paths',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.method === 'GET' && req.url && PORTAL_PATH.test(req.url)) req.url = BASE;
        next();
      });
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  base: BASE,
  plugins: [react(), sharedHead(), servePortalPaths()],
  server: {
    proxy: {
      '/api': gateway,
      '/graphql': gateway,
      // Every other path outside the portal (/, the members' pages and their assets) is the members' app.
      '^/(?!admin)': gateway,
    },
  },
  build: browserBuild,
});
