import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_OPERATOR_API_KEY } from './environment';
import { uniqueEmail } from './accounts';

/** The home renewal's routes (platform.md 2.1, home.md 2). */
export const RENEWAL_PATHS = {
  view: '/wallet/viewRenewalQuote/home',
  summary: '/wallet/viewQuote/home',
  statementOfFact: '/wallet/statementOfFact/home',
  payment: '/wallet/renewal/makePayment/home',
  thankYou: '/wallet/paymentthankyou/home',
  amend: '/wallet/amendPolicy/renewal',
} as const;

/** The seeded demo customer's home policy, due for renewal (apps/api/src/demo/demo-policies.ts). */
export const DEMO_HOME_POLICY = 'BHH0042187';

export type RenewalCustomer = { email: string; policyNumber: string };

/**
 * A customer of their own for a journey that takes up or refuses an offer (an offer is bought or
 * refused once): an account whose home policy, paid by direct debit with automatic renewal on, is
 * due for renewal with its offer issued, made by the operator route for tests.
 */
export async function customerWithRenewalDue(
  request: APIRequestContext,
  label: string,
): Promise<RenewalCustomer> {
  const email = uniqueEmail(label);
  const response = await request.post(`${E2E_BASE_URL}/api/operator/renewals/customer`, {
    headers: { authorization: `Bearer ${E2E_OPERATOR_API_KEY}` },
    data: { email },
  });
  expect(response.status(), 'a customer with a home renewal due (operator route)').toBe(201);
  const answer = (await response.json()) as { email: string; policy_number: string };
  return { email: answer.email, policyNumber: answer.policy_number };
}

/** From the wallet to the renewal view through Manage My Insurance, as a customer finds it. */
export async function openViewRenewals(page: Page, policyNumber: string): Promise<void> {
  await page.goto('/manage');
  await page.getByRole('main').getByRole('link', { name: 'Home', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^Policy Number ${policyNumber}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home Insurance' })).toBeVisible();
  await page.getByRole('link', { name: 'View Renewals' }).click();
  await expect(page).toHaveURL(new RegExp(`${RENEWAL_PATHS.view}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your Renewal' })).toBeVisible();
}

/**
 * Your Summary's questions answered: the claims conditions, and the terms when asked. With
 * `termsShown`, the terms box is there and left unticked.
 */
export async function answerRenewalQuestions(
  page: Page,
  { terms, termsShown = terms }: { terms: boolean; termsShown?: boolean },
) {
  await page.getByRole('checkbox', { name: /every claim made in the last five years/ }).check();
  await page.getByRole('checkbox', { name: /statement of fact is still correct/ }).check();
  const termsBox = page.getByRole('checkbox', { name: /accept the terms and conditions/ });
  if (terms) await termsBox.check();
  else await expect(termsBox).toHaveCount(termsShown ? 1 : 0);
}
