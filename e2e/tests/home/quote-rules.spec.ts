import type { HomeQuoteResponse } from '@wallet/domain';
import { expect, test } from '../../support/fixtures';
import {
  HOME_PATHS,
  aboutYouAnswers,
  answerHouseholdQuestions,
  displayDate,
  fillAboutYou,
  fillYourCover,
  fillYourHomeOwnerOccupier,
  next,
  yearsAgo,
} from '../../support/home-journey';

test.describe('home quote rules', () => {
  test('an owner-occupier in Dublin needs a rebuild cost of at least 175,000', async ({
    page,
    visit,
    scan,
  }) => {
    await visit(HOME_PATHS.aboutYou);
    await fillAboutYou(page, aboutYouAnswers({ address: 'eircode' }));
    await next(page, HOME_PATHS.yourHome);
    await fillYourHomeOwnerOccupier(page);
    await next(page, HOME_PATHS.yourCover);
    await fillYourCover(page, { rebuildCost: '170000', contents: '40000' });
    await expect(page.getByLabel('Rebuild cost (€)')).toHaveValue('170,000');
    await page.getByRole('button', { name: 'Get your quote' }).click();

    await expect(
      page.locator('.error-summary').getByRole('heading', { name: 'There is a problem' }),
    ).toBeFocused();
    await expect(
      page.locator('.error-summary').getByRole('link', { name: 'Requires minimum value 175,000' }),
    ).toBeVisible();
    await expect(page.getByLabel('Rebuild cost (€)')).toHaveAccessibleDescription(
      /Requires minimum value 175,000/,
    );
    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.yourCover}$`));
    await scan();
  });

  test('a staff number the staff directory does not know is brought back to About you', async ({
    page,
    visit,
    scan,
  }) => {
    await visit(HOME_PATHS.aboutYou);
    // The staff member C765432 of the demo staff directory quoting for herself: the discount is
    // the holder's only, known by her name and date of birth.
    await fillAboutYou(
      page,
      aboutYouAnswers({
        address: 'eircode',
        firstName: 'Gráinne',
        lastName: "O'Sullivan",
        dob: '14/03/1986',
      }),
    );
    await page.getByLabel('Promo code (optional)').fill('staff');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByText(/Promotional code successfully applied/)).toBeVisible();
    // The right shape: only the staff directory, asked by the server, knows it is nobody's.
    await page.getByLabel('Staff number').fill('A1234567');
    await next(page, HOME_PATHS.yourHome);
    await fillYourHomeOwnerOccupier(page);
    await next(page, HOME_PATHS.yourCover);
    await fillYourCover(page);
    await page.getByRole('button', { name: 'Get your quote' }).click();
    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.terms}$`));
    await answerHouseholdQuestions(page);
    await page.getByRole('button', { name: 'Get your quote' }).click();

    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.aboutYou}$`));
    const staffNumber = page.getByLabel('Staff number');
    await expect(staffNumber).toHaveValue('A1234567');
    await expect(staffNumber).toHaveAccessibleDescription(
      /Please enter a valid staff number E\.g\. A1234567\./,
    );
    await scan();

    // A number the directory knows goes on to the quotes, with the staff discount.
    await staffNumber.fill('C765432');
    await next(page, HOME_PATHS.yourHome);
    await next(page, HOME_PATHS.yourCover);
    await page.getByRole('button', { name: 'Get your quote' }).click();
    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.terms}$`));
    const quoted = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/home/applied_home_quotes') &&
        response.request().method() === 'POST',
    );
    await answerHouseholdQuestions(page);
    await page.getByRole('button', { name: 'Get your quote' }).click();
    const answer = await quoted;
    expect(answer.status()).toBe(200);
    const { quotes } = (await answer.json()) as HomeQuoteResponse;
    // Each insurer's price carries the staff discount's line.
    for (const quote of quotes) {
      expect(quote.premium_details.map((line) => line.unique_code)).toContain('DISCOUNT');
    }
    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.quotes}$`));
  });

  test('an applicant under 18 cannot take out a policy', async ({ page, visit, scan }) => {
    const seventeen = new Date(yearsAgo(18));
    seventeen.setDate(seventeen.getDate() + 1);
    await visit(HOME_PATHS.aboutYou);
    await fillAboutYou(page, aboutYouAnswers({ dob: displayDate(seventeen) }));
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await expect(
      page.locator('.error-summary').getByRole('heading', { name: 'There is a problem' }),
    ).toBeFocused();
    await expect(
      page
        .locator('.error-summary')
        .getByRole('link', { name: 'You must be over 18 to take out a policy' }),
    ).toBeVisible();
    await expect(page.getByLabel('Date of birth', { exact: true })).toHaveAccessibleDescription(
      /You must be over 18 to take out a policy/,
    );
    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.aboutYou}$`));
    await scan();
  });
});
