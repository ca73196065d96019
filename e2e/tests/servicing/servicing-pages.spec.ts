import { PHONE } from '@wallet/domain';
import { DEMO_CUSTOMER, literal } from '../../support/environment';
import { expect, test } from '../../support/fixtures';

const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;

const pages: Array<{ path: string; title: RegExp; phone: string }> = [
  { path: '/wallet/amendPolicy/travel', title: /^Amend Policy$/, phone: PHONE.travelAmend },
  { path: '/wallet/amendPolicy/car', title: /^Amend Policy$/, phone: PHONE.carAmend },
  {
    path: '/wallet/amendPolicy/renewal',
    title: /^Amend Auto Renewal Policy$/,
    phone: PHONE.servicesTeam,
  },
  { path: '/wallet/amendPolicy/other', title: /^Amend Policy$/, phone: PHONE.servicesTeam },
  { path: '/wallet/breakdownAssistance/car', title: /Breakdown/i, phone: PHONE.breakdownFreephone },
  { path: '/wallet/medicalAssistance/travel', title: /Medical/i, phone: PHONE.medicalAssistance },
  { path: '/wallet/renewPolicy/home', title: /Renew/i, phone: PHONE.servicesTeam },
  { path: '/wallet/submitClaim/home', title: /claim/i, phone: PHONE.homeClaims },
  { path: '/wallet/submitClaim/car', title: /claim/i, phone: PHONE.carClaims },
  { path: '/wallet/submitClaim/travel', title: /claim/i, phone: PHONE.travelClaims },
];

test.describe('servicing pages', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn(DEMO_CUSTOMER.email);
  });

  for (const { path, title, phone } of pages) {
    test(`${path} shows ${phone} and goes back home`, async ({ page, visit }) => {
      await visit(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const call = page
        .getByRole('main')
        .getByRole('link', { name: literal(phone) })
        .first();
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', telHref(phone));
      await page.getByRole('link', { name: 'Back to home' }).click();
      await expect(page).toHaveURL(/\/wallet$/);
    });
  }
});

test('the generic error page says something went wrong and leads home', async ({
  page,
  signIn,
  visit,
}) => {
  await signIn(DEMO_CUSTOMER.email);
  await visit('/wallet/error/');
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
});
