import { describe, expect, it } from 'vitest';
import { createSignedLinks } from './signed-links.js';

const links = createSignedLinks('a-secret-of-the-server-0123456789abcdef', 'documents');
const parts = ['document-1', 'owner-1', 'browser-1'];

describe('createSignedLinks', () => {
  it('verifies a link for the same parts until it expires', () => {
    const link = links.sign(parts, 1_000);
    expect(links.verify(parts, link, 999)).toBe(true);
    expect(links.verify(parts, link, 1_000)).toBe(true);
    expect(links.verify(parts, link, 1_001)).toBe(false);
  });

  it('refuses other parts, a changed expiry, another purpose or secret, and junk', () => {
    const link = links.sign(parts, 1_000);
    expect(links.verify(['document-2', 'owner-1', 'browser-1'], link, 0)).toBe(false);
    expect(links.verify(['document-1', 'owner-1', 'browser-2'], link, 0)).toBe(false);
    expect(links.verify(parts, { ...link, expires: 2_000 }, 0)).toBe(false);
    expect(
      createSignedLinks('a-secret-of-the-server-0123456789abcdef', 'other').verify(parts, link, 0),
    ).toBe(false);
    expect(
      createSignedLinks('another-secret-0123456789abcdefghij', 'documents').verify(parts, link, 0),
    ).toBe(false);
    expect(links.verify(parts, { expires: 1_000, signature: 'x' }, 0)).toBe(false);
    expect(links.verify(parts, { expires: Number.NaN, signature: link.signature }, 0)).toBe(false);
  });
});
