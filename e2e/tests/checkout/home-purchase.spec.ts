import { readFile } from 'node:fs/promises';
import {
  CARD_FIELD_MESSAGES,
  CARD_PROVIDER_ERRORS,
  PAYMENT_MESSAGES,
  formatProviderError,
  outboxListSchema,
} from '@wallet/domain';
import { createVerifiedAccount, uniqueEmail } from '../../support/accounts';
import {
  CHECKOUT_PATHS,
  TEST_CARD,
  cardFrame,
  fillCard,
  passChallenge,
  purchasedPolicy,
  quoteHome,
  quoteHomeToPayment,
  signUpFromForceLogin,
  DEMO_IBAN,
} from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { aboutYouAnswers } from '../../support/home-journey';
import { E2E_BASE_URL } from '../../support/environment';
import { shot } from '../../support/screenshots';

const DEMO_BIC = 'AIBKIE2D';

test.describe('buying a home policy', () => {
  // Each journey quotes, signs in, pays and waits for the policy: more than the default 30 s.
  test.describe.configure({ timeout: 120_000 });

  test('a visitor quotes, signs up, pays by card through 3-D Secure, downloads the schedule and finds the policy', async ({
    page,
    request,
    scan,
    setFlag,
  }) => {
    await setFlag('marketing_enabled', true);
    await setFlag('bind_upload_enabled', true);
    const email = uniqueEmail('home-buyer');
    await quoteHome(page, aboutYouAnswers({ email, firstName: 'Saoirse', lastName: 'Doyle' }));

    // Marketing consent (home.md 4): consent on with no channel keeps Next disabled.
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(new RegExp(`${CHECKOUT_PATHS.consent}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Keeping in touch' })).toBeVisible();
    await scan();
    const next = page.getByRole('button', { name: 'Next', exact: true });
    const consent = page.getByRole('switch', {
      name: 'I would like to hear about offers and news',
    });
    await consent.check({ force: true });
    await expect(next).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Select All' }).check();
    for (const channel of ['Email', 'Phone', 'Text', 'Post']) {
      await expect(page.getByRole('checkbox', { name: channel, exact: true })).toBeChecked();
    }
    await expect(next).toBeEnabled();
    await scan();
    await next.click();

    // The sign-in check sends a visitor whose e-mail has no account to Sign Up; signing up
    // brings them back to payment.
    await expect(page).toHaveURL(/\/signup\/$/);
    await scan();
    await signUpFromForceLogin(page, request, { firstName: 'Saoirse', lastName: 'Doyle', email });

    // Payment: the ways to pay are radio cards; Buy is never disabled. Pressed with the name and
    // the card missing, it pays nothing: the error summary names both, and the gateway's frame
    // shows each card field's message.
    await expect(page).toHaveURL(new RegExp(`${CHECKOUT_PATHS.payment}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Pay annually by card €/ })).toBeChecked();
    const buy = page.getByRole('button', { name: /^Buy for €/ });
    await expect(buy).toBeEnabled();
    // The gateway's card fields line up with the page's Name on card field.
    const nameBox = await page.getByLabel('Name on card').boundingBox();
    const numberBox = await cardFrame(page).getByLabel('Card number').boundingBox();
    expect(Math.abs((numberBox?.x ?? 0) - (nameBox?.x ?? -9))).toBeLessThan(1);
    expect(Math.abs((numberBox?.width ?? 0) - (nameBox?.width ?? -9))).toBeLessThan(1);
    await scan();
    await shot(page, 'payment-card');
    await buy.click();
    const summary = page.locator('.error-summary');
    await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      PAYMENT_MESSAGES.nameOnCardRequired,
      PAYMENT_MESSAGES.cardDetailsRequired,
    ]);
    for (const message of Object.values(CARD_FIELD_MESSAGES)) {
      await expect(cardFrame(page).getByText(message)).toBeVisible();
    }
    await expect(page).toHaveURL(new RegExp(`${CHECKOUT_PATHS.payment}$`));
    await scan();
    await shot(page, 'payment-buy-pressed-empty');
    await summary.getByRole('link', { name: PAYMENT_MESSAGES.nameOnCardRequired }).click();
    await expect(page.getByLabel('Name on card')).toBeFocused();
    await page.getByLabel('Name on card').fill('Saoirse Doyle');
    await fillCard(page, TEST_CARD.challenge);
    await buy.click();
    await passChallenge(page);

    // bind_upload: the thank-you page polls the bind status until the policy exists.
    await expect(page).toHaveURL(new RegExp(`${CHECKOUT_PATHS.thankYou}$`));
    const policy = await purchasedPolicy(page);
    await scan();

    // The e-mail the thank-you page promises is in the outbox, with the policy number shown there
    // and a link to the policy's documents page.
    const outbox = await request.get(
      `${E2E_BASE_URL}/api/dev/messages?recipient=${encodeURIComponent(email)}`,
    );
    const confirmation = outboxListSchema
      .parse(await outbox.json())
      .messages.find((message) => message.body.includes(`Policy Number: ${policy.number}`));
    expect(confirmation?.subject).toBe('Your Home Insurance policy documents are ready');
    const documentsLink = /^https?:\/\/\S+\/documents\/policy\/\S+$/m.exec(
      confirmation?.body ?? '',
    )?.[0];

    await page.getByRole('link', { name: 'View documents' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home Documents' })).toBeVisible();
    expect(page.url()).toBe(documentsLink);
    await expect(page.getByText(`Policy Number ${policy.number}`)).toBeVisible();
    await scan();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Policy Schedule' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await readFile((await download.path()) ?? '');
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Manage My Insurance: the dashboard, the home list and the policy's page.
    await page.goto('/manage');
    await scan();
    await page.getByRole('list', { name: 'Products' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/manage\/viewMultiplePolicies\/home$/);
    const row = page.getByRole('button', { name: new RegExp(`^Policy Number ${policy.number}`) });
    await expect(row).toContainText(`Reference ${policy.reference}`);
    await scan();
    await row.click();
    await expect(page).toHaveURL(/\/manage\/product\/home$/);
    for (const action of ['View documents', 'Submit a claim', 'Amend my policy']) {
      await expect(page.getByRole('link', { name: action })).toBeVisible();
    }
    await scan();
  });

  test('a signed-in customer pays monthly by direct debit; Buy twice makes one policy', async ({
    page,
    request,
    scan,
    signIn,
    setFlag,
  }) => {
    await setFlag('marketing_enabled', false);
    await setFlag('bind_upload_enabled', false);
    const account = await createVerifiedAccount(request, 'home-dd');
    await signIn(account.email);
    await quoteHomeToPayment(page, account.email, 'FBD');

    await page.getByRole('radio', { name: /Pay monthly by direct debit/ }).check();
    await expect(page.getByRole('heading', { name: 'SEPA Direct Debit Mandate' })).toBeVisible();
    const buy = page.getByRole('button', { name: /^Buy for €/ });
    // The IBAN keeps to upper-case letters and digits as it is typed; an Irish IBAN of a known
    // bank fills in its BIC, which stays editable.
    await page.getByLabel('IBAN').fill(DEMO_IBAN.toLowerCase());
    await expect(page.getByLabel('IBAN')).toHaveValue(DEMO_IBAN.replace(/ /g, ''));
    await expect(page.getByLabel('BIC')).toHaveValue(DEMO_BIC);
    await expect(page.getByLabel('BIC')).toBeEditable();
    await page.getByLabel('BIC').fill('AIBK');
    await page.getByLabel('BIC').blur();
    await expect(page.getByText('Must be a valid BIC').first()).toBeVisible();
    await page.getByLabel('BIC').fill(DEMO_BIC);
    await page.getByLabel('Collection day').selectOption({ label: '15th' });
    await shot(page, 'payment-direct-debit');
    // Buy pressed before the mandate is accepted says so, and pays nothing.
    await buy.click();
    const summary = page.locator('.error-summary');
    await expect(summary.getByRole('link')).toHaveText([PAYMENT_MESSAGES.directDebitTermsRequired]);
    await scan();
    await page.getByRole('checkbox', { name: /I accept the direct debit mandate/ }).check();
    await expect(summary).toHaveCount(0);
    await scan();

    const binds: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/home/applied_home_quotes/bind')) binds.push(sent.url());
    });
    await buy.dblclick();
    await expect(page).toHaveURL(new RegExp(`${CHECKOUT_PATHS.thankYou}$`));
    const policy = await purchasedPolicy(page);
    await scan();
    expect(binds).toHaveLength(1);

    await page.goto('/manage/viewMultiplePolicies/home');
    await expect(page.getByRole('button', { name: /^Policy Number / })).toHaveCount(1);
    await expect(
      page.getByRole('button', { name: new RegExp(`^Policy Number ${policy.number}`) }),
    ).toBeVisible();
  });

  test('a declined card shows its code and another card can be tried', async ({
    page,
    request,
    scan,
    signIn,
    setFlag,
  }) => {
    await setFlag('marketing_enabled', false);
    const account = await createVerifiedAccount(request, 'home-declined');
    await signIn(account.email);
    await quoteHomeToPayment(page, account.email);

    await page.getByLabel('Name on card').fill('Orla Kenny');
    await fillCard(page, TEST_CARD.declined);
    await page.getByRole('button', { name: /^Buy for €/ }).click();
    const declined = CARD_PROVIDER_ERRORS.declined;
    await expect(page.getByRole('alert')).toHaveText(
      formatProviderError(declined.message, declined.code),
    );
    await expect(page).toHaveURL(new RegExp(`${CHECKOUT_PATHS.payment}$`));
    await scan();

    await fillCard(page, TEST_CARD.visa);
    await page.getByRole('button', { name: /^Buy for €/ }).click();
    await purchasedPolicy(page);
  });
});

test('the payment page without a chosen quote goes back to the wallet', async ({
  page,
  signIn,
}) => {
  await signIn('new@wallet.test');
  await page.goto(CHECKOUT_PATHS.payment);
  await expect(page).toHaveURL(/\/wallet$/);
});
