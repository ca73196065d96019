/**
 * Few files per page, asked for early (decision 0008, fourth round). On a phone's connection every
 * file costs a round trip, and a browser opens at most six connections to a server over HTTP/1.1,
 * so a page built from forty small chunks waits for seven rounds of requests. The build therefore:
 * - puts everything the app starts with (React, the router, the layout) into one shell file, with
 *   the stylesheets' modules, which are empty once the app has one stylesheet;
 * - puts COMMON_MODULES, small and used by nearly every page, into a file of their own, the
 *   schema library into another, and React DOM into a third, which every page asks for beside the
 *   shell (main.tsx imports it when it starts the app, so it is evaluated in a task of its own);
 * - gives each bundle of landing-pages.ts one file: its modules and all they import that the shell
 *   and the bundles before it do not hold (the bundler's groups, in priority order);
 * - writes a copy of index.html per landing page with `modulepreload` links to its bundles' files
 *   (and the files those import) and the page's title, and landing-pages.json, which tells the
 *   server which copy answers which address;
 * - in a copy whose first screen it has drawn, hands the module script and those links to a small
 *   classic script that adds them once the page's first paint is on the screen (decision 0024).
 * The rest of the app keeps the bundler's own splitting.
 */
import { resolve } from 'node:path';
import { build as bundleScript } from 'esbuild';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import {
  LANDING_PAGES_FILE,
  routeMatches,
  type LandingPagesFile,
} from '../../../packages/domain/src/platform/landing-pages.ts';
import { APP_CODE_ATTRIBUTES } from '../src/boot/code-after-first-paint.ts';
import {
  CODE_BUNDLES,
  LANDING_PAGES,
  COMMON_MODULES,
  SIGNED_IN_FRAMES,
  type SignedInFrame,
  type CodeBundle,
  type LandingPage,
} from './landing-pages.ts';
import { prerenderPages, withFirstScreen } from './prerender.ts';

const isStylesheet = (id: string) => /\.css($|\?)/.test(id);
const isSchemaLibrary = (id: string) => /[\\/]node_modules[\\/]zod[\\/]/.test(id);
const isReactDom = (id: string) => /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/.test(id);

/**
 * Code a landing page must never ask for before its first screen: the schema and phone libraries
 * (loaded when a form checks its answers) and the agents' workspace (loaded for an agent only).
 * A change that imports one of them where a landing page's bundles reach it fails the build
 * instead of quietly adding a hundred kilobytes to a visitor's first page.
 */
export const NOT_ON_A_FIRST_SCREEN: readonly RegExp[] = [
  /[\\/]node_modules[\\/]zod[\\/]/,
  /[\\/]node_modules[\\/]libphonenumber-js[\\/]/,
  /[\\/]src[\\/]features[\\/]agents[\\/]/,
];

/** The modules of `files` that NOT_ON_A_FIRST_SCREEN names, each with its file. */
export function modulesNotForAFirstScreen(
  bundle: OutputBundle,
  files: readonly string[],
): string[] {
  return files.flatMap((file) => {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') return [];
    return chunk.moduleIds
      .filter((id) => NOT_ON_A_FIRST_SCREEN.some((pattern) => pattern.test(id)))
      .map((id) => `${file}: ${id}`);
  });
}

/** The files `roots` need before they run, in the order found, without those in `skip`. */
export function staticImportsOf(
  bundle: OutputBundle,
  roots: readonly OutputChunk[],
  skip: ReadonlySet<string> = new Set(),
): string[] {
  const files: string[] = [];
  const pending = [...roots];
  while (pending.length > 0) {
    const chunk = pending.shift()!;
    if (files.includes(chunk.fileName) || skip.has(chunk.fileName)) continue;
    files.push(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') pending.push(imported);
    }
  }
  return files;
}

/** `html` with a `modulepreload` link for each of `files`, before its stylesheet link. */
export function withModulePreloads(html: string, base: string, files: readonly string[]): string {
  const stylesheet = html.search(/[ \t]*<link rel="stylesheet"/);
  if (stylesheet < 0) throw new Error('index.html has no stylesheet link to put preloads before');
  const links = files
    .map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">\n`)
    .join('');
  return `${html.slice(0, stylesheet)}${links}${html.slice(stylesheet)}`;
}

const MODULE_SCRIPT = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n/g;

/**
 * `html`, a drawn page, with its module script and preloads handed to the loader at `loaderSrc`
 * (src/boot/code-after-first-paint.ts), which asks for them once the page's first paint is on the
 * screen instead of while the page's stylesheet is still on its way (decision 0024).
 */
