import { describe, expect, it } from 'vitest';
import { withFirstScreen } from './prerender';

describe('withFirstScreen', () => {
  const html =
    '<head>\n    <title>T</title>\n  </head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/a.js"></script>';

  it('puts the drawn markup inside the empty root element, and nowhere else', () => {
    expect(withFirstScreen(html, '<main><h1>Welcome! $&amp;</h1></main>')).toContain(
      '<body>\n    <div id="root"><main><h1>Welcome! $&amp;</h1></main></div><span id="first-screen-end" hidden></span>\n    <script type="module" src="/a.js"></script>',
    );
  });

  it('holds the first paint until the element after the drawn first screen is parsed', () => {
    expect(withFirstScreen(html, '<h1>Hi</h1>')).toBe(
      '<head>\n    <title>T</title>\n    <link rel="expect" href="#first-screen-end" blocking="render">\n  </head>\n  <body>\n    <div id="root"><h1>Hi</h1></div><span id="first-screen-end" hidden></span>\n    <script type="module" src="/a.js"></script>',
    );
  });

  it('refuses a page without an empty root element rather than leaving it undrawn', () => {
    expect(() => withFirstScreen('</head><div id="root">x</div>', '<h1>Hi</h1>')).toThrow(
      /no empty root element/,
    );
  });

  it('refuses a page without a head to hold its first paint in', () => {
    expect(() => withFirstScreen('<div id="root"></div>', '<h1>Hi</h1>')).toThrow(/no end of head/);
  });
});
