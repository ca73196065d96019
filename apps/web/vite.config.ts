import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { MESSAGES } from '../../packages/domain/src/platform/messages.ts';
import { pageBundles } from './build/page-bundles.ts';
import { precompress } from './build/precompress.ts';
import { testProductLists } from '../../scripts/test-product-build.mjs';

/**
 * Internet Explorer cannot run the app's modules at all, so the warning text is written into the
 * page at build time (from the one copy in the domain package) and revealed by a nomodule script.
 */
function oldBrowserWarning(): Plugin {
  return {
    name: 'wallet-old-browser-warning',
    transformIndexHtml: (html) =>
      html.replace(
        '<div id="old-browser-warning" class="old-browser-static" role="alert" hidden></div>',
        `<div id="old-browser-warning" class="old-browser-static" role="alert" hidden>${MESSAGES.oldBrowser}</div>`,
      ),
  };
}

const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** Where the API listens in development; the browser only ever talks to /api on its own origin. */
const apiTarget = process.env.VITE_API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/*
 * The build titles the landing pages from the app's own page titles (build/landing-pages.ts), which
 * import the domain package's TypeScript: package.json's scripts load this file with Vite's module
 * runner (--configLoader runner), which reads TypeScript wherever it lives.
 */
/**
 * `--mode test-product` is the test build (scripts/test-product-build.mjs): the app with the
 * test-only product added to its product lists, built beside the real one.
 */
const TEST_PRODUCT_MODE = 'test-product';

export default defineConfig(({ command, mode }) => ({
  plugins: [
    ...(mode === TEST_PRODUCT_MODE ? [testProductLists()] : []),
    react(),
    oldBrowserWarning(),
    // The first screens drawn at build time read the same product lists as the app.
    pageBundles(undefined, undefined, mode === TEST_PRODUCT_MODE ? [testProductLists()] : []),
    precompress(),
  ],
  resolve: {
    // React Router's package answers its development build to every bundler (its exports name no
    // production condition), with its warnings on; the app's build takes the production one.
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/gateway': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/gateway': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: mode === TEST_PRODUCT_MODE ? 'dist-test-product' : 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The strict Content-Security-Policy forbids inline scripts, so nothing may be inlined as one.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    // One stylesheet for the whole app (9 KiB compressed): a file per component cost a request each.
    cssCodeSplit: false,
  },
}));
