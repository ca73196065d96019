import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The sandbox gateway's documented test cards (docs/card-sandbox.md). */
export const TEST_CARD = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
} as const;

/** The gateway's hosted fields: an iframe of the gateway, not part of the app's page. */
export function cardFrame(page: Page) {
  return page.frameLocator('iframe[title="Card details"]');
}

/** Types a card into the hosted fields, as a customer would. */
export async function fillCard(page: Page, number: string, expiry = '12/34', cvv = '123') {
  const frame = cardFrame(page);
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiry date (MM/YY)').fill(expiry);
  await frame.getByLabel('CVV').fill(cvv);
  // Leaving the last field lets the fields check themselves and tell the page they are valid.
  await frame.getByLabel('CVV').press('Tab');
}

/** The bank's 3-D Secure challenge inside the gateway frame, answered with the sandbox's code. */
export async function passChallenge(page: Page) {
  const frame = cardFrame(page);
  await expect(
    frame.getByRole('heading', { name: 'Verify this payment with your bank' }),
  ).toBeVisible();
  const passcode = (await frame.locator('#passcode-value').textContent())?.trim() ?? '';
  expect(passcode).toMatch(/^\d+$/);
  await frame.getByLabel('One-time passcode').fill(passcode);
  await frame.getByRole('button', { name: 'Submit' }).click();
}
