import { MESSAGES, PHONE } from '@wallet/domain';
import { CUSTOMER_WITHOUT_POLICIES, DEMO_CUSTOMER, literal } from '../../support/environment';
import { expect, test } from '../../support/fixtures';

test.describe('product landing', () => {
  test('a customer with policies can get quotes and manage each product', async ({
    page,
    signIn,
    visit,
  }) => {
    await signIn(DEMO_CUSTOMER.email);
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome ${DEMO_CUSTOMER.firstName}!` }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Have an account\? Login/ })).toHaveCount(0);

    await visit('/wallet/product/home');
    await expect(page.getByRole('link', { name: 'Get Quotes' })).toHaveAttribute(
      'href',
      '/wallet/getquote/aboutYou',
    );
    await expect(page.getByRole('link', { name: 'Manage My Insurance' })).toHaveAttribute(
      'href',
      '/manage/viewMultiplePolicies/home',
    );

    await visit('/wallet/product/car');
    await expect(page.getByRole('link', { name: 'Get Quotes' })).toHaveAttribute(
      'href',
      '/wallet/getgenericquote/car',
    );

    await visit('/wallet/product/travel');
    await expect(page.getByRole('link', { name: 'Get Quotes' })).toHaveAttribute(
      'href',
      '/wallet/getgenericquote/travel',
    );
    await expect(page.getByText(MESSAGES.travelOnlyOnline)).toBeVisible();
    // The products sold only by phone carry a help phone button.
    await expect(page.getByRole('link', { name: literal(PHONE.sales) }).first()).toHaveAttribute(
      'href',
      `tel:${PHONE.sales.replace(/\s/g, '')}`,
    );
  });

  test('Manage My Insurance is disabled without a policy of that type', async ({
    page,
    signIn,
    visit,
  }) => {
    await signIn(CUSTOMER_WITHOUT_POLICIES.email);
    await visit('/wallet/product/home');
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Manage My Insurance' }),
    ).toBeDisabled();
  });
});
