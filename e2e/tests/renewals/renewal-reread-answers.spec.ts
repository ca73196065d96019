import { DEMO_CUSTOMER } from '../../support/environment';
import { expect, test } from '../../support/fixtures';
import { DEMO_HOME_POLICY, RENEWAL_PATHS, openViewRenewals } from '../../support/renewals';

/**
 * The answers read again at renewal (docs/home-rating.md section 8): the demo customer bought her
 * home before her car, and her renewal is priced with the bank-motor discount her car policy with
 * us gives (RSA €513.44, FBD €525.78), which she is told of.
 */
test.describe('a home renewal reads the bank products again', () => {
  test.describe.configure({ timeout: 90_000 });

  test("the demo customer's renewal carries the discount of her car policy", async ({
    page,
    signIn,
    scan,
  }) => {
    await signIn(DEMO_CUSTOMER.email);
    await openViewRenewals(page, DEMO_HOME_POLICY);
    const cards = page.getByRole('article');
    await expect(cards.nth(0)).toContainText('€513.44');
    await expect(cards.nth(1)).toContainText('€525.78');
    const changes = page.getByRole('table', { name: 'What has changed since last year' });
    await expect(changes.getByRole('row', { name: /Motor insurance with the bank/ })).toHaveText(
      /Motor insurance with the bank\s*No\s*Yes/,
    );
    await scan();

    await cards.nth(0).getByRole('button', { name: 'Select RSA Insurance' }).click();
    await expect(page).toHaveURL(new RegExp(`${RENEWAL_PATHS.summary}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Your Summary' })).toBeVisible();
    await expect(page.getByText('Discount for your motor insurance with the bank')).toBeVisible();
    await expect(page.getByText('€513.44').first()).toBeVisible();
    await scan();
  });
});
