import { outboxListSchema } from '@wallet/domain';
import { createVerifiedAccount } from '../../support/accounts';
import { E2E_BASE_URL } from '../../support/environment';
import { expect, test } from '../../support/fixtures';
import { addressLookupField, DEMO_ADDRESS_LINE, lookUpEircode } from '../../support/home-journey';
import { shot } from '../../support/screenshots';

test.describe('your address, changed in Your account', () => {
  test('a customer finds her new address by its Eircode, saves it and is told by e-mail', async ({
    page,
    request,
    signIn,
    scan,
  }) => {
    const { email } = await createVerifiedAccount(request, 'your-address');
    await signIn(email);
    await page.goto('/account');
    const details = page.getByRole('region', { name: 'Your details' });
    await expect(details.getByRole('definition').filter({ hasText: 'Not given' })).toHaveCount(2);
    await details.getByRole('link', { name: 'Change your address' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Change your address' }),
    ).toBeVisible();
    await expect(page.getByText(/This changes where we write to you, and no price/)).toBeVisible();
    // Nothing chosen yet: the form says what it needs, and keeps the customer here.
    await page.getByRole('button', { name: 'Save my address' }).click();
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await scan();
    await shot(page, 'account-address-errors');

    await lookUpEircode(page);
    await expect(addressLookupField(page)).toHaveValue(new RegExp(DEMO_ADDRESS_LINE));
    await scan();
    await shot(page, 'account-address');
    await page.getByRole('button', { name: 'Save my address' }).click();

    await expect(page).toHaveURL(/\/account$/);
    await expect(
      page.getByText('Your address is saved. We will write to you there from now on.'),
    ).toBeVisible();
    await expect(details.getByText(new RegExp(`^${DEMO_ADDRESS_LINE}, `))).toBeVisible();
    await shot(page, 'account-address-saved');

    const outbox = outboxListSchema.parse(
      await (
        await request.get(`${E2E_BASE_URL}/api/dev/messages?recipient=${encodeURIComponent(email)}`)
      ).json(),
    );
    expect(outbox.messages.map((message) => message.subject)).toContain(
      'Your Insurance Wallet address has changed',
    );
  });
});
