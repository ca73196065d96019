import {
  AGENT_JOURNEY_MESSAGES,
  UI_VERSION,
  UI_VERSION_HEADER,
  agentAuditPageSchema,
  sessionResponseSchema,
} from '@wallet/domain';
import type { Page } from '@playwright/test';
import { createVerifiedAccount, submitLogin } from '../../support/accounts';
import {
  CAR_PATHS,
  driverAnswers,
  expectTheCorollaLoaded,
  fillCarAboutYou,
  fillCarCoverWithNamedDriver,
  fillYourCar,
  quoteTheCorolla,
} from '../../support/car-journey';
import { TEST_CARD, fillCard, passChallenge, purchasedPolicy } from '../../support/checkout';
import { DEMO_PASSWORD } from '../../support/environment';
import {
  expect,
  expectNoAxeViolations,
  test,
  waitForTheAppOnNavigation,
} from '../../support/fixtures';
import { shot } from '../../support/screenshots';

const AGENT = { email: 'agent@wallet.test', name: 'Niamh Kelly' };
const SUPER_AGENT = { email: 'superagent@wallet.test' };
const PENDING_ONE = 'Read every page of the agent script to the customer to continue.';
const PENDING_MANY = 'Read every page of the agent scripts to the customer to continue.';

/** Signs in at the staff directory through single sign-on and lands on the agent's wallet. */
async function signInAsStaff(page: Page, email: string) {
  await page.goto('/agent/login');
  await page.waitForURL(/\/sso\/sign-in\?interaction=/);
  await page.getByLabel('Staff e-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
}

/** Reads a script to its end, page by page, the finishing button only on its last page. */
async function readScript(page: Page, title: string, pages: number) {
  const panel = page.getByRole('region', { name: title });
  await expect(panel.getByText('Agent script')).toBeVisible();
  for (let index = 1; index < pages; index += 1) {
    await expect(panel.getByText(`Page ${index} of ${pages}`)).toBeVisible();
    await panel.getByRole('button', { name: 'Next page' }).click();
  }
  await panel.getByRole('button', { name: 'I have read this script to the customer' }).click();
  await expect(panel.getByRole('status')).toHaveText('Script read to the customer.');
}

test.describe('agent mode in the car journey', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ setFlag }) => {
    await setFlag('agent_enabled', true);
    await setFlag('motor_enabled', true);
    await setFlag('marketing_enabled', false);
  });

  test('an agent quotes a new customer’s car with the terms and call scripts, signs them up and takes a card payment recorded as theirs', async ({
    browser,
    page,
    scan,
  }, testInfo) => {
    const email = `agent-car-${testInfo.project.name}-${Date.now()}@example.ie`;
    const answers = driverAnswers({ email, firstName: 'Aisling', lastName: 'Ní Mhurchú' });

    await signInAsStaff(page, AGENT.email);
    await page
      .getByRole('region', { name: 'Create a new Quote' })
      .getByRole('link', { name: /Car/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.getQuote}$`));
    await fillCarAboutYou(page, answers);
    await page.getByRole('button', { name: 'Continue to Your car' }).click();
    await fillYourCar(page);
    await page.getByRole('button', { name: 'Continue to Your cover' }).click();
    await fillCarCoverWithNamedDriver(page);
    await page.getByRole('button', { name: 'Get your quote' }).click();

    // The terms page: the terms script keeps Continue disabled until read.
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.terms}$`));
    // Exactly: the form's 'Continue to …' buttons can still be there as the address changes.
    const next = page.getByRole('button', { name: 'Continue', exact: true });
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleDescription(PENDING_ONE);
    await page.getByRole('button', { name: 'Click here' }).click();
    await page.getByRole('group', { name: 'Our terms' }).getByRole('checkbox').check();
    await expect(next).toBeDisabled();
    await scan();
    await shot(page, 'agent-car-terms');
    await readScript(page, 'Before you get the quote', 3);
    await expect(next).toBeEnabled();
    await next.click();

    // Your Quotes, then view quote's two call scripts before Proceed.
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.quotes}$`));
    await page.getByRole('button', { name: 'More info about Popular' }).click();
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.viewQuote}$`));
    const proceed = page.getByRole('button', { name: 'Proceed' });
    await expect(proceed).toBeDisabled();
    await expect(proceed).toHaveAccessibleDescription(PENDING_MANY);
    await expect(page.getByRole('region', { name: 'Paying by direct debit' })).toBeVisible();
    await scan();
    await shot(page, 'agent-car-view-quote-scripts');
    await readScript(page, 'Reading out the policy', 3);
    await expect(proceed).toBeDisabled();
    await readScript(page, 'Paying by direct debit', 2);
    await expect(proceed).toBeEnabled();
    await expectNoAxeViolations(page);

    // The sign-in check: not found, so the agent's sign-up makes the account; then payment.
    const signUp = page.waitForResponse(
      (answer) => new URL(answer.url()).pathname === '/api/users/agent_sign_up',
    );
    await proceed.click();
    const signUpAnswer = await signUp;
    expect(signUpAnswer.ok()).toBe(true);
    const account = (await signUpAnswer.json()) as { user_id: string };
    expect(account).toMatchObject({ email, created_by_agent: true });
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.payment}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await scan();
    await page.getByLabel('Name on card').fill(`${answers.firstName} ${answers.lastName}`);
    await fillCard(page, TEST_CARD.challenge);
    await page.getByRole('button', { name: /^Buy for €/ }).click();
    await passChallenge(page);
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.thankYou}$`));
    const policy = await purchasedPolicy(page);
    await scan();
    await shot(page, 'agent-car-thank-you');

    // A super agent reads the payment in the audit trail: the customer's, by the agent.
    const staffBrowser = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const staffPage = await staffBrowser.newPage();
    waitForTheAppOnNavigation(staffPage);
    const restored = staffPage.waitForResponse(
      (answer) => new URL(answer.url()).pathname === '/api/auth/refresh' && answer.ok(),
    );
    await signInAsStaff(staffPage, SUPER_AGENT.email);
    const { accessToken } = sessionResponseSchema.parse(await (await restored).json());
    const audit = await staffPage.request.get(
      `/api/agent/audit?customer=${account.user_id}&action=payment_taken`,
      { headers: { [UI_VERSION_HEADER]: UI_VERSION, authorization: `Bearer ${accessToken}` } },
    );
    expect(audit.status()).toBe(200);
    const rows = agentAuditPageSchema.parse(await audit.json()).content;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'payment_taken',
      agent_name: AGENT.name,
      customer_user_id: account.user_id,
      details: { product: 'MOTOR', method: 'card', policy_number: policy.number },
    });
    await staffBrowser.close();
  });

  test('an agent loads a car customer’s latest quote by e-mail on the car form, and from Live Car Quotes, in place of the caller before', async ({
    browser,
    page,
    request,
    scan,
  }, testInfo) => {
    // Two journeys, the customer's and the agent's, on a machine that may be busy.
    test.setTimeout(360_000);
    // A customer with an account quotes her car online, signed in: her latest car quote is live.
    // (The label is short: the car form takes e-mails of under 50 characters.)
    const account = await createVerifiedAccount(request, 'carload');
    const answers = driverAnswers({
      email: account.email,
      firstName: 'Gráinne',
      lastName: 'Ní Bhriain',
    });
    const customerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const customerPage = await customerContext.newPage();
    waitForTheAppOnNavigation(customerPage);
    await customerPage.goto('/login');
    await submitLogin(customerPage, account.email);
    // The sign-in is a few calls: more than the default wait on a busy machine.
    await expect(customerPage).toHaveURL(/\/wallet$/, { timeout: 20_000 });
    await quoteTheCorolla(customerPage, answers);
    await customerContext.close();

    await signInAsStaff(page, AGENT.email);
    /** Create a new Quote, Car: the form for the next caller. */
    const newCarQuote = async () => {
      await page.goto('/wallet');
      await page
        .getByRole('region', { name: 'Create a new Quote' })
        .getByRole('link', { name: /Car/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.getQuote}$`));
      await expect(page.getByLabel('Surname', { exact: true })).toHaveValue('');
    };
    const tabHolds = async (text: string) =>
      (await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).includes(text);

    // The e-mail search on About you: nobody with this e-mail is said on the field.
    await newCarQuote();
    const email = page.getByLabel('Email address');
    const search = page.getByRole('button', { name: 'Search for the customer by email address' });
    await email.fill(`nobody-${testInfo.project.name}-${Date.now()}@example.ie`);
    await search.click();
    await expect(email).toHaveAccessibleDescription(
      new RegExp(AGENT_JOURNEY_MESSAGES.emailNotFound),
    );
    await expect(email).toBeFocused();
    // The search checks the e-mail only: no other empty answer of About you is marked.
    await expect(page.getByText('Surname is required')).toHaveCount(0);
    await scan();
    await shot(page, 'agent-car-email-search');

    // Her e-mail loads her latest car quote, every card, over what the agent had typed.
    await page.getByLabel('Surname', { exact: true }).fill('Previouscaller');
    await email.fill(answers.email);
    await search.click();
    await expect(
      page.getByText(
        'The customer’s latest car quote has been loaded: About you, Your car and Your cover.',
      ),
    ).toBeVisible();
    await expectTheCorollaLoaded(page, answers);
    await expect(page.locator('.expandable-card--success')).toHaveCount(3);
    expect(await tabHolds('Previouscaller')).toBe(false);
    await scan();
    await shot(page, 'agent-car-email-search-loaded');

    // Live Car Quotes: her reference opens the car quote page with everything loaded, in place
    // of the caller the agent had begun with.
    await newCarQuote();
    await page.getByLabel('Surname', { exact: true }).fill('Previouscaller');
    await page.goto('/wallet/latest-quotes/car');
    await expect(page.getByRole('heading', { level: 1, name: 'Live Car Quotes' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: answers.email });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /, open the car quote$/ }).click();
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.getQuote}$`));
    await expectTheCorollaLoaded(page, answers);
    await expect(page.locator('.expandable-card--success')).toHaveCount(3);
    expect(await tabHolds('Previouscaller')).toBe(false);
    await scan();
    await shot(page, 'agent-car-live-quote-loaded');

    // The agent asks for the quote again: it goes on to the terms with her answers.
    await page.getByRole('button', { name: 'Get your quote' }).click();
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.terms}$`));
  });
});
