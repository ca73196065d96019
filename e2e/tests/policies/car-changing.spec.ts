import { createVerifiedAccount } from '../../support/accounts';
import { CAR_PATHS, driverAnswers, quoteTheCorolla } from '../../support/car-journey';
import { TEST_CARD, fillCard, openPolicyPage, purchasedPolicy } from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { shot } from '../../support/screenshots';

/** Another car of the bundled sample table: a 2021 Ford Kuga plug-in hybrid. */
const KUGA_REGISTRATION = '211-C-20815';

test.describe('changing a car policy', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a car customer changes car and sees the new certificate', async ({
    page,
    request,
    scan,
    signIn,
    setFlag,
  }) => {
    await setFlag('marketing_enabled', false);
    // (The label is short: the car form takes e-mails of under 50 characters.)
    const account = await createVerifiedAccount(request, 'carchg');
    await signIn(account.email);

    // The Corolla bought at Popular by card, signed in.
    await quoteTheCorolla(page, driverAnswers({ email: account.email }));
    await page.getByRole('button', { name: 'More info about Popular' }).click();
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.viewQuote}$`));
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.payment}$`));
    await page.getByLabel('Name on card').fill('Niamh Sullivan');
    await fillCard(page, TEST_CARD.visa);
    await page.getByRole('button', { name: /^Buy for €[\d,]+\.\d{2}$/ }).click();
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.thankYou}$`));
    const policy = await purchasedPolicy(page);

    await openPolicyPage(page, 'car', policy.number);
    await page.getByRole('link', { name: 'Change my policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Change your policy' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'What would you like to change?' }),
    ).toBeVisible();
    const registration = page.getByRole('textbox', { name: 'Registration' });
    await expect(registration).toHaveValue('191-D-12345');
    await expect(page.getByRole('group', { name: 'Named drivers' })).toContainText(
      'Conor Sullivan, Spouse or partner',
    );
    await scan();
    await shot(page, 'car-change-step-1', { fullPage: true });

    // A registration typed but not looked up names no car to price: said before any call.
    await registration.fill(KUGA_REGISTRATION);
    await page.getByRole('button', { name: 'Get my new price' }).click();
    await expect(page.locator('.error-summary').getByRole('link')).toHaveText([
      'Look up the car by its registration',
      'How long have you had the car?: Please tell us how long you have had the car',
    ]);
    await scan();

    // Looked up as the quote looks it up, then its value.
    await page.getByRole('button', { name: 'Look up registration' }).click();
    await expect(page.getByText('We found your car: Ford Kuga, 2021.')).toBeVisible();
    await page.getByLabel('Value of the car (€)').fill('21000');
    await page.getByLabel('How long have you had the car?').selectOption('LESS_THAN_A_YEAR');
    await scan();
    await page.getByRole('button', { name: 'Get my new price' }).click();

    await expect(page.getByRole('heading', { name: 'Your new price' })).toBeVisible();
    await expect(page.getByText(`(${KUGA_REGISTRATION})`).first()).toBeVisible();
    await expect(page.getByText('This price is for today only.')).toBeVisible();
    await scan();
    await shot(page, 'car-change-step-2', { fullPage: true });
    const costs = page.getByText(
      /^This change costs €[\d,]+\.\d\d for the rest of your policy \(\d+ of \d+ days\)\.$/,
    );
    if (await costs.isVisible()) {
      const amount = /€[\d,]+\.\d\d/.exec((await costs.textContent()) ?? '')![0];
      await page.getByRole('radio', { name: `Pay ${amount} now by card` }).check();
      await page.getByLabel('Name on card').fill('Niamh Sullivan');
      await fillCard(page, TEST_CARD.visa);
    }
    await page.getByRole('button', { name: 'Make this change' }).click();

    await expect(page.getByRole('heading', { name: 'Your policy is changed' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      page.getByText(/^Version 2 of your policy starts on \d\d\/\d\d\/\d{4}\.$/),
    ).toBeVisible();
    await scan();
    await shot(page, 'car-change-done');

    // The new certificate and disc beside the first ones, which (with the first schedule) say
    // they are replaced.
    await page.getByRole('link', { name: 'View your policy documents' }).click();
    for (const name of [
      'Certificate of Motor Insurance (version 2)',
      'Insurance Disc (version 2)',
      'Endorsement schedule (version 2)',
    ]) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }
    await expect(
      page.getByText(/^Replaced by version 2 from \d\d\/\d\d\/\d{4}: use the newer copy\.$/),
    ).toHaveCount(3);
    await scan();
    await shot(page, 'car-change-documents', { fullPage: true });
  });
});
