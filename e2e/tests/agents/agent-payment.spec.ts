import {
  UI_VERSION,
  UI_VERSION_HEADER,
  agentAuditPageSchema,
  sessionResponseSchema,
} from '@wallet/domain';
import type { Page } from '@playwright/test';
import { DEMO_AGENT, signInAsStaff } from '../../support/agents';
import {
  CAR_PATHS,
  driverAnswers,
  fillCarAboutYou,
  fillCarCoverWithNamedDriver,
  fillYourCar,
} from '../../support/car-journey';
import { TEST_CARD, fillCard, passChallenge, purchasedPolicy } from '../../support/checkout';
import { expect, test, waitForTheAppOnNavigation } from '../../support/fixtures';
import { shot } from '../../support/screenshots';

const SUPER_AGENT = { email: 'superagent@wallet.test' };

/** Reads a script to its end, page by page. */
async function readScript(page: Page, title: string) {
  const panel = page.getByRole('region', { name: title });
  await expect(panel.getByText('Agent script')).toBeVisible();
  const next = panel.getByRole('button', { name: 'Next page' });
  while (await next.isVisible()) await next.click();
  await panel.getByRole('button', { name: 'I have read this script to the customer' }).click();
  await expect(panel.getByRole('status')).toHaveText('Script read to the customer.');
}

/**
 * Issue 41: the agent's payment, thank-you and documents pages are the agent's. The payment page
 * names the customer the policy is for, the thank-you page says what to tell them, and the
 * documents page lists the documents by name with the one thing an agent may do with them: send
 * them to the customer by email, recorded in the audit trail.
 */
test.describe('an agent’s payment for a customer', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ setFlag }) => {
    await setFlag('agent_enabled', true);
    await setFlag('motor_enabled', true);
    await setFlag('marketing_enabled', false);
  });

  test('names the customer on payment, says what to tell them after it, and sends their documents by email', async ({
    browser,
    page,
    scan,
  }, testInfo) => {
    const email = `agent-pays-${testInfo.project.name}-${Date.now()}@example.ie`;
    const answers = driverAnswers({ email, firstName: 'Sorcha', lastName: 'Ní Bhriain' });
    const customerName = `${answers.firstName} ${answers.lastName}`;

    await signInAsStaff(page, DEMO_AGENT.email);
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
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.terms}$`));
    await page.getByRole('button', { name: 'Click here' }).click();
    await page.getByRole('group', { name: 'Our terms' }).getByRole('checkbox').check();
    await readScript(page, 'Before you get the quote');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.quotes}$`));
    await page.getByRole('button', { name: 'More info about Popular' }).click();
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.viewQuote}$`));
    await readScript(page, 'Reading out the policy');
    await readScript(page, 'Paying by direct debit');
    await page.getByRole('button', { name: 'Proceed' }).click();

    // Payment: the customer the policy is for, as the API names them, before Buy.
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.payment}$`));
    const payingFor = page.getByRole('region', { name: 'You are taking this payment for' });
    await expect(payingFor.getByText(customerName, { exact: true })).toBeVisible();
    await expect(payingFor.getByText(email, { exact: true })).toBeVisible();
    await scan();
    await shot(page, 'agent-payment', { fullPage: false });
    await page.getByLabel('Name on card').fill(customerName);
    await fillCard(page, TEST_CARD.challenge);
    await page.getByRole('button', { name: /^Buy for €/ }).click();
    await passChallenge(page);

    // Thank-you: the customer's policy, and what to tell them; never a thank-you to the agent.
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.thankYou}$`));
    const policy = await purchasedPolicy(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'The customer’s policy is set up' }),
    ).toBeVisible();
    await expect(page.getByText('Thank you for your purchase')).toHaveCount(0);
    await expect(page.getByText(`The policy is ${customerName}’s.`)).toBeVisible();
    const tell = page.getByRole('region', { name: 'What to tell the customer' });
    await expect(tell).toContainText(`Their Policy Code is ${policy.number}`);
    await expect(tell).toContainText(policy.reference);
    await expect(tell).toContainText(`We are emailing their policy documents to ${email}`);
    // The agent made the account: it has no password yet, which the customer sets from an email.
    await expect(tell).toContainText('Their account has no password yet');
    await scan();
    await shot(page, 'agent-thank-you', { fullPage: false });

    // The documents: by name, with no way to open them, and sent to the customer by email.
    await page.getByRole('link', { name: 'Policy documents' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Car Documents' })).toBeVisible();
    await expect(page.getByText('Your purchased policy is still being processed')).toHaveCount(0);
    const customer = page.getByRole('region', { name: 'The customer' });
    await expect(customer.getByText(email, { exact: true })).toBeVisible();
    const documents = page.getByRole('region', { name: 'The policy’s documents' });
    await expect(documents.getByRole('listitem').first()).toBeVisible();
    await expect(documents.getByRole('link')).toHaveCount(0);
    await scan();
    await shot(page, 'agent-documents', { fullPage: false });
    await documents
      .getByRole('button', { name: 'Send the documents to the customer by email' })
      .click();
    await expect(documents.getByText(new RegExp(`sent by email to ${email}\\.$`))).toBeVisible();
    await scan();

    // A super agent reads the sending in the audit trail: the customer's, by the agent.
    const staffBrowser = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const staffPage = await staffBrowser.newPage();
    waitForTheAppOnNavigation(staffPage);
    const restored = staffPage.waitForResponse(
      (answer) => new URL(answer.url()).pathname === '/api/auth/refresh' && answer.ok(),
    );
    await signInAsStaff(staffPage, SUPER_AGENT.email);
    const { accessToken } = sessionResponseSchema.parse(await (await restored).json());
    const audit = await staffPage.request.get(`/api/agent/audit?action=documents_sent&size=50`, {
      headers: { [UI_VERSION_HEADER]: UI_VERSION, authorization: `Bearer ${accessToken}` },
    });
    expect(audit.status()).toBe(200);
    const rows = agentAuditPageSchema
      .parse(await audit.json())
      .content.filter((row) => row.subject_reference === policy.reference);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'documents_sent',
      agent_name: DEMO_AGENT.name,
      details: { product: 'MOTOR' },
    });
    await staffBrowser.close();
  });
});
