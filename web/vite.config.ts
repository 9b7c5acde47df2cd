import { resolve } from 'node:path';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import babel from '@rolldown/plugin-babel';
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

/**
 * Each `graphql(...)` call becomes an import of its own document from `__generated__/graphql.ts`, as
 * GraphQL Code Generator advises for production: a page then carries only its own operations, not
 * the map of every operation in the app (which every new operation made heavier for every page).
 */
const ownDocumentsOnly = babel({
  include: /[\\/]src[\\/].*\.tsx?$/,
  exclude: /[\\/](node_modules|__generated__)[\\/]/,
  plugins: [
    [
      babelOptimizerPlugin,
      { artifactDirectory: resolve(import.meta.dirname, 'src/__generated__'), gqlTagName: 'graphql' },
    ],
  ],
});

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [react(), ownDocumentsOnly, sharedHead()],
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
