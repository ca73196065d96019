import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it, vi } from 'vitest';
import {
  inertUntilTheAppRuns,
  landingHtmlName,
  modulesNotForAFirstScreen,
  staticImportsOf,
  withCodeAfterFirstPaint,
  withModulePreloads,
  withTitle,
} from './page-bundles';

// The build's script bundler, which these tests do not run, refuses a test document's encoder.
vi.mock('esbuild', () => ({ build: vi.fn() }));

const chunk = (fileName: string, imports: string[] = []) =>
  ({ type: 'chunk', fileName, imports }) as unknown as OutputChunk;

describe('staticImportsOf', () => {
  const files = [
    chunk('assets/index.js'),
    chunk('assets/wallet-page.js', ['assets/index.js']),
    chunk('assets/form-kit.js', ['assets/index.js']),
    chunk('assets/home-quote-page.js', [
      'assets/index.js',
      'assets/wallet-page.js',
      'assets/form-kit.js',
    ]),
    chunk('assets/login-page.js', ['assets/form-kit.js', 'assets/index.js']),
  ];
  const bundle = Object.fromEntries(files.map((file) => [file.fileName, file])) as OutputBundle;
  const of = (name: string) => bundle[`assets/${name}.js`] as OutputChunk;

  it('lists the chunks and all they import, each once, roots first', () => {
    expect(staticImportsOf(bundle, [of('home-quote-page'), of('login-page')])).toEqual([
      'assets/home-quote-page.js',
      'assets/login-page.js',
      'assets/index.js',
      'assets/wallet-page.js',
      'assets/form-kit.js',
    ]);
  });

  it('leaves out the files to skip: what the shell already asks for', () => {
    expect(staticImportsOf(bundle, [of('login-page')], new Set(['assets/index.js']))).toEqual([
      'assets/login-page.js',
      'assets/form-kit.js',
    ]);
  });
});

/** index.html's head as the bundler writes it. */
const headWithModuleScript = [
  '<head>',
  '    <script type="module" crossorigin src="/assets/index.js"></script>',
  '    <link rel="stylesheet" crossorigin href="/assets/style.css">',
  '</head>',
].join('\n');

describe('withModulePreloads', () => {
  const html = headWithModuleScript;

  it('asks for each file as a module, before the stylesheet', () => {
    expect(withModulePreloads(html, '/', ['assets/a.js', 'assets/b.js'])).toBe(
      [
        '<head>',
        '    <script type="module" crossorigin src="/assets/index.js"></script>',
        '    <link rel="modulepreload" crossorigin href="/assets/a.js">',
        '    <link rel="modulepreload" crossorigin href="/assets/b.js">',
        '    <link rel="stylesheet" crossorigin href="/assets/style.css">',
        '</head>',
      ].join('\n'),
    );
  });

  it('refuses a page without a stylesheet link rather than dropping the preloads', () => {
    expect(() => withModulePreloads('<head></head>', '/', ['assets/a.js'])).toThrow(/stylesheet/);
  });
});

describe('withCodeAfterFirstPaint', () => {
  // A drawn page as the build has it by then: index.html with the page's preloads.
  const html = [
    withModulePreloads(headWithModuleScript, '/', ['assets/a.js', 'assets/b.js']),
    '<body><div id="root"><h1>Drawn</h1></div></body>',
  ].join('\n');

  it('hands the module script and its preloads to the loader, in their order', () => {
    expect(withCodeAfterFirstPaint(html, '/assets/loader.js')).toBe(
      [
        '<head>',
        '    <script defer src="/assets/loader.js" data-app-entry="/assets/index.js"' +
          ' data-app-preloads="/assets/a.js /assets/b.js"></script>',
        '    <link rel="stylesheet" crossorigin href="/assets/style.css">',
        '</head>',
        '<body><div id="root"><h1>Drawn</h1></div></body>',
      ].join('\n'),
    );
  });

  it('refuses a page without a module script rather than leaving it without its code', () => {
    expect(() => withCodeAfterFirstPaint('<head></head>', '/assets/loader.js')).toThrow(
      /no module script/,
    );
  });
});

describe('landingHtmlName', () => {
  it('names a file after the route', () => {
    expect(landingHtmlName('/')).toBe('landing/root.html');
    expect(landingHtmlName('/wallet')).toBe('landing/wallet.html');
    expect(landingHtmlName('/wallet/getquote/:step')).toBe('landing/wallet-getquote-step.html');
    expect(landingHtmlName('/wallet/viewQuote/:type?')).toBe('landing/wallet-viewQuote-type.html');
  });
});

describe('withTitle', () => {
  const html = '<head>\n    <title>Insurance Wallet</title>\n  </head>';

  it("writes the page's title in place of index.html's", () => {
    expect(withTitle(html, 'Your wallet - Insurance Wallet')).toBe(
      '<head>\n    <title>Your wallet - Insurance Wallet</title>\n  </head>',
    );
  });

  it("keeps index.html's for a page without one, and writes text, not markup", () => {
    expect(withTitle(html, undefined)).toBe(html);
    expect(withTitle(html, 'Terms & <conditions>')).toContain(
      '<title>Terms &amp; &lt;conditions&gt;</title>',
    );
  });
});

describe('modulesNotForAFirstScreen', () => {
  const withModules = (fileName: string, moduleIds: string[]) =>
    ({ type: 'chunk', fileName, imports: [], moduleIds }) as unknown as OutputChunk;
  const bundle = Object.fromEntries(
    [
      withModules('assets/home.js', [
        '/app/src/features/home/get-quote/get-quote-page.tsx',
        '/app/node_modules/zod/v4/classic/schemas.js',
      ]),
      withModules('assets/wallet.js', ['/app/src/app/routes/wallet-landing.tsx']),
      withModules('assets/agents.js', ['/app/src/features/agents/landing/agent-landing.tsx']),
    ].map((chunk) => [chunk.fileName, chunk]),
  ) as OutputBundle;

  it('names the schema library, the phone library and the agents workspace where they sit', () => {
    expect(modulesNotForAFirstScreen(bundle, ['assets/home.js', 'assets/agents.js'])).toEqual([
      'assets/home.js: /app/node_modules/zod/v4/classic/schemas.js',
      'assets/agents.js: /app/src/features/agents/landing/agent-landing.tsx',
    ]);
  });

  it('finds nothing in a first screen without them', () => {
    expect(modulesNotForAFirstScreen(bundle, ['assets/wallet.js'])).toEqual([]);
  });
});

describe('inertUntilTheAppRuns', () => {
  it('makes the root inert, and refuses a page without a root', () => {
    expect(inertUntilTheAppRuns('<body><div id="root"><h1>Manage</h1></div></body>')).toBe(
      '<body><div id="root" inert><h1>Manage</h1></div></body>',
    );
    expect(() => inertUntilTheAppRuns('<body></body>')).toThrow(/no root element/);
  });
});
