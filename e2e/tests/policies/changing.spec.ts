import { createVerifiedAccount } from '../../support/accounts';
import {
  TEST_CARD,
  buyHomeByCard,
  buyHomeByDirectDebit,
  fillCard,
  openPolicyPage,
} from '../../support/checkout';
import { expect, test } from '../../support/fixtures';
import { lookUpEircode } from '../../support/home-journey';
import { shot } from '../../support/screenshots';

test.describe('changing a policy', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a home customer adds a specified item, pays the difference by card, then moves their letters', async ({
    page,
    request,
    scan,
    signIn,
    setFlag,
  }) => {
    await setFlag('marketing_enabled', false);
    const account = await createVerifiedAccount(request, 'changes');
    await signIn(account.email);
    const policy = await buyHomeByCard(page, account.email, 'RSA');

    await openPolicyPage(page, 'home', policy.number);
    await page.getByRole('link', { name: 'Change my policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Change your policy' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'What would you like to change?' }),
    ).toBeVisible();
    await scan();
    await shot(page, 'change-step-1');

    // The quote's own rule, before any call: contents under €15,000.
    const contents = page.getByLabel('Contents sum insured (€)');
    const contentsBefore = await contents.inputValue();
    await contents.fill('14999');
    await page.getByRole('button', { name: 'Get my new price' }).click();
    await expect(page.locator('.error-summary').getByRole('link')).toHaveText([
      'Contents sum insured (€): Requires minimum value of €15,000',
    ]);
    await scan();
    await contents.fill(contentsBefore);

    await page.getByRole('button', { name: 'Add an item' }).click();
    const item = page.getByRole('group', { name: 'Item 1' });
    await item.getByLabel('Item type').selectOption('Jewellery');
    await item.getByLabel('Value (€)').fill('2000');
    await item.getByLabel('Description').fill('Gold ring');
    await page.getByRole('button', { name: 'Get my new price' }).click();

    await expect(page.getByRole('heading', { name: 'Your new price' })).toBeVisible();
    await expect(page.getByText('Jewellery: Gold ring, €2,000')).toBeVisible();
    const costs = page.getByText(
      /^This change costs €[\d,]+\.\d\d for the rest of your policy \(\d+ of \d+ days\)\.$/,
    );
    await expect(costs).toBeVisible();
    await expect(page.getByText('This price is for today only.')).toBeVisible();
    await scan();
    await shot(page, 'change-step-2');
    const amount = /€[\d,]+\.\d\d/.exec((await costs.textContent()) ?? '')![0];
    await page.getByRole('radio', { name: `Pay ${amount} now by card` }).check();
    await page.getByLabel('Name on card').fill('Orla Kenny');
    await fillCard(page, TEST_CARD.visa);
    await page.getByRole('button', { name: 'Make this change' }).click();

    await expect(page.getByRole('heading', { name: 'Your policy is changed' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      page.getByText(/^Version 2 of your policy starts on \d\d\/\d\d\/\d{4}\.$/),
    ).toBeVisible();
    await expect(page.getByText(`We have taken ${amount} from your card.`)).toBeVisible();
    await scan();
    await shot(page, 'change-done');

    await page.getByRole('link', { name: 'View your policy documents' }).click();
    await expect(page.getByText('Endorsement schedule (version 2)')).toBeVisible();
    await scan();

    // The policy page lists what the card paid: the purchase, then the change (issue 45).
    await openPolicyPage(page, 'home', policy.number);
    const payments = page.getByRole('region', { name: 'Your payments' });
    await expect(payments.getByRole('row')).toHaveCount(3);
    await expect(payments.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(
      /^Paid by (Visa|card) when you bought the policy$/,
    );
    await expect(payments.getByRole('row').nth(2)).toContainText(
      `Paid by card for a change to your policy${amount}`,
    );
    await scan();
    await shot(page, 'policy-card-payments');

    // Letters to another address, found with the quote's Eircode look-up: no change of price.
    await page.getByRole('link', { name: 'Change my policy' }).click();
    await page.getByRole('radio', { name: 'To another address' }).check();
    await page.getByRole('button', { name: 'Get my new price' }).click();
    await expect(page.locator('.error-summary').getByRole('link')).toHaveText([
      'Eircode or address is required',
    ]);
    await scan();
    await lookUpEircode(page);
    await page.getByRole('button', { name: 'Get my new price' }).click();
    await expect(page.getByRole('heading', { name: 'Your new price' })).toBeVisible();
    await expect(page.getByText('Correspondence address', { exact: true })).toBeVisible();
    await expect(page.getByText('No change to your premium')).toBeVisible();
    await scan();
    await shot(page, 'change-address-price');
    await page.getByRole('button', { name: 'Make this change' }).click();
    await expect(page.getByRole('heading', { name: 'Your policy is changed' })).toBeVisible();
    await expect(page.getByText('Version 3 of your policy', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'View your policy documents' }).click();
    await expect(page.getByText('Endorsement schedule (version 3)')).toBeVisible();
  });

  test('a customer paying monthly adds an item to the direct debits and sees them on the policy', async ({
    page,
    request,
    scan,
    signIn,
    setFlag,
  }) => {
    await setFlag('marketing_enabled', false);
    const account = await createVerifiedAccount(request, 'changes-dd');
    await signIn(account.email);
    const policy = await buyHomeByDirectDebit(page, account.email, 'RSA');

    await openPolicyPage(page, 'home', policy.number);
    const debits = page.getByRole('region', { name: 'Your direct debits' });
    await expect(
      debits.getByText(/^Your next direct debit is €[\d,]+\.\d\d on 15\/\d\d\/\d{4}\.$/),
    ).toBeVisible();
    await debits.getByText('See all 12 direct debits').click();
    const amounts = async () =>
      (await debits.getByRole('row').allTextContents())
        .slice(1)
        .map((row) => Number(/€([\d,]+\.\d\d)/.exec(row)![1]!.replace(/,/g, '')));
    const before = await amounts();
    expect(before).toHaveLength(12);
    await expect(debits.getByRole('cell', { name: 'Due' })).toHaveCount(12);
    await scan();
    await shot(page, 'policy-direct-debits');

    await page.getByRole('link', { name: 'Change my policy' }).click();
    await page.getByRole('button', { name: 'Add an item' }).click();
    const item = page.getByRole('group', { name: 'Item 1' });
    await item.getByLabel('Item type').selectOption('Jewellery');
    await item.getByLabel('Value (€)').fill('2000');
    await item.getByLabel('Description').fill('Gold ring');
    await page.getByRole('button', { name: 'Get my new price' }).click();
    const costs = page.getByText(/^This change costs €[\d,]+\.\d\d for the rest of your policy/);
    await expect(costs).toBeVisible();
    // The debits from 14 days on carry it: all twelve, or eleven once the first is nearer.
    await expect(
      page.getByText(
        /^Added to your monthly payments, your direct debits would be 1[12] monthly direct debits of €[\d,]+\.\d\d from 15\/\d\d\/\d{4}( \(the last €[\d,]+\.\d\d\))?\.$/,
      ),
    ).toBeVisible();
    await scan();
    await shot(page, 'change-on-direct-debits');
    const amount = /€([\d,]+\.\d\d)/.exec((await costs.textContent()) ?? '')!;
    await page
      .getByRole('radio', { name: `Add ${amount[0]} to your remaining monthly payments` })
      .check();
    await page.getByRole('button', { name: 'Make this change' }).click();
    await expect(page.getByRole('heading', { name: 'Your policy is changed' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      page.getByText(`${amount[0]} is added to your remaining monthly payments.`),
    ).toBeVisible();

    await openPolicyPage(page, 'home', policy.number);
    await debits.getByText('See all 12 direct debits').click();
    const after = await amounts();
    const cents = (euros: number[]) => euros.reduce((sum, euro) => sum + Math.round(euro * 100), 0);
    expect(cents(after) - cents(before)).toBe(
      Math.round(Number(amount[1]!.replace(/,/g, '')) * 100),
    );
    await scan();
  });
});
