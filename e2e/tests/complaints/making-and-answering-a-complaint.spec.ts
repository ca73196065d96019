import type { Page } from '@playwright/test';
import { outboxListSchema } from '@wallet/domain';
import { openPolicyPage } from '../../support/checkout';
import { DEMO_CUSTOMER, DEMO_PASSWORD, E2E_BASE_URL } from '../../support/environment';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { shot } from '../../support/screenshots';

/** The demo customer's seeded home policy (apps/api/src/demo/demo-policies.ts). */
const DEMO_HOME_POLICY = 'BHH0042187';
/** The demo staff directory's claims handler, who handles complaints beside the claims. */
const HANDLER_EMAIL = 'claims@wallet.test';

/** Signs the claims handler in through the staff directory: their wallet is the claims queue. */
async function signInAsHandler(page: Page) {
  await page.goto('/agent/login');
  await page.waitForURL(/\/sso\/sign-in\?interaction=/);
  await page.getByLabel('Staff e-mail').fill(HANDLER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/claims$/);
}

test.describe('a complaint', () => {
  test.describe.configure({ timeout: 150_000 });

  test('the demo customer complains about her home policy; staff update and answer it', async ({
    page,
    browser,
    request,
    scan,
    signIn,
    setFlag,
  }) => {
    // Staff sign in through the staff sign-on, which the agent switch opens.
    await setFlag('agent_enabled', true);
    await signIn(DEMO_CUSTOMER.email);

    // From her home policy's page, the form opens with the policy chosen.
    await openPolicyPage(page, 'home', DEMO_HOME_POLICY);
    await page.getByRole('link', { name: 'Make a complaint' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Make a complaint' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'A policy' })).toBeChecked();
    await expect(page.getByLabel('Which policy is it about?')).toHaveValue(/.+/);
    await scan();
    await shot(page, 'complaint-form');

    // Sent empty, the form says what is missing.
    await page.getByLabel('What went wrong?').fill('');
    await page.getByRole('button', { name: 'Send complaint' }).click();
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeFocused();
    await expect(
      page.getByRole('link', { name: 'What went wrong?: Tell us what went wrong' }),
    ).toBeVisible();
    await scan();
    await shot(page, 'complaint-form-errors');

    await page
      .getByLabel('What went wrong?')
      .fill('My renewal notice gave the wrong eircode for my home.');
    await page
      .getByLabel('What would you like us to do to put it right?')
      .fill('Correct the eircode and send me new documents.');
    await page.getByRole('button', { name: 'Send complaint' }).click();

    // Acknowledged at once, with its reference and the days in words.
    await expect(page.getByRole('heading', { name: 'Complaint received' })).toBeFocused();
    const reference = (await page.getByTestId('complaint-reference').textContent())!.trim();
    expect(reference).toMatch(/^CP-[A-HJ-NP-Z2-9]{8}$/);
    await expect(
      page.getByText(/^We will give you an update by \w+day \d{1,2} \w+ \d{4} at the latest/),
    ).toBeVisible();
    await expect(
      page.getByText(/^We will give you our final response by \w+day \d{1,2} \w+ \d{4}\.$/),
    ).toBeVisible();
    await scan();
    await shot(page, 'complaint-received');

    // And by e-mail, with the reference.
    const outbox = async () =>
      outboxListSchema.parse(
        await (
          await request.get(
            `${E2E_BASE_URL}/api/dev/messages?recipient=${encodeURIComponent(DEMO_CUSTOMER.email)}`,
          )
        ).json(),
      ).messages;
    const subjects = async () => (await outbox()).map((message) => message.subject);
    expect(await subjects()).toContain(`Complaint ${reference} received`);

    // Her complaints list it, open.
    await page.getByRole('link', { name: 'Your complaints' }).click();
    await expect(page.getByRole('link', { name: `A policy: ${reference}` })).toBeVisible();
    await scan();
    await shot(page, 'complaints-list');

    // The handler, in a browser of their own, finds it in the complaints queue beside claims.
    const staff = await browser.newContext({ viewport: page.viewportSize() });
    const handler = await staff.newPage();
    await signInAsHandler(handler);
    if ((handler.viewportSize()?.width ?? 0) < 992) {
      await handler.getByRole('button', { name: 'Menu' }).click();
    }
    await handler.getByRole('link', { name: 'Complaints', exact: true }).click();
    await expect(
      handler.getByRole('heading', { level: 1, name: 'Complaints queue' }),
    ).toBeVisible();
    const inQueue = handler.getByRole('link', { name: `A policy: ${reference}` });
    await expect(inQueue).toBeVisible();
    await expectNoAxeViolations(handler);
    await shot(handler, 'complaint-queue');
    await inQueue.click();
    await expect(
      handler.getByRole('heading', { level: 1, name: `Complaint ${reference}` }),
    ).toBeVisible();
    await expect(handler.getByText(`(${DEMO_CUSTOMER.email})`)).toBeVisible();
    await expect(handler.getByText(/^Update by \w+day/)).toBeVisible();
    await expectNoAxeViolations(handler);

    // An update.
    await handler.getByRole('radio', { name: 'Send an update' }).check();
    await handler
      .getByLabel('The update, as the customer will read it')
      .fill('We have asked the insurer to correct the eircode on your policy.');
    await handler.getByRole('button', { name: 'Send to the customer' }).click();
    await expect(handler.getByText('Sent to the customer.')).toBeVisible();
    await expect(handler.getByText('Being investigated', { exact: true })).toBeVisible();

    // The final response: its outcome asked for first.
    await handler.getByRole('radio', { name: 'Give the final response' }).check();
    await handler
      .getByLabel('The final response, as the customer will read it')
      .fill('The eircode is corrected and new documents are in your wallet. We are sorry.');
    await handler.getByRole('button', { name: 'Send to the customer' }).click();
    await expect(
      handler.getByRole('link', { name: 'Choose the outcome of the complaint' }),
    ).toBeVisible();
    await handler.getByRole('radio', { name: 'Upheld', exact: true }).check();
    await handler.getByRole('button', { name: 'Send to the customer' }).click();
    await expect(handler.getByText('This complaint has had its final answer.')).toBeVisible();
    await expect(handler.getByRole('region', { name: 'Our final response' })).toBeVisible();
    await expectNoAxeViolations(handler);
    await shot(handler, 'handled-complaint');
    await staff.close();

    expect(await subjects()).toEqual(
      expect.arrayContaining([
        `Complaint ${reference}: an update`,
        `Complaint ${reference}: our final response`,
      ]),
    );
    const finalEmail = (await outbox()).find(
      (message) => message.subject === `Complaint ${reference}: our final response`,
    );
    expect(finalEmail?.body).toContain('Financial Services and Pensions Ombudsman');

    // The customer sees the final response with the Ombudsman's paragraph.
    await page.goto(`/complaints/${reference}`);
    const final = page.getByRole('region', { name: 'Our final response' });
    await expect(final.getByText('Upheld')).toBeVisible();
    await expect(
      final.getByText(/refer your complaint to the Financial Services and Pensions Ombudsman/),
    ).toBeVisible();
    await expect(final.getByText(/Lincoln House, Lincoln Place, Dublin 2, D02 VH29/)).toBeVisible();
    await expect(page.getByText('Final response given', { exact: true })).toBeVisible();
    await scan();
    await shot(page, 'complaint-answered');
  });
});
