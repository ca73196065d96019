import type { APIRequestContext, Page } from '@playwright/test';
import { outboxListSchema } from '@wallet/domain';
import { createVerifiedAccount } from '../../support/accounts';
import {
  DEMO_IBAN,
  TEST_CARD,
  buyHomeByDirectDebit,
  cardFrame,
  fillCard,
  openPolicyPage,
  passChallenge,
} from '../../support/checkout';
import { E2E_BASE_URL, E2E_OPERATOR_API_KEY } from '../../support/environment';
import { expect, test } from '../../support/fixtures';
import { shot } from '../../support/screenshots';

/** The sandbox bank refuses every collection from this account (AM04, decision 0048). */
const REFUSED_IBAN = 'IE22 AIBK 9311 5299 9999 51';

/** DD/MM/YYYY as the pages show a day, to YYYY-MM-DD. */
const isoOf = (displayed: string) => displayed.split('/').reverse().join('-');

/** The e-mails sent to `email`, newest first, from the development outbox. */
async function emailsSentTo(request: APIRequestContext, email: string) {
  const response = await request.get(
    `${E2E_BASE_URL}/api/dev/messages?recipient=${encodeURIComponent(email)}`,
  );
  return outboxListSchema.parse(await response.json()).messages;
}

async function subjectsSentTo(request: APIRequestContext, email: string): Promise<string[]> {
  return (await emailsSentTo(request, email)).map((message) => message.subject ?? '');
}

