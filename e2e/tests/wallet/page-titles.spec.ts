import { PRODUCT_NAME } from '@wallet/domain';
import type { Page } from '@playwright/test';
import { DEMO_CUSTOMER } from '../../support/environment';
import { expect, test } from '../../support/fixtures';
import { HOME_PATHS } from '../../support/home-journey';
import { TRAVEL_PATHS } from '../../support/travel-journey';
import { shot } from '../../support/screenshots';

/** The demo customer's seeded home policy (apps/api/src/demo/demo-policies.ts). */
const DEMO_HOME_POLICY = 'BHH0042187';

const TITLE_ENDING = ` - ${PRODUCT_NAME}`;

/** The document title of the page on the screen once it has drawn its main heading. */
async function currentTitle(page: Page): Promise<string> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect
    .poll(() => page.title(), { message: `the title of ${page.url()}` })
    .not.toBe(PRODUCT_NAME);
  return page.title();
}

/** The document title of the page at `path`, opened from its address. */
async function titleAt(page: Page, path: string): Promise<string> {
  await page.goto(path);
  return currentTitle(page);
}

/** The `<title>` of the HTML the server sends for `path`, before any script runs. */
async function servedTitleOf(page: Page, path: string): Promise<string | undefined> {
  const response = await page.request.get(path, { headers: { accept: 'text/html' } });
  return /<title>([^<]*)<\/title>/.exec(await response.text())?.[1];
}

test.describe('page titles (WCAG 2.2 SC 2.4.2)', () => {
  test('every page has a title of its own, naming the page, its journey and the product', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(90_000);
    /** Each page walked, by what it shows, and its title. */
    const titles: { page: string; title: string }[] = [];
    const walk = async (shows: string, path: string) => {
      titles.push({ page: shows, title: await titleAt(page, path) });
    };
    /**
     * The page a click has led to. The address changes before the new page names itself, so its
     * title is read once it is no longer the page before's.
     */
    const arrive = async (shows: string, address: RegExp) => {
      await expect(page).toHaveURL(address);
      const before = titles.at(-1)?.title;
      await expect
        .poll(() => page.title(), { message: `the title of ${page.url()}` })
        .not.toBe(before);
      titles.push({ page: shows, title: await currentTitle(page) });
    };

    // A visitor.
    await walk('wallet', '/wallet');
    await walk('home quote: About you', HOME_PATHS.aboutYou);
    await walk('home quote: Your home', HOME_PATHS.yourHome);
    await walk('home quote: Your cover', HOME_PATHS.yourCover);
    await walk('household questions', HOME_PATHS.terms);
    await walk('travel quote', TRAVEL_PATHS.getQuote);
    await walk('login', '/login');
    await walk('sign up', '/signup/');
    await walk('reset password', '/resetpassword');
    await walk('coming soon', '/wallet/comingsoon');

    // The demo customer, signed in.
    await signIn(DEMO_CUSTOMER.email);
    await walk('wallet, signed in', '/wallet');
    await walk('home product', '/wallet/product/home');
    await walk('travel product', '/wallet/product/travel');
    await walk('manage my insurance', '/manage');
    await walk('documents', '/documents');
    await walk('home policies', '/manage/viewMultiplePolicies/home');
    await page.getByRole('button', { name: new RegExp(DEMO_HOME_POLICY) }).click();
    await arrive('manage a home policy', /\/manage\/product\/home$/);
    await page.getByRole('link', { name: 'View documents' }).click();
    await arrive('documents of a policy', /\/documents\/policy\/[^/]+$/);
    await walk('medical assistance', '/wallet/medicalAssistance/travel');
    await walk('submit a home claim', '/wallet/submitClaim/home');
    await walk('log out', '/logout');
    await expect(
      page.getByRole('heading', { name: 'You have logged out successfully' }),
    ).toBeVisible();

    // A visitor again, at private pages: each shows the login form in its place.
    await walk('login in place of the home product page', '/wallet/product/home');
    await walk('login in place of Manage My Insurance', '/manage');

    for (const { page: shows, title } of titles) {
      expect(title, shows).toMatch(new RegExp(`.${TITLE_ENDING}$`));
    }
    const pagesByTitle = new Map<string, Set<string>>();
    for (const { page: shows, title } of titles) {
      pagesByTitle.set(title, (pagesByTitle.get(title) ?? new Set()).add(shows));
    }
    const shared = [...pagesByTitle].filter(([, pages]) => pages.size > 1);
    // The wallet is one page signed in or not.
    expect(shared.map(([title, pages]) => `${title}: ${[...pages].join(', ')}`)).toEqual([
      `Your wallet${TITLE_ENDING}: wallet, wallet, signed in`,
    ]);
    expect(titles.find((entry) => entry.page === 'home quote: About you')?.title).toBe(
      `About you - Home insurance quote${TITLE_ENDING}`,
    );
    expect(
      titles.find((entry) => entry.page === 'login in place of Manage My Insurance')?.title,
    ).toBe(`Log In: Manage my insurance${TITLE_ENDING}`);
  });

  test('a landing page is served with its own title, the one the app gives it', async ({
    page,
  }) => {
    for (const path of [
      '/wallet',
      HOME_PATHS.aboutYou,
      HOME_PATHS.yourCover,
      TRAVEL_PATHS.getQuote,
    ]) {
      expect(await servedTitleOf(page, path), path).toBe(await titleAt(page, path));
    }
  });

  test("an empty travel form's error summary is read from its heading, at the top of a phone's screen, and the title says there is an error", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const title = await titleAt(page, TRAVEL_PATHS.getQuote);
    await page.getByRole('button', { name: 'Get your quote' }).click();

    const summary = page.locator('.error-summary');
    const heading = summary.getByRole('heading', { name: 'There is a problem' });
    await expect(heading).toBeFocused();
    // Every question of the form is listed: the summary is taller than the phone's screen.
    expect((await summary.boundingBox())!.height).toBeGreaterThan(812);
    await expect
      .poll(async () => (await heading.boundingBox())?.y, { message: "the heading's top" })
      .toBeGreaterThanOrEqual(0);
    const box = (await heading.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(812);
    await expect(page).toHaveTitle(`Error: ${title}`);
    await shot(page, 'travel-empty-form-summary', { fullPage: false });

    // Leaving the page leaves the error behind.
    await page.locator('header').getByRole('link', { name: PRODUCT_NAME }).click();
    await expect(page).toHaveTitle(`Your wallet${TITLE_ENDING}`);
  });
});
