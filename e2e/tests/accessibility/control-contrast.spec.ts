import { controlContrastProblems } from '../../support/control-contrast';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';

test.describe('the contrast of buttons and links in every state', () => {
  // The product's content security policy refuses injected styles, as it should: the check's own
  // test alone opens its page without it, to draw the faulty controls.
  test.describe('the check itself', () => {
    test.use({ bypassCSP: true });

    test('the check finds a link-button that fades on hover or on focus, and a faint disabled button', async ({
      page,
    }) => {
      // A page of the app, so the product's own styles are loaded beside the faulty ones.
      await page.goto('/login');
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.evaluate(() => {
        const style = document.createElement('style');
        style.textContent = `
        .faulty { background: #0047bb; color: #fff; padding: 8px; }
        .faulty-hover:hover, .faulty-focus:focus, .faulty-visited:visited { color: #0047bb; }
        .faint:disabled { background: #e3e6ee; color: #c9cfdb; }
      `;
        document.head.append(style);
        const main = document.querySelector('main')!;
        for (const kind of ['hover', 'focus', 'visited']) {
          const link = document.createElement('a');
          link.href = '/login';
          link.className = `faulty faulty-${kind}`;
          link.textContent = `Fades on ${kind}`;
          main.append(link);
        }
        const button = document.createElement('button');
        button.className = 'faint';
        button.disabled = true;
        button.textContent = 'Faint when disabled';
        main.append(button);
      });

      const problems = await controlContrastProblems(page);
      const found = (pattern: RegExp) => problems.some((problem) => pattern.test(problem));
      expect(found(/^hover: a\.faulty\.faulty-hover "Fades on hover": 1\.00:1/)).toBe(true);
      expect(found(/^focus: a\.faulty\.faulty-focus "Fades on focus": 1\.00:1/)).toBe(true);
      expect(found(/^default: button\.faint "Faint when disabled"/)).toBe(true);
      // None of the links fails before it is hovered or focused, and the page's own controls pass.
      expect(problems.filter((problem) => problem.startsWith('default: a'))).toEqual([]);
      expect(problems.filter((problem) => !/faulty|faint/.test(problem))).toEqual([]);
    });
  });

  test("a visitor's pages pass in every state: the wallet, log in, sign up and Log in to continue", async ({
    page,
    visit,
  }) => {
    // Eight visits, each with axe and every control measured in five states (the first four with
    // the HTML checker too):
    // close to the default 30 s on a quiet machine, well over it on a loaded two-core one.
    test.setTimeout(120_000);
    for (const path of ['/wallet', '/login', '/signup/', '/customer-login/']) {
      // Each page once before and once after it was visited, so :visited styles apply: the
      // second is drawn in the same shape as the first, so it is judged even so.
      await visit(path);
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expectNoAxeViolations(page, { evenIfJudged: true });
    }
    await expect(page.getByRole('main').getByRole('link', { name: 'Log In' })).toBeVisible();
  });
});
