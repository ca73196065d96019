import { CAR_TERMS_MESSAGES, MESSAGES } from '@wallet/domain';
import type { APIRequestContext } from '@playwright/test';
import {
  NEW_PASSWORD,
  createVerifiedAccount,
  justBeforeNow,
  latestCode,
  signOutFromHeader,
  submitLogin,
  uniqueEmail,
} from '../../support/accounts';
import {
  CAR_PATHS,
  driverAnswers,
  fillCarAboutYou,
  fillCarCoverWithNamedDriver,
  fillYourCar,
} from '../../support/car-journey';
import { DEMO_PASSWORD, E2E_BASE_URL } from '../../support/environment';
import { expect, test } from '../../support/fixtures';
import {
  HOME_PATHS,
  addressLookupField,
  aboutYouAnswers,
  fillAboutYou,
} from '../../support/home-journey';
import { TRAVEL_PATHS } from '../../support/travel-journey';

const SAVED_ANSWERS = 'We have filled in the answers you gave before you last signed out.';

/** A verified account whose profile holds an address, made through the identity routes. */
async function customerWithProfileAddress(request: APIRequestContext) {
  const email = uniqueEmail('travel-blank-address');
  const since = justBeforeNow();
  const signUp = await request.post(`${E2E_BASE_URL}/api/auth/sign-up`, {
    data: {
      firstName: 'Orla',
      lastName: 'Kenny',
      email,
      phoneNo: '+353861234567',
      password: DEMO_PASSWORD,
    },
  });
  expect(signUp.ok(), 'sign-up').toBe(true);
  // The request context holds the sign-up's proof cookie, so confirming signs it in.
  const confirm = await request.post(`${E2E_BASE_URL}/api/auth/confirm-sign-up`, {
    data: { email, code: await latestCode(request, email, since) },
  });
  expect(confirm.ok(), 'confirm sign-up').toBe(true);
  const accessToken = (await confirm.json()).signIn.accessToken as string;
  const profile = await request.post(`${E2E_BASE_URL}/api/profile/profile/create/user`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      title: 'MS',
      first_name: 'Orla',
      last_name: 'Kenny',
      address: {
        address_line1: '14 Seaview Terrace',
        address_line2: 'Sandymount',
        address_line3: '',
        town: 'Dublin 4',
        county: 'Dublin',
        eircode: 'D04 X2Y3',
      },
      analyse_transactions: false,
      email,
      quote_reference: null,
    },
  });
  expect(profile.ok(), 'profile').toBe(true);
  return { email };
}

test.describe('the quote carried into sign-up', () => {
  test.describe.configure({ timeout: 180_000 });

  test("a car quote's e-mail with no account goes straight to Sign Up, filled in; the code signs in to payment and the wallet greets the quote's first name", async ({
    page,
    request,
    scan,
    setFlag,
  }) => {
    await setFlag('marketing_enabled', true);
    const answers = driverAnswers({ firstName: 'Gráinne' });

    await page.goto(CAR_PATHS.getQuote);
    await fillCarAboutYou(page, answers);
    await page.getByRole('button', { name: 'Continue to Your car' }).click();
    await fillYourCar(page);
    await page.getByRole('button', { name: 'Continue to Your cover' }).click();
    await fillCarCoverWithNamedDriver(page);
    await page.getByRole('button', { name: 'Get your quote' }).click();

    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.terms}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Acceptance of our Terms and conditions' }),
    ).toBeVisible();
    const proceed = page.getByRole('button', { name: 'Continue', exact: true });
    await proceed.click();
    await expect(page.getByText(CAR_TERMS_MESSAGES.select).first()).toBeVisible();
    await page.getByRole('button', { name: 'Click here' }).click();
    await page.getByRole('group', { name: 'Our terms' }).getByRole('checkbox').check();
    await proceed.click();

    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.quotes}$`));
    await page.getByRole('button', { name: 'More info about Prestige' }).click();
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.viewQuote}$`));
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.consent}$`));
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // No Log In / Sign Up choice: the quote's e-mail has no account.
    await expect(page).toHaveURL(/\/signup\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Gráinne');
    await expect(page.getByLabel('Surname')).toHaveValue(answers.lastName);
    await expect(page.getByLabel('Email')).toHaveValue(answers.email);
    await expect(page.getByLabel('Mobile number')).toHaveValue('0871234567');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await scan();
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    const since = justBeforeNow();
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page).toHaveURL(/\/verifyEmail\/$/);
    await page
      .getByLabel('Verification code')
      .fill(await latestCode(request, answers.email, since));
    await page.getByRole('button', { name: 'Confirm' }).click();

    // Signed in by the code: the payment page, with no password typed again.
    await expect(page).toHaveURL(new RegExp(`${CAR_PATHS.payment}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await scan();

    // The first name given in the quote greets the customer.
    await page.goto('/wallet');
    await expect(
      page.getByRole('heading', { level: 1, name: MESSAGES.welcome('Gráinne') }),
    ).toBeVisible();
    await scan();
  });

  test('the travel form of a signed-in customer leaves the profile address blank', async ({
    page,
    request,
    scan,
  }) => {
    const { email } = await customerWithProfileAddress(request);
    await page.goto('/login');
    await submitLogin(page, email);
    await expect(page).toHaveURL(/\/wallet$/);

    await page.goto(TRAVEL_PATHS.getQuote);
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Orla');
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await expect(addressLookupField(page)).toHaveValue('');
    await scan();
  });

  test('home answers saved at sign-out are offered back with Start again, which removes them', async ({
    page,
    request,
    scan,
  }) => {
    const { email } = await createVerifiedAccount(request, 'home-start-again');
    await page.goto('/login');
    await submitLogin(page, email);
    await expect(page).toHaveURL(/\/wallet$/);

    await page.goto(HOME_PATHS.aboutYou);
    await fillAboutYou(page, aboutYouAnswers({ firstName: 'Siobhán', email }));
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.yourHome}$`));
    // Signing out saves the home answers to the server (home.md 4).
    await signOutFromHeader(page);
    await expect(page.getByText('You have logged out successfully')).toBeVisible();

    await page.goto('/login');
    await submitLogin(page, email);
    await expect(page).toHaveURL(/\/wallet$/);
    await page.goto(HOME_PATHS.aboutYou);
    await expect(page.getByText(SAVED_ANSWERS)).toBeVisible();
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Siobhán');
    await scan();

    await page.getByRole('button', { name: 'Start again with an empty form' }).click();
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('');
    await expect(page.getByText(SAVED_ANSWERS)).toHaveCount(0);
    await scan();

    // Removed from the server: the next sign-in offers them no more.
    await signOutFromHeader(page);
    await expect(page.getByText('You have logged out successfully')).toBeVisible();
    await page.goto('/login');
    await submitLogin(page, email);
    await expect(page).toHaveURL(/\/wallet$/);
    await page.goto(HOME_PATHS.aboutYou);
    await expect(page.getByLabel('First name', { exact: true })).toBeVisible();
    await expect(page.getByText(SAVED_ANSWERS)).toHaveCount(0);
  });
});
