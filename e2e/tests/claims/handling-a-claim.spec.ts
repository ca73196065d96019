import type { Page } from '@playwright/test';
import { createVerifiedAccount } from '../../support/accounts';
import { buyHomeByCard, openPolicyPage } from '../../support/checkout';
import { DEMO_CUSTOMER, DEMO_PASSWORD, E2E_BASE_URL } from '../../support/environment';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { displayDate } from '../../support/home-journey';
import { shot } from '../../support/screenshots';

/** The demo staff directory's claims handler (apps/api/src/adapters/staff-directory/demo-staff.ts). */
const HANDLER_EMAIL = 'claims@wallet.test';

/** The demo customer's home policy of last year (apps/api/src/demo/demo-purchases.ts). */
const LAST_YEARS_DEMO_HOME = 'POL-H-6E2B48';

/** Signs the claims handler in through the staff directory: their wallet is the claims queue. */
async function signInAsHandler(page: Page) {
  await page.goto('/agent/login');
  await page.waitForURL(/\/sso\/sign-in\?interaction=/);
  await page.getByLabel('Staff e-mail').fill(HANDLER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/claims$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Claims queue' })).toBeVisible();
}

test.describe('a claims handler', () => {
  test.describe.configure({ timeout: 150_000 });

  test('asks the customer for information, approves the claim and pays it to the card', async ({
    page,
    browser,
    request,
    scan,
    signIn,
    setFlag,
  }) => {
    await setFlag('marketing_enabled', false);
    // Staff sign in through the staff sign-on, which the agent switch opens.
    await setFlag('agent_enabled', true);
    const account = await createVerifiedAccount(request, 'handled');
    await signIn(account.email);
    const policy = await buyHomeByCard(page, account.email);

    // The customer reports a storm.
    await openPolicyPage(page, 'home', policy.number);
    await page.getByRole('link', { name: 'Make a claim' }).click();
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('radio', { name: 'Storm' }).check();
    await page.getByLabel('When did it happen?').fill(displayDate(new Date()));
    await page.getByLabel('What happened, in your own words').fill('Slates blew off the roof.');
    await page.getByLabel('Item 1: what it is').fill('Roof slates');
    await page.getByLabel('Item 1: cost to repair or replace (€)').fill('1800');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Send claim' }).click();
    const lead = await page.getByText(/^Your claim reference is CL-[A-Z2-9]{8}\.$/).textContent();
    const reference = /CL-[A-Z2-9]{8}/.exec(lead ?? '')![0];

    // The handler, in a browser of their own, finds it in the queue and asks for an invoice.
    const staff = await browser.newContext({ viewport: page.viewportSize() });
    const handler = await staff.newPage();
    await signInAsHandler(handler);
    const inQueue = handler.getByRole('link', { name: `Storm: ${reference}` });
    await expect(inQueue).toBeVisible();
    await expectNoAxeViolations(handler);
    await shot(handler, 'handler-queue');
    await inQueue.click();
    await expect(handler.getByRole('heading', { level: 1, name: 'Storm claim' })).toBeVisible();
    await expect(handler.getByText(`Orla Kenny, ${account.email}`)).toBeVisible();
    // A storm under the standard excess option: the policy excess.
    await expect(
      handler.getByRole('region', { name: 'Where it stands' }).getByText('€500.00'),
    ).toBeVisible();
    await expect(
      handler.getByText(/^Tell the customer how it is going by \d\d\/\d\d\/\d{4}$/),
    ).toBeVisible();
    await handler.getByRole('button', { name: 'Record and tell the customer' }).click();
    await expect(
      handler.getByRole('link', { name: 'Choose what to do with the claim' }),
    ).toBeVisible();
    await handler.getByRole('radio', { name: 'Ask the customer for information' }).check();
    await handler
      .getByLabel('What do you need from the customer?')
      .fill('Please send a roofer’s quote for the slates.');
    await handler.getByRole('button', { name: 'Record and tell the customer' }).click();
    await expect(
      handler.getByText('Recorded. The customer has been e-mailed.').last(),
    ).toBeVisible();
    await expect(handler.getByText('Awaiting information', { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(handler);
    await shot(handler, 'handler-claim');

    // The customer reads the question on their claim and answers it.
    await page.getByRole('link', { name: 'View your claim' }).click();
    await expect(page.getByText('Please send a roofer’s quote for the slates.')).toBeVisible();
    await page
      .getByLabel('Send a message to the claims handler')
      .fill('The roofer quoted €1,550 for the slates.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Being assessed', { exact: true }).first()).toBeVisible();

    // The handler reads the answer and approves the claim.
    await handler.reload();
    await expect(handler.getByText('The roofer quoted €1,550 for the slates.')).toBeVisible();
    await handler.getByRole('radio', { name: 'Approve it' }).check();
    await handler.getByLabel('Amount to pay, after the excess (€)').fill('1,300.00');
    await handler.getByRole('button', { name: 'Record and tell the customer' }).click();
    await expect(handler.getByText(/^Pay the approved amount by \d\d\/\d\d\/\d{4}$/)).toBeVisible();

    // The customer sees it approved, with the amount.
    await page.reload();
    await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('€1,300.00')).toBeVisible();

    // The handler settles it: the amount goes back to the card that paid for the policy.
    const card = /^Visa card ending \d{4}$/;
    await expect(handler.getByText(card)).toBeVisible();
    await handler.getByRole('radio', { name: 'Settle it: pay the approved amount' }).check();
    await expect(
      handler.getByText(/^€1,300\.00 will be paid to the customer’s Visa card ending \d{4}\./),
    ).toBeVisible();
    await handler.getByRole('button', { name: 'Record and tell the customer' }).click();
    await expect(handler.getByText('Nothing can be done online at this stage.')).toBeVisible();
    await expectNoAxeViolations(handler);
    await shot(handler, 'handler-settled');
    await staff.close();

    // The customer sees it settled, and once the payout is made, where and when it was paid.
    await expect(async () => {
      await page.reload();
      await expect(
        page.getByText(
          /^€1,300\.00 was paid to the Visa card ending \d{4} on \d\d\/\d\d\/\d{4}\.$/,
        ),
      ).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText('Settled', { exact: true }).first()).toBeVisible();
    await shot(page, 'claim-settled');
    await scan();
  });

  test('records a claim paid outside the wallet where no card or account is on record', async ({
    browser,
    request,
    setFlag,
  }) => {
    await setFlag('agent_enabled', true);
    // The demo customer's home of last year, renewed from the bank's records of old: no payment of
    // its own is on record, so the wallet has nowhere to pay a claim on it.
    const signIn = await request.post(`${E2E_BASE_URL}/api/auth/sign-in`, {
      data: { email: DEMO_CUSTOMER.email, password: DEMO_PASSWORD },
    });
    expect(signIn.ok(), 'the demo customer signs in').toBe(true);
    const { accessToken } = await signIn.json();
    const headers = { authorization: `Bearer ${accessToken}` };
    const profile = await (
      await request.get(`${E2E_BASE_URL}/api/profile/profile`, { headers })
    ).json();
    // This year's home, the earliest-starting one (a renewal bought by another journey starts
    // later): last year's ended the day before it began.
    const [home] = (profile.policies as { policy_type: string; start_date: string }[])
      .filter((policy) => policy.policy_type === 'HOME')
      .sort((a, b) => a.start_date.localeCompare(b.start_date));
    expect(home, 'the demo customer holds a home policy').toBeDefined();
    // A month before this year's cover began: in last year's, which ended less than a year ago.
    const incident = new Date(Date.parse(`${home!.start_date}T12:00:00Z`) - 30 * 86_400_000);
    const made = await request.post(`${E2E_BASE_URL}/api/claims`, {
      headers,
      data: {
        submission_id: crypto.randomUUID(),
        policy_id: LAST_YEARS_DEMO_HOME,
        kind: 'storm',
        incident_date: incident.toISOString().slice(0, 10),
        description: 'The storm took the gutter off the back of the house.',
        anyone_hurt: false,
        items: [{ description: 'Gutter', estimate_cents: 420_00 }],
      },
    });
    expect(made.ok(), await made.text()).toBe(true);
    const { reference } = (await made.json()) as { reference: string };

    const staff = await browser.newContext();
    const handler = await staff.newPage();
    await signInAsHandler(handler);
    await handler.goto(`/staff/claims/${reference}`);
    await expect(handler.getByRole('heading', { level: 1, name: 'Storm claim' })).toBeVisible();
    await handler.getByRole('radio', { name: 'Approve it' }).check();
    await handler.getByLabel('Amount to pay, after the excess (€)').fill('170.00');
    await handler.getByRole('button', { name: 'Record and tell the customer' }).click();
    await expect(handler.getByText(/^Pay the approved amount by \d\d\/\d\d\/\d{4}$/)).toBeVisible();

    // Nowhere on record to pay to: settling in the wallet is not offered, recording it is.
    await expect(
      handler.getByRole('radio', { name: 'Settle it: pay the approved amount' }),
    ).toHaveCount(0);
    await handler.getByRole('radio', { name: 'Record it as paid outside the wallet' }).check();
    await expect(
      handler.getByText(/^No card or bank account is on record for this policy\./),
    ).toBeVisible();
    await handler.getByRole('button', { name: 'Record and tell the customer' }).click();
    await expect(
      handler.getByRole('link', {
        name: /Enter how the claim was paid, as the customer will read it$/,
      }),
    ).toBeVisible();
    const paidHow = 'by bank transfer to the account ending 5678';
    await handler.getByLabel('How was it paid?').fill(paidHow);
    await handler.getByRole('button', { name: 'Record and tell the customer' }).click();
    await expect(handler.getByText('Nothing can be done online at this stage.')).toBeVisible();
    await expect(
      handler.getByText(`€170.00 was paid by the claims team: ${paidHow}.`),
    ).toBeVisible();
    await expectNoAxeViolations(handler);
    await shot(handler, 'handler-settled-outside');
    await staff.close();

    // The customer's claim says so too.
    const claim = await (
      await request.get(`${E2E_BASE_URL}/api/claims/${reference}`, { headers })
    ).json();
    expect(claim).toMatchObject({
      stage: 'settled',
      payout: { amount_cents: 170_00, route: 'outside', to: paidHow, status: 'paid' },
    });
  });
});
