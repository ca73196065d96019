/**
 * Draws landing pages' first screens at build time (decision 0017): the app's own routes and
 * components, bundled for Node by a second, server-side build of src/prerender.tsx, rendered with
 * React's static prerender, and written into the pages' HTML, where the app hydrates them.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const ROOT_ELEMENT = '<div id="root"></div>';

/** `html` with `markup` inside its empty root element, where the app hydrates it. */
export function withFirstScreen(html: string, markup: string): string {
  if (!html.includes(ROOT_ELEMENT)) throw new Error('index.html has no empty root element');
  return html.replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>`);
}

const run = promisify(execFile);

/** Each of `paths` drawn as a visitor's first screen, by path. */
export async function prerenderPages(
  appRoot: string,
  paths: readonly string[],
): Promise<Map<string, string>> {
  const outDir = mkdtempSync(join(tmpdir(), 'wallet-prerender-'));
  try {
    await build({
      configFile: false,
      root: appRoot,
      logLevel: 'warn',
      plugins: [react()],
      publicDir: false,
      // The production builds of React and the libraries, as the browser runs them.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      ssr: { noExternal: true },
      build: {
        ssr: 'src/prerender.tsx',
        outDir,
        emptyOutDir: true,
        sourcemap: false,
        rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'prerender.mjs' } },
      },
    });
    // Rendered in a Node process of its own: this file runs inside Vite's module runner (the
    // config loader), which imports nothing once the config is loaded.
    const script = [
      `const { renderLandingPage } = await import(${JSON.stringify(pathToFileURL(join(outDir, 'prerender.mjs')).href)});`,
      `const paths = ${JSON.stringify(paths)};`,
      'const pages = [];',
      'for (const path of paths) pages.push([path, await renderLandingPage(path)]);',
      'process.stdout.write(JSON.stringify(pages));',
    ].join('\n');
    const { stdout } = await run(process.execPath, ['--input-type=module', '--eval', script], {
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NODE_ENV: 'production' },
    });
    return new Map(JSON.parse(stdout) as [string, string][]);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
