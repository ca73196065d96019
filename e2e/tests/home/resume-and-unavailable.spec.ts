import { euroToCents, formatEuro, type HomeQuoteResponse } from '@wallet/domain';
import { DEMO_CUSTOMER } from '../../support/environment';
import { expect, testWithInsurers as test } from '../../support/fixtures';
import {
  addressLookupField,
  HOME_PATHS,
  aboutYouAnswers,
  answerHouseholdQuestions,
  completeGetQuotes,
} from '../../support/home-journey';

test.describe('resuming a home quote and insurers being unavailable', () => {
  test('a signed-in customer continues with the latest home quote from the wallet', async ({
    page,
    signIn,
    setFlag,
    scan,
  }) => {
    await setFlag('home_resume_enabled', true);
    await signIn(DEMO_CUSTOMER.email);

    const answers = aboutYouAnswers({ firstName: 'Aoife', email: DEMO_CUSTOMER.email });
    await completeGetQuotes(page, answers);
    await answerHouseholdQuestions(page);
    const quoted = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/home/applied_home_quotes') &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Get your quote' }).click();
    const answer = (await (await quoted).json()) as HomeQuoteResponse;
    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.quotes}$`));

    await page.goto('/wallet');
    const card = page.getByRole('region', { name: 'Continue with your latest Home quote' });
    await expect(card).toBeVisible();
    await expect(card.getByText(answer.quote_reference!)).toBeVisible();
    await expect(card.getByText(formatEuro(euroToCents(answer.cover_premium!)))).toBeVisible();
    await scan();

    await card.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.aboutYou}$`));
    await scan();
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue(answers.firstName);
    await expect(page.getByLabel('Surname', { exact: true })).toHaveValue(answers.lastName);
    await expect(page.getByLabel('Date of birth', { exact: true })).toHaveValue(answers.dob);
    await expect(page.getByLabel('Mobile number')).toHaveValue(answers.phone);
    await expect(addressLookupField(page)).toHaveValue(/14 Seaview Terrace/);
  });

  test('with both insurers switched off the processing page says the system is unavailable', async ({
    page,
    setInsurer,
    scan,
  }) => {
    await setInsurer('RSA', false);
    await setInsurer('FBD', false);
    await completeGetQuotes(page);
    await answerHouseholdQuestions(page);
    await page.getByRole('button', { name: 'Get your quote' }).click();

    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.processing}$`));
    await expect(
      page.getByText(
        /our system is currently unavailable\. Please call us on .+ to get your quote today/,
      ),
    ).toBeVisible();
    await expect(
      page.getByText('We have not been able to get an online quote from our insurance partner.'),
    ).toBeVisible();
    await scan();
  });
});
