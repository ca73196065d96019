import { PERSONAL_MESSAGES } from '@wallet/domain';
import { expect, test } from '../../support/fixtures';
import { shot } from '../../support/screenshots';
import { TRAVEL_PATHS, fillTravelAboutYou, travellerAnswers } from '../../support/travel-journey';

test.describe('the travel quote cards', () => {
  test('Continue stops at About you while Occupation is blank, with its message beside it', async ({
    page,
    scan,
  }) => {
    await page.goto(TRAVEL_PATHS.getQuote);
    await fillTravelAboutYou(page, travellerAnswers());
    const occupation = page.getByLabel('Occupation', { exact: true });
    await occupation.selectOption({ value: '' });

    await page.getByRole('button', { name: 'Continue to Your trip' }).click();
    await expect(occupation).toBeFocused();
    await expect(occupation).toHaveAccessibleDescription(
      new RegExp(PERSONAL_MESSAGES.occupationRequired),
    );
    const aboutYou = page.getByRole('heading', { level: 2, name: /^About you/ });
    await expect(aboutYou).toContainText('has errors');
    await expect(page.getByRole('button', { name: /^Your trip/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await shot(page, 'travel-about-you-stopped');
    await scan();

    await occupation.selectOption({ label: 'Teacher' });
    await page.getByRole('button', { name: 'Continue to Your trip' }).click();
    await expect(page.getByRole('button', { name: /^Your trip/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(aboutYou).toContainText('complete');
    await expect(page.getByText(PERSONAL_MESSAGES.occupationRequired)).toHaveCount(0);
  });
});
