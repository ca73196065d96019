import type { Page } from '@playwright/test';
import { DEMO_CUSTOMER } from '../../support/environment';
import { expect, test } from '../../support/fixtures';
import { displayDate } from '../../support/home-journey';
import { shot } from '../../support/screenshots';

/** The demo customer's seeded car and travel policies (apps/api/src/demo/demo-policies.ts). */
const DEMO_CAR_POLICY = 'BMC0087319';
const DEMO_TRAVEL_POLICY = 'BTA0156204';

/** From the wallet's Your policies card: Make a claim on the demo customer's policy. */
async function makeAClaimFromTheWallet(page: Page, product: string, policyNumber: string) {
  await page.goto('/wallet');
  await page
    .getByRole('region', { name: 'Your policies' })
    .getByRole('link', { name: new RegExp(`^Make a claim on ${product} .*${policyNumber}$`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Make a claim' })).toBeVisible();
  await expect(page.getByText(policyNumber)).toBeVisible();
}

test.describe('claims on car and travel cover', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a car collision with the other party and a Garda report, carrying the own-damage excess', async ({
    page,
    scan,
    signIn,
  }) => {
    await signIn(DEMO_CUSTOMER.email);
    await makeAClaimFromTheWallet(page, 'Car', DEMO_CAR_POLICY);

    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('radio', { name: 'Collision' }).check();
    await page.getByLabel('When did it happen?').fill(displayDate(new Date()));
    await page.getByLabel('Where did it happen?').fill('Main Street, Bray');
    await page
      .getByLabel('What happened, in your own words')
      .fill('Another car reversed into mine at the lights.');
    await page.getByLabel('Item 1: what it is').fill('Rear bumper');
    await page.getByLabel('Item 1: cost to repair or replace (€)').fill('900');
    const otherParty = page.getByRole('group', { name: 'The other party, if there was one' });
    await otherParty.getByLabel('Their name (optional)').fill('Seán Murphy');
    await otherParty.getByLabel('Their registration (optional)').fill('191-D-12345');
    await otherParty.getByLabel('Their insurer (optional)').fill('Other Insurer');
    await otherParty.getByLabel('Garda report number (optional)').fill('40512345');
    await scan();
    await shot(page, 'car-claim-details');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Check your claim' })).toBeVisible();
    await expect(page.getByText('Seán Murphy', { exact: false })).toBeVisible();
    await expect(page.getByText('40512345')).toBeVisible();
    // Comprehensive cover: the own-damage excess its schedule prints.
    await expect(
      page.getByText(
        '€300.00: your policy’s excess for this kind of claim, taken off what we pay',
        { exact: true },
      ),
    ).toBeVisible();
    await scan();
    await page.getByRole('button', { name: 'Send claim' }).click();
    await expect(page.getByRole('heading', { name: 'Claim received' })).toBeVisible();

    await page.getByRole('link', { name: 'View your claim' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Collision claim' })).toBeVisible();
    await expect(page.getByText('Main Street, Bray')).toBeVisible();
    await expect(page.getByText('40512345')).toBeVisible();
    await expect(page.getByText('€300.00')).toBeVisible();
    await scan();
  });

  test('a travel medical claim: the numbers to call come first, and the claim still goes in', async ({
    page,
    scan,
    signIn,
  }) => {
    await signIn(DEMO_CUSTOMER.email);
    await makeAClaimFromTheWallet(page, 'Travel', DEMO_TRAVEL_POLICY);

    // Someone hurt abroad: the emergency numbers and the medical assistance line, before anything.
    await page.getByRole('radio', { name: 'Yes' }).check();
    const getHelp = page.getByText('If anyone is hurt, get help first. Your claim can wait.');
    await expect(getHelp).toBeVisible();
    await expect(page.getByRole('link', { name: '112 or 999' })).toBeVisible();
    const assistance = page.getByRole('link', { name: '+353 1 488 4061' });
    await expect(assistance).toBeVisible();
    await expect(assistance).toHaveAttribute('href', /^tel:/);
    // Above the claim's own questions.
    const helpTop = (await getHelp.boundingBox())!.y;
    const kindTop = (await page.getByRole('radio', { name: 'Medical' }).boundingBox())!.y;
    expect(helpTop).toBeLessThan(kindTop);
    await scan();
    await shot(page, 'travel-claim-hurt');

    const today = displayDate(new Date());
    await page.getByRole('radio', { name: 'Medical' }).check();
    await page.getByLabel('When did it happen?').fill(today);
    await page.getByLabel('Where did it happen?').fill('Lisbon');
    await page
      .getByLabel('What happened, in your own words')
      .fill('I fell on the steps and broke my wrist.');
    await page.getByLabel('Item 1: what it is').fill('Hospital treatment');
    await page.getByLabel('Item 1: cost to repair or replace (€)').fill('1200');
    const trip = page.getByRole('group', { name: 'Your trip' });
    await trip.getByLabel('Where did you travel to?').fill('Portugal');
    await trip.getByLabel('The day you left').fill(today);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Check your claim' })).toBeVisible();
    await expect(
      page.getByText('€75.00: your policy’s excess for this kind of claim, taken off what we pay', {
        exact: true,
      }),
    ).toBeVisible();
    await scan();
    await page.getByRole('button', { name: 'Send claim' }).click();
    await expect(page.getByRole('heading', { name: 'Claim received' })).toBeVisible();
    await page.getByRole('link', { name: 'View your claim' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Medical claim' })).toBeVisible();
    await expect(page.getByText('Portugal', { exact: false })).toBeVisible();
    await scan();
  });
});
