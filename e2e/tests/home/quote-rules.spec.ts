import { expect, test } from '../../support/fixtures';
import {
  HOME_PATHS,
  aboutYouAnswers,
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

    await expect(page.locator('.error-summary')).toBeFocused();
    await expect(
      page.locator('.error-summary').getByRole('link', { name: 'Requires minimum value 175,000' }),
    ).toBeVisible();
    await expect(page.getByLabel('Rebuild cost (€)')).toHaveAccessibleDescription(
      /Requires minimum value 175,000/,
    );
    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.yourCover}$`));
    await scan();
  });

  test('an applicant under 18 cannot take out a policy', async ({ page, visit, scan }) => {
    const seventeen = new Date(yearsAgo(18));
    seventeen.setDate(seventeen.getDate() + 1);
    await visit(HOME_PATHS.aboutYou);
    await fillAboutYou(page, aboutYouAnswers({ dob: displayDate(seventeen) }));
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await expect(page.locator('.error-summary')).toBeFocused();
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
