import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// By path: Vite bundles a config's relative imports, where it would hand the package's TypeScript to Node.
import { browserBuild, sharedHead } from '../packages/ui/vite';

const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 4000}`;

/**
 * The gateway's build (`vite build --ssr src/memberShell/homeShell.tsx`): one self-contained module
 * and the styles it draws with, in dist/.shell/, which the gateway loads and never serves.
 */
const shellBuild = {
  outDir: 'dist/.shell',
  emptyOutDir: true,
  copyPublicDir: false,
  ssrEmitAssets: true,
  cssCodeSplit: false,
  rolldownOptions: {
    output: { entryFileNames: '[name].mjs', assetFileNames: '[name][extname]', codeSplitting: false },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [react(), sharedHead()],
  server: {
    proxy: {
      '/api': gateway,
      '/graphql': gateway,
    },
  },
  // Bundled whole, so the gateway needs none of the app's packages to run it.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild ? shellBuild : browserBuild,
}));
