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
import { build, type Plugin } from 'vite';
import type { SignedInFrame } from './landing-pages.ts';

const ROOT_ELEMENT = '<div id="root"></div>';
const HEAD_END = '</head>';
const FIRST_SCREEN_END_ID = 'first-screen-end';

/**
 * Holds the page's first paint until the browser has parsed the whole drawn first screen. A slow
 * phone parses a long document in several turns and would otherwise paint what it has so far: a
 * header button without its label, a product tile without its name, which then move as the rest
 * arrives (layout shifts). Chromium lets the paint go as soon as the awaited element is in the
 * document, so the page awaits an empty element placed after the root, not the root itself. The
 * drawn markup is a few kilobytes, so the wait is short; a browser without `rel="expect"` paints as
 * before.
 */
const PAINT_WHEN_FIRST_SCREEN_PARSED = `<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render">`;
const FIRST_SCREEN_END = `<span id="${FIRST_SCREEN_END_ID}" hidden></span>`;

/**
 * `html` with `markup` inside its empty root element, where the app hydrates it, and its first
 * paint held until that markup is parsed.
 */
export function withFirstScreen(html: string, markup: string): string {
  if (!html.includes(ROOT_ELEMENT)) throw new Error('index.html has no empty root element');
  if (!html.includes(HEAD_END)) throw new Error('index.html has no end of head');
  return html
    .replace(HEAD_END, () => `  ${PAINT_WHEN_FIRST_SCREEN_PARSED}\n  ${HEAD_END}`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>${FIRST_SCREEN_END}`);
}

const run = promisify(execFile);

/** Each of `paths` drawn, by path: visitors' first screens and returning customers' frames. */
export async function prerenderPages(
  appRoot: string,
  paths: {
    /** Landing pages' first screens, drawn for a visitor. */
    visitor: readonly string[];
    /** Returning customers' and agents' frames (decision 0041). */
    signedIn: readonly SignedInFrame[];
  },
  /** Plugins the app is built with besides React's (the test build's product lists). */
  plugins: readonly Plugin[] = [],
): Promise<{ visitor: Map<string, string>; signedIn: Map<string, string> }> {
  const outDir = mkdtempSync(join(tmpdir(), 'wallet-prerender-'));
  try {
    await build({
      configFile: false,
      root: appRoot,
      logLevel: 'warn',
      plugins: [...plugins, react()],
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
      `const { renderLandingPage, renderSignedInFrame } = await import(${JSON.stringify(pathToFileURL(join(outDir, 'prerender.mjs')).href)});`,
      `const paths = ${JSON.stringify(paths)};`,
      'const visitor = [];',
      'for (const path of paths.visitor) visitor.push([path, await renderLandingPage(path)]);',
      'const signedIn = [];',
      'for (const { route, role } of paths.signedIn) {',
      '  signedIn.push([route, await renderSignedInFrame(route, role)]);',
      '}',
      'process.stdout.write(JSON.stringify({ visitor, signedIn }));',
    ].join('\n');
    const { stdout } = await run(process.execPath, ['--input-type=module', '--eval', script], {
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const drawn = JSON.parse(stdout) as Record<keyof typeof paths, [string, string][]>;
    return { visitor: new Map(drawn.visitor), signedIn: new Map(drawn.signedIn) };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
