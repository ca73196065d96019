import { MESSAGES } from '@wallet/domain';
import { expect, test } from '../../support/fixtures';

test.describe('landing page', () => {
  test('/ redirects to /wallet, which greets the visitor and offers the products', async ({
    page,
    scan,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
    await expect(page.getByText(MESSAGES.tapToStart)).toBeVisible();
    const main = page.getByRole('main');
    for (const product of ['Home', 'Car', 'Travel']) {
      await expect(main.getByRole('link', { name: product, exact: true })).toBeVisible();
    }
    // platform.md 2.5 words this link 'Have an account? Login'.
    await expect(main.getByRole('link', { name: 'Have an account? Login' })).toBeVisible();
    await scan();
  });

  test('a visitor reaches Get Quotes from the Home tile in one tap', async ({ page, scan }) => {
    await page.goto('/wallet');
    await page.getByRole('main').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/wallet\/getquote\/aboutYou$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Get Quotes' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeVisible();
    await scan();
  });

  test('pushes a virtual page view on load and on each route change', async ({ page }) => {
    await page.goto('/wallet');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/wallet\/getquote\/aboutYou$/);
    // The page view is pushed once the Get Quotes screen has loaded, a moment after the URL.
    await expect
      .poll(() =>
        page.evaluate(() =>
          (
            window as unknown as { dataLayer: Array<{ event?: string; page_path?: string }> }
          ).dataLayer
            .filter((entry) => entry.event === 'virtualPageView')
            .map((entry) => entry.page_path),
        ),
      )
      .toEqual(['/wallet', '/wallet/getquote/aboutYou']);
  });

  test('the Car card disappears when motor_enabled is off, and car paths lead to the holding page', async ({
    page,
    setFlag,
    visit,
  }) => {
    await setFlag('motor_enabled', false);
    await visit('/wallet');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Car', exact: true })).toHaveCount(0);

    // Every path of the car journey and of car policies (car-travel-payment.md 1).
    for (const path of [
      '/wallet/product/car',
      '/wallet/getgenericquote/car',
      '/wallet/terms-and-conditions/car',
      '/wallet/getquotethankyou/car',
      '/wallet/viewMultipleQuotes/car',
      '/wallet/viewQuote/car',
      '/wallet/consent/car',
      '/wallet/makePayment/car',
      '/wallet/paymentthankyou/car',
      '/wallet/error/car',
      '/wallet/breakdownAssistance/car',
      '/wallet/amendPolicy/car',
      '/wallet/submitClaim/car',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/wallet\/motorHoldingPage\/?$/);
      await expect(page.getByText(MESSAGES.motorHolding.closed)).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /01 290 1958/ })).toHaveAttribute(
      'href',
      'tel:012901958',
    );
    await visit('/wallet/motorHoldingPage/');
  });

  test('a flag changed by an operator shows after a reload, with no new build', async ({
    page,
    setFlag,
  }) => {
    await page.goto('/wallet');
    const carTile = page.getByRole('main').getByRole('link', { name: 'Car', exact: true });
    await expect(carTile).toBeVisible();
    await setFlag('motor_enabled', false);
    await page.reload();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Home', exact: true }),
    ).toBeVisible();
    await expect(carTile).toHaveCount(0);
  });
});

test.describe('simple pages', () => {
  test('coming soon page', async ({ page, visit }) => {
    await visit('/wallet/comingsoon');
    await expect(page.getByRole('heading', { name: MESSAGES.comingSoon })).toBeVisible();
  });

  test('a signed-out visit to a private page shows the login form', async ({ page, visit }) => {
    await visit('/wallet/product/home');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  });
});
