import { expect, expectNoAxeViolations, test } from '../../support/fixtures';

/**
 * The scan every journey relies on finds what axe finds, whichever way it runs: in the page for a
 * page with no frame, and through axe's own gathering for a page with a cross-origin frame (the
 * card fields are one), whose inside it must still judge.
 */
test.describe('the accessibility scan itself', () => {
  // Injected markup is refused by the product's content security policy, as it should be.
  test.use({ bypassCSP: true });

  const scanProblems = (page: Parameters<typeof expectNoAxeViolations>[0]) =>
    expectNoAxeViolations(page).then(
      () => '',
      (error: Error) => error.message,
    );

  test('finds an image without a text alternative and targets too small on a page with no frame', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      const image = document.createElement('img');
      image.src = '/favicon.ico';
      main.append(image);
      // Two buttons 10 px square side by side: WCAG 2.2's 2.5.8 (AA) asks for 24 px or room.
      for (const name of ['Smaller', 'Larger']) {
        const button = document.createElement('button');
        button.setAttribute('aria-label', name);
        button.setAttribute(
          'style',
          'width:10px;height:10px;min-width:0;min-height:0;padding:0;margin:0',
        );
        main.append(button);
      }
    });
    expect(page.frames()).toHaveLength(1);
    const problems = await scanProblems(page);
    expect(problems).toContain('image-alt (critical): Images must have alternative text');
    // A rule of the WCAG 2.2 tag, which axe runs only when the scan asks for that tag.
    expect(problems).toContain('target-size (serious)');
  });

  test('finds an image without a text alternative inside a cross-origin frame', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.title = 'A sandboxed frame';
      // Without allow-same-origin, the frame's origin is opaque: cross-origin, as the card fields.
      frame.setAttribute('sandbox', 'allow-scripts');
      frame.srcdoc =
        '<!doctype html><html lang="en"><title>Inside</title><main><img src="/favicon.ico"></main></html>';
      document.querySelector('main')!.append(frame);
    });
    await expect.poll(() => page.frames().length).toBe(2);
    await page.frames()[1]!.waitForLoadState();
    const problems = await scanProblems(page);
    // axe names a node inside a frame by the frame, then the node.
    expect(problems).toContain('image-alt (critical): Images must have alternative text');
    expect(problems).toMatch(/iframe img/);
  });
});
