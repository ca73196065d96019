import type { Page } from '@playwright/test';
import { PHONE } from '@wallet/domain';
import { DEMO_IBAN, TEST_CARD, fillCard } from '../../support/checkout';
import { DEMO_CUSTOMER, literal } from '../../support/environment';
import { expect, test } from '../../support/fixtures';
import {
  DEMO_HOME_POLICY,
  RENEWAL_PATHS,
  answerRenewalQuestions,
  customerWithRenewalDue,
  openViewRenewals,
} from '../../support/renewals';
import { shot } from '../../support/screenshots';

const DEMO_BIC = 'AIBKIE2D';
const HISTORY_CAPTION = 'Premiums paid and claims paid for each year of cover';

/** The thank-you page of a renewal paid for: its reference and policy number. */
async function renewedPolicy(page: Page): Promise<{ reference: string; number: string }> {
  const title = 'Your home insurance is renewed';
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 20_000,
  });
  const summary = page.getByRole('region', { name: title });
  const reference = (await summary.locator('dd').nth(0).textContent())?.trim() ?? '';
  const number = (await summary.locator('dd').nth(1).textContent())?.trim() ?? '';
  expect(reference).not.toBe('');
  expect(number).not.toBe('');
  return { reference, number };
}

/** Whether the page is as wide as the window: nothing is cut or scrolled sideways. */
const fitsTheWindow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('home renewals', () => {
  // Each journey signs in, compares, answers and pays: more than the default 30 s.
  test.describe.configure({ timeout: 120_000 });

  test('the demo customer is told her home renewal is due, and compares the renewal with the alternative', async ({
    page,
    signIn,
    scan,
  }) => {
    await signIn(DEMO_CUSTOMER.email);
    // The wallet says so at its top, in sight on a phone, and on the policy's card.
    const waiting = page.getByRole('region', { name: 'Your home insurance renewal is ready' });
    await expect(waiting).toBeInViewport();
    await expect(waiting.getByText(/^Renewal due on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(
      waiting.getByRole('link', { name: `View Renewals of policy ${DEMO_HOME_POLICY}` }),
    ).toBeVisible();
    const policies = page.getByRole('region', { name: 'Your policies' });
    await expect(policies.getByText(/^Renewal due on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await scan();
    await shot(page, 'renewal-wallet');

    await openViewRenewals(page, DEMO_HOME_POLICY);
    await scan();
    await shot(page, 'renewal-view');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0).getByRole('heading', { level: 2 })).toHaveText(
      /^Your renewal\s*RSA Insurance/,
    );
    await expect(cards.nth(1).getByRole('heading', { level: 2 })).toHaveText(
      /^Alternative quote\s*FBD Insurance/,
    );
    // No card is chosen for her, even where one insurer alone could quote.
    await expect(page.getByText('Your choice')).toHaveCount(0);
    // The five-year schedule of premiums and claims (CICA 2019 s.12), with the paid claim: a
    // table where it fits, a block per year on a phone, never cut.
    const narrow = (page.viewportSize()?.width ?? 1280) < 640;
    if (narrow) {
      const years = page.getByRole('list', { name: HISTORY_CAPTION });
      await expect(years.locator(':scope > li')).toHaveCount(5);
      await expect(years).toContainText('Escape of water');
      await expect(page.getByRole('table', { name: HISTORY_CAPTION })).toHaveCount(0);
      await years.scrollIntoViewIfNeeded();
      await shot(page, 'renewal-view-history-phone');
    } else {
      const history = page.getByRole('table', { name: HISTORY_CAPTION });
      await expect(history.getByRole('row')).toHaveCount(6);
      await expect(history).toContainText('Escape of water');
    }
    expect(await fitsTheWindow(page), 'the renewal view fits the window').toBe(true);
    await expect(page.getByText(/the premium shown is the annualised premium/)).toBeVisible();
    await expect(
      page.getByRole('switch', { name: 'Renew my policy automatically each year' }),
    ).toBeChecked();
    await expect(page.getByRole('button', { name: /^Download / }).first()).toBeVisible();

    // Her renewal's summary, then back to compare.
    await cards.nth(0).getByRole('button', { name: 'Select RSA Insurance' }).click();
    await expect(page).toHaveURL(new RegExp(`${RENEWAL_PATHS.summary}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Your Summary' })).toBeVisible();
    await expect(page).toHaveTitle(/^Your Summary - Home insurance renewal/);
    await scan();
    await shot(page, 'renewal-summary');
    // Proceed with nothing answered: the error summary takes focus and names each question.
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeFocused();
    await expect(page.locator('.error-summary').getByRole('link')).toHaveText([
      'Your claims: Answer is required',
      'Your statement of fact: Answer is required',
    ]);
    await scan();
    await shot(page, 'renewal-summary-errors');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Renewal' })).toBeVisible();
    await expect(page.getByText('Your choice')).toBeVisible();
  });

  test('a customer turns automatic renewal off and renews by card', async ({
    page,
    request,
    signIn,
    scan,
  }) => {
    const customer = await customerWithRenewalDue(request, 'renew-card');
    await signIn(customer.email);
    await openViewRenewals(page, customer.policyNumber);
    await page.getByRole('button', { name: 'Select RSA Insurance' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Summary' })).toBeVisible();

    // Automatic renewal off: the renewal is paid now, and its terms are asked for.
    const autoRenewal = page.getByRole('switch', {
      name: 'Renew my policy automatically each year',
    });
    // The switch moves once the server has it: a click, then its new state.
    await autoRenewal.click({ force: true });
    await expect(autoRenewal).not.toBeChecked();
    await expect(page.getByText(/Turning it off was free of charge/)).toBeVisible();
    // The box it adds says why it is there, and links the renewed policy's terms (real PDFs).
    const terms = page.getByRole('group', { name: 'The terms of your renewed policy' });
    await expect(terms.getByText(/will not renew automatically/)).toBeVisible();
    const termsLink = terms.getByRole('link', {
      name: 'Summary of Terms (PDF, opens in a new tab)',
    });
    const termsHref = await termsLink.getAttribute('href');
    expect(termsHref).toBe('/api/home/insurer_documents/terms_summary?insurer=RSA');
    const termsPdf = await request.get(termsHref!);
    expect(termsPdf.headers()['content-type']).toContain('application/pdf');
    // Left unticked, its error names it.
    await answerRenewalQuestions(page, { terms: false, termsShown: true });
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeFocused();
    await expect(page.locator('.error-summary').getByRole('link')).toHaveText([
      'The terms of your renewed policy: Answer is required',
    ]);
    await scan();
    await shot(page, 'renewal-summary-terms-error');
    await page.getByRole('checkbox', { name: /accept the terms and conditions/ }).check();
    await scan();
    await page.getByRole('button', { name: 'Proceed' }).click();

    await expect(page).toHaveURL(new RegExp(`${RENEWAL_PATHS.payment}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(page).toHaveTitle(/^Payment - Home insurance renewal/);
    const progress = page.getByRole('navigation', { name: 'Progress' });
    await expect(progress.getByRole('listitem')).toHaveText([
      /Your Renewal/,
      /Your Summary/,
      /Payment/,
    ]);
    await scan();
    await shot(page, 'renewal-payment');
    await page.getByLabel('Name on card').fill('Orla Kenny');
    await fillCard(page, TEST_CARD.visa);
    await page.getByRole('button', { name: /^Buy for €/ }).click();
    await expect(page).toHaveURL(new RegExp(`${RENEWAL_PATHS.thankYou}$`));
    const renewed = await renewedPolicy(page);
    await scan();
    await shot(page, 'renewal-thank-you');

    // Back never breaks: the payment is done, so the wallet is where Back lands.
    await page.goBack();
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`${RENEWAL_PATHS.payment}$`));

    // A renewal with the same insurer keeps the policy number, for a new period.
    expect(renewed.number).toBe(customer.policyNumber);
    // The renewal is no longer waiting: the wallet lists both periods, each saying which it is.
    await page.goto('/wallet');
    const policies = page.getByRole('region', { name: 'Your policies' });
    await expect(policies.getByText(renewed.number, { exact: true })).toHaveCount(2);
    await expect(policies.getByText(/^Renewal due on/)).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Your home insurance renewal is ready' }),
    ).toHaveCount(0);
    const current = policies.getByRole('region', { name: 'Home Insurance, Current' });
    await expect(current).toBeVisible();
    await expect(
      policies.getByRole('region', { name: /^Home Insurance, Renewed from \d{2}\/\d{2}\/\d{4}$/ }),
    ).toBeVisible();
    await scan();
    await shot(page, 'renewal-wallet-renewed');

    // The period renewed keeps what was issued for it: its renewal notice, and the alternative
    // as the quote it was offered, not as a transfer.
    await current.getByRole('link', { name: /^View documents/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home Documents' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Renewal offer' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Renewal Notice' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Alternative quote offered' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Renewal transfer' })).toHaveCount(0);
    await scan();
  });

  test('a customer turns automatic renewal off and pays the renewal from the account on file', async ({
    page,
    request,
    signIn,
    scan,
  }) => {
    const customer = await customerWithRenewalDue(request, 'renew-mandate');
    await signIn(customer.email);
    await openViewRenewals(page, customer.policyNumber);
    await page.getByRole('button', { name: 'Select RSA Insurance' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Summary' })).toBeVisible();
    const autoRenewal = page.getByRole('switch', {
      name: 'Renew my policy automatically each year',
    });
    await autoRenewal.click({ force: true });
    await expect(autoRenewal).not.toBeChecked();
    await answerRenewalQuestions(page, { terms: true });
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(new RegExp(`${RENEWAL_PATHS.payment}$`));

    // Paying by direct debit as now: the account on file, shown by its last four characters.
    await page.getByRole('radio', { name: /Pay monthly by direct debit/ }).check();
    const onFile = page.getByRole('checkbox', { name: 'Use the account ending 5678' });
    await expect(onFile).toBeChecked();
    await expect(page.getByLabel('IBAN')).toHaveCount(0);
    await expect(page.getByText(/collected on the 8th of each month/)).toBeVisible();
    await expect(page.getByText('IE29AIBK93115212345678')).toHaveCount(0);
    // Left unaccepted, the mandate's error names it.
    await page.getByRole('button', { name: /^Buy for €/ }).click();
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeFocused();
    await scan();
    await page.getByRole('checkbox', { name: /I accept the direct debit mandate/ }).check();
    await scan();
    await shot(page, 'renewal-payment-mandate-on-file');
    await page.getByRole('button', { name: /^Buy for €/ }).click();
    await expect(page).toHaveURL(new RegExp(`${RENEWAL_PATHS.thankYou}$`));
    const renewed = await renewedPolicy(page);
    expect(renewed.number).toBe(customer.policyNumber);
    await scan();
  });

  test('a customer switches to the alternative through its statement of fact and pays by direct debit', async ({
    page,
    request,
    signIn,
    scan,
  }) => {
    const customer = await customerWithRenewalDue(request, 'renew-alternative');
    await signIn(customer.email);
    await openViewRenewals(page, customer.policyNumber);
    await page.getByRole('button', { name: 'Select FBD Insurance' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Summary' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Insurer: FBD Insurance' })).toBeVisible();
    // The alternative is a new policy: its terms are asked for even with automatic renewal on.
    await answerRenewalQuestions(page, { terms: true });
    await page.getByRole('button', { name: 'Proceed' }).click();

    await expect(page).toHaveURL(new RegExp(`${RENEWAL_PATHS.statementOfFact}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Statement of Fact' })).toBeVisible();
    const facts = page.getByRole('region', { name: 'The facts your alternative quote relies on' });
    await expect(facts.getByText('Policy holder')).toBeVisible();
    await expect(facts.getByRole('button', { name: 'Download Statement of Fact' })).toBeVisible();
    const confirm = page.getByRole('button', { name: 'I confirm' });
    await expect(confirm).toBeDisabled();
    await scan();
    await shot(page, 'renewal-statement-of-fact');
    await page.getByRole('checkbox', { name: /statements above are true and complete/ }).check();
    await expect(confirm).toBeEnabled();
    await confirm.click();

    await expect(page).toHaveURL(new RegExp(`${RENEWAL_PATHS.payment}$`));
    await page.getByRole('radio', { name: /Pay monthly by direct debit/ }).check();
    await page.getByLabel('IBAN').fill(DEMO_IBAN);
    await expect(page.getByLabel('BIC')).toHaveValue(DEMO_BIC);
    await page.getByLabel('Collection day').selectOption({ label: '8th' });
    await page.getByRole('checkbox', { name: /I accept the direct debit mandate/ }).check();
    await scan();
    await shot(page, 'renewal-payment-direct-debit');
    await page.getByRole('button', { name: /^Buy for €/ }).click();
    await expect(page).toHaveURL(new RegExp(`${RENEWAL_PATHS.thankYou}$`));
    const moved = await renewedPolicy(page);
    // The other insurer's policy is a new one: a number of its own.
    expect(moved.number).not.toBe(customer.policyNumber);
    await scan();
    await page.getByRole('link', { name: 'View documents' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home Documents' })).toBeVisible();

    // The wallet tells the policy in force from the one that replaces it on the renewal date.
    await page.goto('/wallet');
    const policies = page.getByRole('region', { name: 'Your policies' });
    await expect(policies.getByRole('region', { name: 'Home Insurance, Current' })).toBeVisible();
    await expect(
      policies.getByRole('region', { name: /^Home Insurance, Starts \d{2}\/\d{2}\/\d{4}$/ }),
    ).toBeVisible();
    await scan();
  });

  test('a customer who cannot confirm the statement of fact is told cover cannot be offered', async ({
    page,
    request,
    signIn,
    scan,
  }) => {
    const customer = await customerWithRenewalDue(request, 'renew-refused');
    await signIn(customer.email);
    await openViewRenewals(page, customer.policyNumber);
    await page.getByRole('button', { name: 'Select FBD Insurance' }).click();
    await answerRenewalQuestions(page, { terms: true });
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Statement of Fact' })).toBeVisible();
    await page.getByRole('button', { name: 'I do not confirm' }).click();
    await expect(
      page.getByRole('heading', { name: 'We cannot offer you this cover' }),
    ).toBeFocused();
    await expect(
      page.getByText(literal(`please call ${PHONE.servicesTeam} for assistance`)),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'I confirm' })).toHaveCount(0);
    await scan();
    await shot(page, 'renewal-statement-of-fact-refused');
  });

  test('a customer turns automatic renewal off, free of charge, and it stays off', async ({
    page,
    request,
    signIn,
    scan,
  }) => {
    const customer = await customerWithRenewalDue(request, 'renew-auto-off');
    await signIn(customer.email);
    await openViewRenewals(page, customer.policyNumber);
    const autoRenewal = page.getByRole('switch', {
      name: 'Renew my policy automatically each year',
    });
    await expect(autoRenewal).toBeChecked();
    await autoRenewal.click({ force: true });
    await expect(autoRenewal).not.toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: 'free of charge' })).toHaveText(
      'Automatic renewal is off: your policy will not renew by itself. Turning it off was free of charge.',
    );
    await scan();
    await shot(page, 'renewal-auto-renewal-off');
    await page.reload();
    await expect(autoRenewal).not.toBeChecked();

    // The amend page for renewal holds the same switch.
    await page.goto(RENEWAL_PATHS.amend);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Amend Auto Renewal Policy' }),
    ).toBeVisible();
    await expect(autoRenewal).not.toBeChecked();
    await scan();
    await shot(page, 'renewal-amend');
  });
});
