import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 4000}`;

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: {
    proxy: {
      '/api': gateway,
      '/graphql': gateway,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each entry and route loads (the budget check reads it).
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app, so they get their own long-cached files.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry)[\\/]/ },
          ],
        },
      },
    },
  },
});
