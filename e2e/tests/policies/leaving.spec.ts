import type { APIRequestContext } from '@playwright/test';
import { outboxListSchema } from '@wallet/domain';
import { createVerifiedAccount } from '../../support/accounts';
import { buyHomeByCard, openPolicyPage } from '../../support/checkout';
import { E2E_BASE_URL } from '../../support/environment';
import { expect, test } from '../../support/fixtures';
import { displayDate } from '../../support/home-journey';
import { customerWithRenewalDue } from '../../support/renewals';
import { shot } from '../../support/screenshots';

const inDays = (days: number) => displayDate(new Date(Date.now() + days * 86_400_000));

/** The link of the purchase e-mail's withdrawal function, read from the development outbox. */
async function withdrawalLinkOf(request: APIRequestContext, email: string) {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `${E2E_BASE_URL}/api/dev/messages?recipient=${encodeURIComponent(email)}`,
        );
        const { messages } = outboxListSchema.parse(await response.json());
        link = messages
          .map((message) => /https?:\/\/\S+\/withdraw\?policy=\S+/.exec(message.body ?? '')?.[0])
          .find(Boolean);
        return link;
      },
      { message: 'the purchase e-mail with its withdrawal link', timeout: 10_000 },
    )
    .toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

test.describe('leaving a policy', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a new customer withdraws inside the withdrawal period from the purchase e-mail and sees the refund', async ({
    page,
    request,
    scan,
    signIn,
    setFlag,
  }) => {
    await setFlag('marketing_enabled', false);
    const account = await createVerifiedAccount(request, 'withdraws');
    await signIn(account.email);
    const policy = await buyHomeByCard(page, account.email);

    // The policy page shows the withdrawal function for the whole period, in plain view.
    await openPolicyPage(page, 'home', policy.number);
    await expect(
      page.getByText(/^You can withdraw from this contract until \d\d\/\d\d\/\d{4}/),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Withdraw from this contract' })).toBeVisible();
    await scan();
    await shot(page, 'policy-page-withdrawal-period');

    // The purchase e-mail's withdrawal function opens the same page for this policy.
    await page.goto(await withdrawalLinkOf(request, account.email));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Withdraw from this contract' }),
    ).toBeVisible();
    await scan();
    await shot(page, 'withdraw-step-1');
    await page.getByLabel('Why are you withdrawing? (optional)').fill('I found cover elsewhere');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Check your refund' })).toBeVisible();
    // Its first day of cover is today: the premium back to the card less that day's share.
    const refund = page.getByText(/^Your refund: €[\d,]+\.\d\d, to the card you paid with$/);
    await expect(refund).toBeVisible();
    await scan();
    await shot(page, 'withdraw-step-2');
    const refundText = (await refund.textContent()) ?? '';
    await page.getByRole('button', { name: 'Withdraw from this contract' }).click();

    await expect(page.getByRole('heading', { name: 'Your withdrawal is confirmed' })).toBeVisible();
    await expect(page.getByText(/^CN-[A-Z2-9]{8}$/)).toBeVisible();
    await expect(page.getByText(/Received on \d\d\/\d\d\/\d{4} at \d\d:\d\d/)).toBeVisible();
    await expect(
      page.getByText(refundText.split(',')[0]!.replace('Your refund: ', '')).first(),
    ).toBeVisible();
    await scan();
    await shot(page, 'withdraw-acknowledgement');

    // The confirmation is among the policy's documents, and the policy shows Cancelled.
    await page.getByRole('link', { name: 'View your policy documents' }).click();
    await expect(page.getByText('Withdrawal confirmation')).toBeVisible();
    await openPolicyPage(page, 'home', policy.number);
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Withdraw from this contract' })).toHaveCount(0);
    // Its payments show the refund after the purchase: on its way, or made once its job has run.
    const payments = page.getByRole('region', { name: 'Your payments' });
    await expect(
      payments.getByRole('row').filter({
        hasText: /(Being returned|Returned) to your card because you withdrew from the policy/,
      }),
    ).toHaveCount(1);
    await scan();
    await shot(page, 'policy-page-withdrawal-refund');
  });

  test('a customer stops automatic renewal, then cancels with a last day of cover and sees the netting', async ({
    page,
    request,
    scan,
    signIn,
  }) => {
    const customer = await customerWithRenewalDue(request, 'cancels');
    await signIn(customer.email);
    await openPolicyPage(page, 'home', customer.policyNumber);
    await expect(page.getByRole('heading', { level: 1, name: 'Home Insurance' })).toBeVisible();

    await page.getByRole('button', { name: 'Stop automatic renewal' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Automatic renewal is off.' }),
    ).toBeVisible();
    await scan();
    await shot(page, 'policy-page-auto-renewal-stopped');

    await page.getByRole('link', { name: 'Cancel my policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cancel your policy' })).toBeVisible();
    await scan();
    const lastDay = page.getByLabel('Last day of cover');
    await lastDay.fill(inDays(-1));
    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = page.locator('.error-summary');
    await expect(summary.getByRole('link')).toHaveText([
      'The last day of cover cannot be in the past',
    ]);
    await scan();
    await shot(page, 'cancel-step-1-error');
    await lastDay.fill(inDays(5));
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Check your refund' })).toBeVisible();
    await expect(page.getByText('Your direct debits stop.')).toBeVisible();
    await expect(
      page.getByText(
        /^(Your refund: €[\d,]+\.\d\d, to the bank account your direct debits come from|Still to pay: €[\d,]+\.\d\d, collected once from your bank account|Nothing to refund or pay)$/,
      ),
    ).toBeVisible();
    await scan();
    await shot(page, 'cancel-step-2');
    await page.getByRole('button', { name: 'Cancel my policy' }).click();

    await expect(
      page.getByRole('heading', { name: 'Your cancellation is confirmed' }),
    ).toBeVisible();
    await scan();
    await shot(page, 'cancel-acknowledgement');
    await page.getByRole('link', { name: 'Back to Manage My Insurance' }).click();
    await openPolicyPage(page, 'home', customer.policyNumber);
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(page.getByText(inDays(5)).first()).toBeVisible();
  });
});
