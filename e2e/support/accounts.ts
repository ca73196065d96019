import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { outboxListSchema } from '@wallet/domain';
import { DEMO_PASSWORD, E2E_BASE_URL } from './environment';

/** Seeded accounts of the identity service (apps/api/src/demo/demo-accounts.ts); all use DEMO_PASSWORD. */
export const MFA_CUSTOMER = {
  email: 'mfa@wallet.test',
  phone: '+353871234567',
  maskedPhone: '*******67',
};
export const MFA_UNVERIFIED_CUSTOMER = { email: 'mfa-unverified@wallet.test' };
export const UNVERIFIED_CUSTOMER = { email: 'unverified@wallet.test' };

/** A strong password no seeded account uses, for accounts a journey creates. */
export const NEW_PASSWORD = 'Harbour-Lights-2031!';

/** An e-mail address no other run has used. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@wallet.test`;
}

/**
 * The code of the newest message sent to `recipient` after `since` (epoch ms), read from the
 * development outbox the way a person reads it on /dev/messages.
 */
export async function latestCode(
  request: APIRequestContext,
  recipient: string,
  since: number,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `${E2E_BASE_URL}/api/dev/messages?recipient=${encodeURIComponent(recipient)}`,
        );
        expect(response.ok(), 'the outbox viewer answers').toBe(true);
        const { messages } = outboxListSchema.parse(await response.json());
        code = messages.find(
          (message) => Date.parse(message.created_at) >= since && message.code,
        )?.code;
        return code;
      },
      { message: `a code sent to ${recipient}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/**
 * A moment just before now, so codes sent from now on can be told from earlier ones (the server
 * runs on this machine; the second covers rounding).
 */
export function justBeforeNow(): number {
  return Date.now() - 1000;
}

/** Creates and verifies an account through the identity routes (the screens are tested elsewhere). */
export async function createVerifiedAccount(
  request: APIRequestContext,
  label: string,
): Promise<{ email: string; firstName: string }> {
  const email = uniqueEmail(label);
  const firstName = 'Orla';
  const since = justBeforeNow();
  const signUp = await request.post(`${E2E_BASE_URL}/api/auth/sign-up`, {
    data: {
      firstName,
      lastName: 'Kenny',
      email,
      phoneNo: '+353861234567',
      password: DEMO_PASSWORD,
    },
  });
  expect(signUp.ok(), 'sign-up').toBe(true);
  const code = await latestCode(request, email, since);
  const confirm = await request.post(`${E2E_BASE_URL}/api/auth/confirm-sign-up`, {
    data: { email, code },
  });
  expect(confirm.ok(), 'confirm sign-up').toBe(true);
  return { email, firstName };
}

/** Fills the login form and submits it. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Signs out through the header's Logout link (inside the burger menu on a phone). */
export async function signOutFromHeader(page: Page) {
  const burger = page.getByRole('button', { name: 'Menu' });
  const logout = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Logout' });
  if (await burger.isVisible()) {
    // A press that lands before the page has hydrated opens nothing: press until it opens.
    await expect(async () => {
      if (!(await logout.isVisible())) await burger.click();
      await expect(logout).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  }
  await logout.click();
}

/** Fills the sign-up form with a mobile number and NEW_PASSWORD, without sending it. */
export async function fillSignUp(
  page: Page,
  person: { firstName: string; lastName: string; email: string },
) {
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Surname').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Mobile number').fill('0861234567');
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
}
