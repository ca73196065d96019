import { describe, expect, it } from 'vitest';
import { isOldBrowser } from './old-browser';

describe('isOldBrowser', () => {
  it('flags Internet Explorer 11 and 10', () => {
    expect(
      isOldBrowser('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko', { fetch }),
    ).toBe(true);
    expect(isOldBrowser('Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1)', { fetch })).toBe(
      true,
    );
  });

  it('flags a browser without fetch', () => {
    expect(isOldBrowser('Mozilla/5.0 Chrome/40', {})).toBe(true);
  });

  it('accepts a current browser', () => {
    expect(
      isOldBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36', { fetch }),
    ).toBe(false);
  });
});