/** The bank account form filled and sent, from the direct debits card of the policy's page. */
async function changeBankAccount(page: Page, iban: string) {
  await page
    .getByRole('region', { name: 'Your direct debits' })
    .getByRole('link', { name: 'Change bank account' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Change your bank account' }),
  ).toBeVisible();
  await page.getByLabel('Account holder’s name').fill('Orla Kenny');
  await page.getByLabel('IBAN', { exact: true }).fill(iban);
  // An Irish IBAN of a bank the wallet knows fills the BIC in.
  await expect(page.getByLabel('BIC', { exact: true })).toHaveValue('AIBKIE2D');
  await page.getByRole('checkbox', { name: /I accept the direct debit mandate/ }).check();
  await page.getByRole('button', { name: 'Set up the new direct debit' }).click();
  await expect(page.getByRole('heading', { name: 'Your new direct debit is set up' })).toBeVisible({
    timeout: 15_000,
  });
}

test.describe('direct debit payments', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a monthly customer whose bank refuses a debit pays it now by card and changes the account back', async ({
    page,
    request,
    scan,
    signIn,
    setFlag,
  }) => {
    await setFlag('marketing_enabled', false);
    const account = await createVerifiedAccount(request, 'dd-payments');
    await signIn(account.email);
    const policy = await buyHomeByDirectDebit(page, account.email, 'RSA');
    await openPolicyPage(page, 'home', policy.number);

    // The first debit's day, as the policy page lists it.
    const debits = page.getByRole('region', { name: 'Your direct debits' });
    const next = await debits
      .getByText(/^Your next direct debit is €[\d,]+\.\d\d on \d\d\/\d\d\/\d{4}\.$/)
      .textContent();
    const [, firstAmount, firstDay] = /(€[\d,]+\.\d\d) on (\d\d\/\d\d\/\d{4})/.exec(next ?? '')!;

    // The account changed to the one the sandbox bank refuses; the form's own checks first.
    await debits.getByRole('link', { name: 'Change bank account' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Change your bank account' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'SEPA Direct Debit Mandate' })).toBeVisible();
    await scan();
    await shot(page, 'bank-account-form');
    await page.getByRole('button', { name: 'Set up the new direct debit' }).click();
    await expect(page.locator('.error-summary').getByRole('link')).toHaveText([
      /account holder/,
      /IBAN/,
      /BIC/,
      /account holder and allow us/,
    ]);
    await scan();
    await shot(page, 'bank-account-problems');
    await page.getByRole('link', { name: 'Back to your policy' }).click();
    await changeBankAccount(page, REFUSED_IBAN);
    const mandate = page.getByRole('term').filter({ hasText: 'Mandate reference' });
    await expect(mandate.locator('+ dd')).toHaveText(
      new RegExp(`^WLT-${policy.number}-[0-9A-F]{8}$`),
    );
    await expect(page.getByText('Ending 9951', { exact: true })).toBeVisible();
    await expect(
      page.getByText(new RegExp(`^€[\\d,]+\\.\\d\\d on \\d\\d/\\d\\d/\\d{4}$`)),
    ).toBeVisible();
    await scan();
    await shot(page, 'bank-account-done');
    await expect
      .poll(() => subjectsSentTo(request, account.email))
      .toContain(`Your new direct debit for policy ${policy.number}`);

    // The bank is asked for the first debit on its day, and refuses it.
    const run = await request.post(`${E2E_BASE_URL}/api/operator/direct-debits/run`, {
      headers: { authorization: `Bearer ${E2E_OPERATOR_API_KEY}` },
      data: { date: isoOf(firstDay!) },
    });
    expect(run.status(), 'the operator run of the debits').toBe(200);
    expect(((await run.json()) as { missed: number }).missed).toBeGreaterThanOrEqual(1);
    await expect
      .poll(() => subjectsSentTo(request, account.email))
      .toContain(`Missed direct debit for policy ${policy.number}`);

    await page.getByRole('link', { name: 'Back to your policy' }).click();
    // The reminder e-mail links the same Pay now as the policy page.
    const reminder = (await emailsSentTo(request, account.email)).find(
      (message) => message.subject === `Missed direct debit for policy ${policy.number}`,
    );
    const reminderLink = new URL(/https?:\/\/\S+/.exec(reminder?.body ?? '')![0]);
    await expect(debits.getByRole('link', { name: /^Pay now/ })).toHaveAttribute(
      'href',
      reminderLink.pathname + reminderLink.search,
    );
    await expect(
      debits.getByText(
        `Your bank did not pay the direct debit of ${firstAmount} due on ${firstDay}. Pay it now by card to keep your cover.`,
      ),
    ).toBeVisible();
    await scan();
    await shot(page, 'policy-debit-missed');

    // Pay now: what is owed, then the card with 3-D Secure; a declined card is said first.
    await debits.getByRole('link', { name: /^Pay now/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pay a missed direct debit' }),
    ).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Amount' }).locator('+ dd')).toHaveText(
      firstAmount!,
    );
    await expect(page.getByRole('term').filter({ hasText: 'Due on' }).locator('+ dd')).toHaveText(
      firstDay!,
    );
    await expect(cardFrame(page).getByLabel('Card number')).toBeVisible();
    await scan();
    await shot(page, 'pay-missed-debit');
    await page.getByLabel('Name on card').fill('Orla Kenny');
    await fillCard(page, TEST_CARD.declined);
    await page.getByRole('button', { name: `Pay ${firstAmount} now` }).click();
    await expect(page.locator('.error-summary')).toContainText('Your card was declined.', {
      timeout: 15_000,
    });
    await scan();
    await shot(page, 'pay-missed-debit-declined');

    await fillCard(page, TEST_CARD.challenge);
    await page.getByRole('button', { name: `Pay ${firstAmount} now` }).click();
    await passChallenge(page);
    await expect(page.getByRole('heading', { name: 'Your payment is made' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      page.getByText(
        new RegExp(
          `^We have taken ${firstAmount!.replace('.', '\\.')} from your \\w+ card ending 3220 for the direct debit due on ${firstDay}\\.$`,
        ),
      ),
    ).toBeVisible();
    await scan();
    await shot(page, 'pay-missed-debit-done');
    await expect
      .poll(() => subjectsSentTo(request, account.email))
      .toContain(`Payment received for policy ${policy.number}`);

    // The policy page says the debit is paid by card, and lists it so.
    await page.getByRole('link', { name: 'Back to your policy' }).click();
    await expect(
      debits.getByText(`You paid the direct debit of ${firstAmount} due on ${firstDay} by card.`),
    ).toBeVisible();
    await expect(debits.getByRole('link', { name: /^Pay now/ })).toHaveCount(0);
    await debits.getByText(/^See all \d+ direct debits$/).click();
    await expect(debits.getByRole('row', { name: new RegExp(firstDay!) })).toContainText(
      'Paid by card',
    );
    await scan();
    await shot(page, 'policy-debit-paid');

    // The account changed back to one the bank pays from.
    await changeBankAccount(page, DEMO_IBAN);
    await expect(page.getByText('Ending 5678', { exact: true })).toBeVisible();
  });
});