export function withCodeAfterFirstPaint(html: string, loaderSrc: string): string {
  const entry = MODULE_SCRIPT.exec(html);
  if (!entry) throw new Error('the page has no module script to load after its first paint');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const loader =
    `    <script defer src="${loaderSrc}" ${APP_CODE_ATTRIBUTES.entry}="${entry[1]}"` +
    ` ${APP_CODE_ATTRIBUTES.preloads}="${preloads.join(' ')}"></script>\n`;
  return html.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, () => loader);
}

/** The loader of drawn pages' code, as one classic script for the build to emit. */
async function codeAfterFirstPaintScript(appRoot: string): Promise<string> {
  const { outputFiles } = await bundleScript({
    entryPoints: [resolve(appRoot, 'src/boot/code-after-first-paint-script.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2017',
    write: false,
  });
  return outputFiles[0]!.text;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** `html` with `title` as its document title, when there is one. */
export function withTitle(html: string, title: string | undefined): string {
  if (title === undefined) return html;
  if (!/<title>[^<]*<\/title>/.test(html)) throw new Error('index.html has no title to replace');
  const text = title.replace(/[&<>]/g, (character) => HTML_ESCAPES[character]!);
  return html.replace(/<title>[^<]*<\/title>/, () => `<title>${text}</title>`);
}

/** The page file of `route`: /wallet/getquote/:step -> landing/wallet-getquote-step.html. */
export const landingHtmlName = (route: string) => {
  const name = route
    .replace(/^\//, '')
    .replace(/[/:?]+/g, '-')
    .replace(/-+$/, '');
  return `landing/${name || 'root'}.html`;
};

/**
 * A frame is a picture of the page until the app draws it (decision 0041): nothing in it may be
 * typed into or pressed, as what was typed would be gone when the app draws the page over it. The
 * app lifts `inert` from the root once its page is in (main.tsx).
 */
export function inertUntilTheAppRuns(html: string): string {
  const root = '<div id="root">';
  if (!html.includes(root)) throw new Error('the page has no root element to hold inert');
  return html.replace(root, '<div id="root" inert>');
}

/** The copy of a drawn page for a returning customer: landing/signed-in/wallet.html. */
export const signedInHtmlName = (route: string) =>
  landingHtmlName(route).replace(/^landing\//, 'landing/signed-in/');

/** The copy of a landing page for a branch agent, with their frame: landing/agent/wallet.html. */
export const agentHtmlName = (route: string) =>
  landingHtmlName(route).replace(/^landing\//, 'landing/agent/');

export function pageBundles(
  bundles: readonly CodeBundle[] = CODE_BUNDLES,
  pages: readonly LandingPage[] = LANDING_PAGES,
  /** Plugins the first screens are also drawn with (the test build's product lists). */
  prerenderPlugins: readonly Plugin[] = [],
  /** Returning customers' and agents' pages whose frames are drawn (decision 0041). */
  frames: readonly SignedInFrame[] = SIGNED_IN_FRAMES,
): Plugin {
  let base = '/';
  let appRoot = '';
  let bundleOfRoot = new Map<string, string>();
  let commonModules = new Set<string>();

  return {
    name: 'wallet-page-bundles',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // A group takes its modules and, recursively, what they import that no group of a
              // higher priority has taken.
              groups: [
                { name: 'shell', priority: bundles.length + 4, tags: ['$initial'] },
                { name: 'shell', priority: bundles.length + 3, test: isStylesheet },
                {
                  name: 'common',
                  priority: bundles.length + 2,
                  test: (id: string) => commonModules.has(id),
                },
                // The schema library (94 KiB) is a file of its own, loaded when a form checks its
                // answers: never inside the first bundle whose code happens to import it.
                { name: 'schemas', priority: bundles.length + 1, test: isSchemaLibrary },
                // React DOM, half the app's start, is a file of its own that every page asks for
                // beside the shell: the browser evaluates it in a task of its own (main.tsx).
                { name: 'react-dom', priority: bundles.length + 1, test: isReactDom },
                ...bundles.map((bundle, index) => ({
                  name: bundle.name,
                  priority: bundles.length - index,
                  test: (id: string) => bundleOfRoot.get(id) === bundle.name,
                })),
              ],
            },
          },
        },
      },
    }),
    configResolved(config) {
      base = config.base;
      appRoot = config.root;
      commonModules = new Set(COMMON_MODULES.map((module) => resolve(config.root, module)));
      bundleOfRoot = new Map(
        bundles.flatMap((bundle) =>
          bundle.modules.map((module) => [resolve(config.root, module), bundle.name] as const),
        ),
      );
    },
    buildEnd(error) {
      if (error) return;
      // A module renamed or moved would otherwise leave its bundle silently empty.
      for (const [id, name] of bundleOfRoot) {
        if (!this.getModuleInfo(id)) this.error(`bundle ${name}: ${id} is not part of the app`);
      }
      for (const id of commonModules) {
        if (!this.getModuleInfo(id)) this.error(`common: ${id} is not part of the app`);
      }
    },
    generateBundle: {
      order: 'post',
      async handler(_options, output) {
        const indexHtml = output['index.html'];
        if (indexHtml?.type !== 'asset') this.error('the build wrote no index.html');
        const chunks = Object.values(output).filter((file) => file.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) this.error('the build has no entry chunk');
        // Each bundle's file is the one holding its modules, and it must hold all of them: a module
        // the shell or an earlier bundle took would leave the bundle without it, unnoticed.
        const chunkOf = new Map<string, OutputChunk>();
        for (const [id, name] of bundleOfRoot) {
          const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
          if (!chunk || chunk.name !== name || (chunkOf.get(name) ?? chunk) !== chunk) {
            this.error(`bundle ${name}: ${id} ended up in ${chunk?.fileName ?? 'no file'}`);
          }
          chunkOf.set(name, chunk);
        }
        const reactDom = chunks.find((chunk) => chunk.name === 'react-dom');
        if (!reactDom) this.error('the build made no react-dom file');
        // Every page asks for React DOM beside the shell: index.html, and so each copy of it.
        indexHtml.source = withModulePreloads(String(indexHtml.source), base, [reactDom.fileName]);
        const shellFiles = new Set([...staticImportsOf(output, [entry]), reactDom.fileName]);
        const drawn = await prerenderPages(
          appRoot,
          {
            visitor: pages.filter((page) => page.prerender).map((page) => page.route),
            signedIn: frames,
          },
          prerenderPlugins,
        );
        const firstScreens = drawn.visitor;
        const loaderSrc = `${base}${this.getFileName(
          this.emitFile({
            type: 'asset',
            name: 'code-after-first-paint.js',
            source: await codeAfterFirstPaintScript(appRoot),
          }),
        )}`;
        const file: LandingPagesFile = { pages: [] };
        for (const page of pages) {
          const roots = page.bundles.map((name) => {
            const chunk = chunkOf.get(name);
            if (!chunk) this.error(`${page.route}: the build made no ${name} bundle`);
            return chunk;
          });
          const html = landingHtmlName(page.route);
          const firstScreen = firstScreens.get(page.route);
          const pageFiles = staticImportsOf(output, roots, shellFiles);
          const misplaced = modulesNotForAFirstScreen(output, [...shellFiles, ...pageFiles]);
          if (misplaced.length > 0) {
            this.error(
              `${page.route} would load before its first screen:\n${misplaced.join('\n')}`,
            );
          }
          const source = withModulePreloads(
            withTitle(String(indexHtml.source), page.title),
            base,
            pageFiles,
          );
          if (firstScreen === undefined) {
            this.emitFile({ type: 'asset', fileName: html, source });
            file.pages.push({ route: page.route, html });
            continue;
          }
          // A drawn page is on the screen before its code runs: the code waits for its paint.
          this.emitFile({
            type: 'asset',
            fileName: html,
            source: withCodeAfterFirstPaint(withFirstScreen(source, firstScreen), loaderSrc),
          });
          // A returning customer's browser gets the page without the visitor's first screen: the
          // app draws theirs, with nothing of a visitor's to replace (issue 46).
          const signedInHtml = signedInHtmlName(page.route);
          this.emitFile({ type: 'asset', fileName: signedInHtml, source });
          file.pages.push({ route: page.route, html, signedInHtml });
        }
        // A returning customer's frame: drawn, and its code asked for once it is painted, as a
        // visitor's drawn page. The app draws the customer's page over it (main.tsx).
        for (const { route, role } of frames) {
          const frame = drawn.signedIn.get(route);
          if (frame === undefined) this.error(`${route}: the build drew no frame`);
          const source = withCodeAfterFirstPaint(
            inertUntilTheAppRuns(withFirstScreen(String(indexHtml.source), frame)),
            loaderSrc,
          );
          const landing = file.pages.find((page) => routeMatches(page.route, route));
          // A landing page an agent also opens (their wallet) gets the agent's frame beside the
          // customer's copy, which the app draws (decision 0051).
          if (landing) {
            if (role !== 'agent' || landing.route !== route) {
              this.error(`${route} is a landing page: its signed-in copy is drawn by the app`);
            }
            const agentHtml = agentHtmlName(route);
            this.emitFile({ type: 'asset', fileName: agentHtml, source });
            landing.agentHtml = agentHtml;
            continue;
          }
          const signedInHtml = signedInHtmlName(route);
          this.emitFile({ type: 'asset', fileName: signedInHtml, source });
          file.pages.push({ route, html: 'index.html', signedInHtml });
        }
        this.emitFile({
          type: 'asset',
          fileName: LANDING_PAGES_FILE,
          source: `${JSON.stringify(file, null, 2)}\n`,
        });
      },
    },
  };
}
