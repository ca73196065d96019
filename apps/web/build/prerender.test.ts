import { describe, expect, it } from 'vitest';
import { withFirstScreen } from './prerender';

describe('withFirstScreen', () => {
  it('puts the drawn markup inside the empty root element, and nowhere else', () => {
    const html =
      '<body>\n    <div id="root"></div>\n    <script type="module" src="/a.js"></script>';
    expect(withFirstScreen(html, '<main><h1>Welcome! $&amp;</h1></main>')).toBe(
      '<body>\n    <div id="root"><main><h1>Welcome! $&amp;</h1></main></div>\n    <script type="module" src="/a.js"></script>',
    );
  });

  it('refuses a page without an empty root element rather than leaving it undrawn', () => {
    expect(() => withFirstScreen('<body><div id="root">x</div>', '<h1>Hi</h1>')).toThrow(
      /no empty root element/,
    );
  });
});
