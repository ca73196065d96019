import { marketingChoiceInWords } from '@wallet/domain';
import { DEMO_CUSTOMER } from '../../support/environment';
import { expect, test } from '../../support/fixtures';
import { shot } from '../../support/screenshots';

test.describe('your account', () => {
  test('the demo customer changes her travel marketing choices and finds the change kept', async ({
    page,
    signIn,
    scan,
  }, testInfo) => {
    await signIn(DEMO_CUSTOMER.email);
    if (testInfo.project.name === 'mobile-375') {
      await page.getByRole('button', { name: 'Menu' }).click();
    }
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Your account' })
      .click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByText(`${DEMO_CUSTOMER.email}`, { exact: true })).toBeVisible();

    // Her home choices are as her purchase gave them: e-mail and post.
    const home = page.getByRole('form', { name: 'Home insurance' });
    await expect(home.getByRole('checkbox', { name: 'Email' })).toBeChecked();
    await expect(home.getByRole('checkbox', { name: 'Post' })).toBeChecked();
    await scan();
    await shot(page, 'account');

    // Text on travel offers turned the other way, saved, and kept over a reload; then put back,
    // so the journey at the other width starts where this one did.
    const travel = page.getByRole('form', { name: 'Travel insurance' });
    const text = travel.getByRole('checkbox', { name: 'Text' });
    const save = travel.getByRole('button', { name: 'Save my travel insurance choices' });
    const before = await text.isChecked();
    await text.setChecked(!before);
    await save.click();
    await expect(travel.getByText('Your choices are saved.')).toBeVisible();
    await scan();
    await shot(page, 'account-saved');
    const history = page.getByRole('list', { name: 'Your choices so far' });
    await expect(history.getByRole('listitem').first()).toContainText(
      'Travel insurance, in your account',
    );
    await page.reload();
    await expect(
      page.getByRole('form', { name: 'Travel insurance' }).getByRole('checkbox', { name: 'Text' }),
    ).toBeChecked({ checked: !before });
    const first = page
      .getByRole('list', { name: 'Your choices so far' })
      .getByRole('listitem')
      .first();
    const words = await first.locator('p').nth(1).textContent();
    expect(words).toBe(
      marketingChoiceInWords({
        email: false,
        phone: false,
        text: !before,
        post: false,
        analyse_transactions: false,
      }),
    );
    const again = page.getByRole('form', { name: 'Travel insurance' });
    await again.getByRole('checkbox', { name: 'Text' }).setChecked(before);
    await again.getByRole('button', { name: 'Save my travel insurance choices' }).click();
    await expect(again.getByText('Your choices are saved.')).toBeVisible();
  });
});
