import {
  AGENT_ACTION_DESCRIPTIONS,
  AGENT_JOURNEY_MESSAGES,
  HOME_INSURER_NAMES,
  HOME_QUOTE_MESSAGES,
  QUOTE_VALIDITY_DAYS,
  LOGOUT_MESSAGES,
  MESSAGES,
  UI_VERSION,
  UI_VERSION_HEADER,
  agentAuditPageSchema,
  sessionResponseSchema,
} from '@wallet/domain';
import type { Page, TestInfo } from '@playwright/test';
import {
  NEW_PASSWORD,
  justBeforeNow,
  latestCode,
  signOutFromHeader,
  submitLogin,
} from '../../support/accounts';
import {
  CHECKOUT_PATHS,
  TEST_CARD,
  fillCard,
  passChallenge,
  purchasedPolicy,
} from '../../support/checkout';
import { DEMO_CUSTOMER, DEMO_PASSWORD } from '../../support/environment';
import {
  expect,
  expectNoAxeViolations,
  test,
  waitForTheAppOnNavigation,
} from '../../support/fixtures';
import {
  HOME_PATHS,
  aboutYouAnswers,
  answerHouseholdQuestions,
  answerYesNo,
  fillAboutYou,
  fillYourCover,
  fillYourHomeOwnerOccupier,
  next,
} from '../../support/home-journey';
import { shot } from '../../support/screenshots';

const AGENT = { email: 'agent@wallet.test', name: 'Niamh Kelly' };
const SUPER_AGENT = { email: 'superagent@wallet.test' };

/** A branch each width's run chooses, so the audit rows can be told apart. */
const BRANCH = {
  'mobile-375': { typed: 'sligo', name: 'Sligo' },
  'desktop-1280': { typed: 'kilk', name: 'Kilkenny' },
} as const;

const onPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile-375';

/** Signs in at the staff directory through single sign-on and lands on the agent's wallet. */
async function signInAsStaff(page: Page, email: string) {
  await page.goto('/agent/login');
  await page.waitForURL(/\/sso\/sign-in\?interaction=/);
  await page.getByLabel('Staff e-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
}

/** Picks the agent's branch in the header (inside the menu on a phone) and saves it. */
async function pickBranch(page: Page, testInfo: TestInfo) {
  const branch = BRANCH[testInfo.project.name as keyof typeof BRANCH];
  if (onPhone(testInfo)) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: /^Branch:/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Please Select Branch' });
  await dialog.getByRole('combobox', { name: 'Branch' }).fill(branch.typed);
  await page.getByRole('option', { name: branch.name, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save branch' }).click();
  await expect(dialog).toBeHidden();
  return branch.name;
}

/** The agent script panel a page shows, named by its title. */
const scriptPanel = (page: Page, title: string) => page.getByRole('region', { name: title });

/**
 * Reads a script to its end, page by page: the finishing button shows only on its last page, and
 * each page's heading is the one on screen.
 */
async function readScript(page: Page, title: string, headings: readonly string[]) {
  const panel = scriptPanel(page, title);
  await expect(panel).toBeVisible();
  for (const [index, heading] of headings.entries()) {
    await expect(panel.getByText(`Page ${index + 1} of ${headings.length}`)).toBeVisible();
    await expect(panel.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    const finish = panel.getByRole('button', { name: 'I have read this script to the customer' });
    if (index < headings.length - 1) {
      await expect(finish).toHaveCount(0);
      await panel.getByRole('button', { name: 'Next page' }).click();
      await expect(
        panel.getByRole('heading', { level: 3, name: headings[index + 1] }),
      ).toBeFocused();
    } else {
      await finish.click();
    }
  }
  await expect(panel.getByRole('status')).toHaveText('Script read to the customer.');
}

const PENDING_NOTE = 'Read every page of the agent script to the customer to continue.';
const TERMS_CONFIRMED =
  'The customer has heard the data protection notice and agrees to our terms and conditions';

/** The three data-security answers (home.md 2), in the order the agent asks them. */
async function answerDataSecurity(
  page: Page,
  answers: { dob: boolean; property: boolean; correspondence: boolean },
) {
  await answerYesNo(page, 'Did the caller give the correct date of birth?', answers.dob);
  await answerYesNo(page, 'Did the caller give the correct property address?', answers.property);
  await answerYesNo(
    page,
    'Did the caller give the correct correspondence address?',
    answers.correspondence,
  );
}

test.describe('agent mode in the home journey', () => {
  // A whole quote, the sign-in check, a card payment with 3-D Secure, then the customer's side.
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ setFlag }) => {
    await setFlag('agent_enabled', true);
    // Straight from the sign-in check to payment (the consent page is tested elsewhere).
    await setFlag('marketing_enabled', false);
  });

  test('an agent checks a customer with a record against it: the date of birth and both answers beside each question', async ({
    page,
    scan,
  }, testInfo) => {
    await signInAsStaff(page, AGENT.email);
    await pickBranch(page, testInfo);
    await page.goto(HOME_PATHS.aboutYou);
    await readScript(page, 'Opening the call', [
      'Introduce yourself',
      'Data protection',
      'Security questions',
    ]);
    await page.getByLabel('Email address').fill(DEMO_CUSTOMER.email);
    await page.getByRole('button', { name: 'Search for the customer by email address' }).click();
    const dob = page.getByRole('group', { name: 'Did the caller give the correct date of birth?' });
    await expect(dob).toHaveAccessibleDescription(/^On our record: \d{2}\/\d{2}\/\d{4}$/);
    await scan();
    await shot(page, 'agent-data-security-record');
    await page.getByRole('checkbox', { name: TERMS_CONFIRMED }).check();
    const nextButton = page.getByRole('button', { name: 'Next', exact: true });
    // The date of birth wrong: refused.
    await answerDataSecurity(page, { dob: false, property: true, correspondence: true });
    await nextButton.click();
    const summary = page.locator('.error-summary');
    await expect(summary.getByRole('link')).toHaveText([
      AGENT_JOURNEY_MESSAGES.dataSecurityDateOfBirth,
    ]);
    // The date of birth right but one answer of three: still refused.
    await answerDataSecurity(page, { dob: true, property: false, correspondence: false });
    await nextButton.click();
    await expect(summary.getByRole('link')).toHaveText([AGENT_JOURNEY_MESSAGES.dataSecurityTooFew]);
    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.aboutYou}$`));
    // Two correct, one of them the date of birth: passed.
    await answerYesNo(page, 'Did the caller give the correct correspondence address?', true);
    await scan();
    await shot(page, 'agent-about-you-checks');
    await next(page, HOME_PATHS.yourHome);
  });

  test('an agent quotes a new customer’s home with the scripts and the data-security check, signs them up and takes a card payment; the customer finds the policy and the payment', async ({
    browser,
    page,
    request,
    scan,
  }, testInfo) => {
    const email = `agent-quoted-${testInfo.project.name}-${Date.now()}@example.ie`;
    const customer = aboutYouAnswers({ email, firstName: 'Caoimhe', lastName: 'Ó Dálaigh' });

    await signInAsStaff(page, AGENT.email);
    const branch = await pickBranch(page, testInfo);

    // Create a new Quote: home opens About you in agent mode, its opening script first.
    await page
      .getByRole('region', { name: 'Create a new Quote' })
      .getByRole('link', { name: /Home/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.aboutYou}$`));
    const opening = scriptPanel(page, 'Opening the call');
    await expect(opening.getByText('Agent script')).toBeVisible();
    const nextButton = page.getByRole('button', { name: 'Next', exact: true });
    await expect(nextButton).toBeDisabled();
    await expect(nextButton).toHaveAccessibleDescription(PENDING_NOTE);
    // The steps' links stay shut until the script is read too (platform.md 4.4).
    const toYourHome = page.getByRole('link', { name: 'Go to Your home', includeHidden: true });
    await expect(toYourHome).toHaveCount(0);
    await expect(page.getByText('Go to Your home')).toHaveCount(1);
    await scan();
    await shot(page, 'agent-about-you-script');

    // The opening names the agent signed in and the branch chosen: no template is left.
    await expect(opening).toContainText(
      `my name is Niamh and I am calling from the bank’s insurance team at our ${branch} branch.`,
    );
    await expect(opening).not.toContainText('[your');
    await fillAboutYou(page, customer);
    // Before the search there is nothing to check against.
    await expect(page.getByText(AGENT_JOURNEY_MESSAGES.searchBeforeCheck)).toBeVisible();
    // Nobody has this e-mail yet: the search icon says so on the e-mail field.
    await page.getByRole('button', { name: 'Search for the customer by email address' }).click();
    await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(
      new RegExp(AGENT_JOURNEY_MESSAGES.emailNotFound),
    );
    await expect(page.getByLabel('Email address')).toBeFocused();
    // No record: the data-security check says there is nothing to check, and asks nothing.
    await expect(page.getByText(AGENT_JOURNEY_MESSAGES.noRecord)).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Did the caller give the correct date of birth?' }),
    ).toHaveCount(0);
    await shot(page, 'agent-data-security-no-record');
    // Still disabled with every answer given: the script is not read yet.
    await expect(nextButton).toBeDisabled();
    await readScript(page, 'Opening the call', [
      'Introduce yourself',
      'Data protection',
      'Security questions',
    ]);
    await expect(nextButton).toBeEnabled();
    await expect(page.getByText(PENDING_NOTE)).toHaveCount(0);
    await expect(toYourHome).toHaveCount(1);

    // The terms must be confirmed; the check is not asked of a customer with no record.
    await nextButton.click();
    const summary = page.locator('.error-summary');
    await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([AGENT_JOURNEY_MESSAGES.termsRequired]);
    await scan();
    await shot(page, 'agent-about-you-refused');
    await page.getByRole('checkbox', { name: TERMS_CONFIRMED }).check();
    await next(page, HOME_PATHS.yourHome);

    // The script panel follows the page the agent is on: Your home has its own.
    await expect(scriptPanel(page, 'Opening the call')).toHaveCount(0);
    await fillYourHomeOwnerOccupier(page);
    await readScript(page, 'About the home', ['The home to be insured', 'Claims']);
    await next(page, HOME_PATHS.yourCover);
    await fillYourCover(page);
    await readScript(page, 'Your cover', ['When the cover starts', 'How much to insure']);
    await expect(
      page.getByRole('heading', { name: 'Advise the customer on the rebuild cost' }),
    ).toBeVisible();
    await scan();
    await shot(page, 'agent-your-cover');
    await page.getByRole('button', { name: 'Get your quote' }).click();
    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.terms}$`));

    // The household terms script, read before the questions it is about, keeps 'Get your quote'
    // disabled until it is read.
    const termsScript = scriptPanel(page, 'Before the household questions');
    const panelBox = (await termsScript.boundingBox())!;
    const questionBox = (await page.getByRole('group').first().boundingBox())!;
    expect(panelBox.y).toBeLessThan(questionBox.y);
    await answerHouseholdQuestions(page);
    const getQuote = page.getByRole('button', { name: 'Get your quote' });
    await expect(getQuote).toBeDisabled();
    await expect(getQuote).toHaveAccessibleDescription(PENDING_NOTE);
    await scan();
    await readScript(page, 'Before the household questions', [
      'Your duty to answer honestly',
      'Agreement to the terms',
      'Authorisation and security',
    ]);
    await expect(getQuote).toBeEnabled();
    await getQuote.click();
    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.quotes}$`));
    await page.getByRole('button', { name: `Select ${HOME_INSURER_NAMES.RSA}` }).click();
    await expect(page).toHaveURL(new RegExp(`${HOME_PATHS.viewQuote}$`));

    // View quote: the three call scripts before Proceed.
    const proceed = page.getByRole('button', { name: 'Proceed' });
    await expect(proceed).toBeDisabled();
    await expect(proceed).toHaveAccessibleDescription(PENDING_NOTE);
    await scan();
    await shot(page, 'agent-view-quote-scripts');
    await readScript(page, 'Reading the quote', [
      'The premium',
      'Paying by direct debit',
      'How long the quote is valid',
    ]);
    // The script and the notice on the same screen say the same: the price today, the quote kept.
    const reading = scriptPanel(page, 'Reading the quote');
    await expect(reading).toContainText('The price I have given you is valid for today only.');
    await expect(reading).toContainText(`we keep your quote for ${QUOTE_VALIDITY_DAYS} days`);
    await expect(
      page.getByText(HOME_QUOTE_MESSAGES.beforeYouProceed.validity, { exact: false }),
    ).toContainText(HOME_QUOTE_MESSAGES.beforeYouProceed.kept);
    await expect(proceed).toBeEnabled();
    await expectNoAxeViolations(page);
    await shot(page, 'agent-view-quote-read');

    // The sign-in check: the customer has no account, so the agent's sign-up makes it with a
    // generated password, then payment.
    const lookups: string[] = [];
    page.on('request', (sent) => {
      const path = new URL(sent.url()).pathname;
      if (path === '/api/users/email_lookup' || path === '/api/users/agent_sign_up') {
        lookups.push(path);
      }
    });
    const signUp = page.waitForResponse(
      (answer) => new URL(answer.url()).pathname === '/api/users/agent_sign_up',
    );
    const signedUp = justBeforeNow();
    await proceed.click();
    const signUpAnswer = await signUp;
    expect(signUpAnswer.ok()).toBe(true);
    const sent = signUpAnswer.request().postDataJSON() as Record<string, string>;
    expect(sent.email).toBe(email);
    expect(sent.password).toMatch(/^\S{12}$/);
    const account = (await signUpAnswer.json()) as { user_id: string };
    expect(account).toMatchObject({ email, created_by_agent: true });
    expect(lookups).toEqual(['/api/users/email_lookup', '/api/users/agent_sign_up']);
    await expect(page).toHaveURL(new RegExp(`${CHECKOUT_PATHS.payment}$`));

    // Payment by card through the gateway's 3-D Secure challenge.
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await scan();
    await page.getByLabel('Name on card').fill(`${customer.firstName} ${customer.lastName}`);
    await fillCard(page, TEST_CARD.challenge);
    // The connection drops as the bind answers: the server has taken the payment and made the
    // policy, the browser never hears so.
    await page.route(
      '**/api/agent/home/applied_home_quotes/bind',
      async (route) => {
        await route.fetch();
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await page.getByRole('button', { name: /^Buy for €/ }).click();
    await passChallenge(page);
    await expect(page).toHaveURL(new RegExp(`${CHECKOUT_PATHS.thankYou}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      'Thank you for your purchase',
    );
    // A reload asks where the bind stands, through the agent's call for the quote they made.
    const status = page.waitForResponse(
      (answer) =>
        new URL(answer.url()).pathname === '/api/agent/home/applied_home_quotes/bind_status',
    );
    await page.reload();
    expect((await status).status()).toBe(200);
    const policy = await purchasedPolicy(page);
    await scan();
    await shot(page, 'agent-thank-you');
    const paid = Date.now();

    // The generated password is not the customer's: it signs nobody in.
    await signOutFromHeader(page);
    await expect(page).toHaveURL(/\/logout$/);
    // The sign-out is done once the page says so.
    await expect(
      page.getByRole('heading', { level: 1, name: LOGOUT_MESSAGES.success }),
    ).toBeVisible();
    await page.goto('/login');
    await submitLogin(page, email, sent.password!);
    await expect(page).toHaveURL(/\/login$/);

    // The customer sets a password through the reset flow, whose code also verifies the e-mail
    // (decision 0032), and signs in.
    await page.getByRole('link', { name: "I've forgotten my password" }).click();
    await page.getByLabel('Email').fill(email);
    const resetAsked = justBeforeNow();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Verification code').fill(await latestCode(request, email, resetAsked));
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(
      page.getByRole('heading', { level: 1, name: MESSAGES.welcome(customer.firstName) }),
    ).toBeVisible();

    // The policy is the customer's: Manage My Insurance lists it.
    await page.goto('/manage/viewMultiplePolicies/home');
    await expect(
      page.getByRole('button', { name: new RegExp(`^Policy Number ${policy.number}`) }),
    ).toContainText(`Reference ${policy.reference}`);
    await scan();

    // Their agent activity: the payment the agent took, by whom, from which branch.
    await page.goto('/manage/agentActions');
    const trail = page.getByRole('list', { name: 'What our agents did for you' });
    const payment = trail.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: AGENT_ACTION_DESCRIPTIONS.payment_taken }),
    });
    await expect(payment).toHaveCount(1);
    await expect(payment.getByText(AGENT.name, { exact: true })).toBeVisible();
    await expect(payment.getByText(branch, { exact: true })).toBeVisible();
    const at = Date.parse((await payment.locator('time').getAttribute('datetime'))!);
    expect(at).toBeGreaterThanOrEqual(signedUp);
    expect(at).toBeLessThanOrEqual(paid + 1000);
    // The quote the agent prepared before the customer had an account is theirs too.
    const quoted = trail.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: AGENT_ACTION_DESCRIPTIONS.quote }),
    });
    await expect(quoted).toHaveCount(1);
    await expect(quoted.getByText(AGENT.name, { exact: true })).toBeVisible();
    await scan();
    await shot(page, 'agent-quoted-customer-activity');

    // A super agent, in a browser of their own (the staff directory remembers the agent who
    // signed in on this one), reads the same row in the audit trail.
    const staffBrowser = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const staffPage = await staffBrowser.newPage();
    waitForTheAppOnNavigation(staffPage);
    // The app restores the session the sign-on started with the API's refresh call; its answer
    // holds the super agent's token.
    const restored = staffPage.waitForResponse(
      (answer) => new URL(answer.url()).pathname === '/api/auth/refresh' && answer.ok(),
    );
    await signInAsStaff(staffPage, SUPER_AGENT.email);
    const { accessToken } = sessionResponseSchema.parse(await (await restored).json());
    const auditAnswer = await staffPage.request.get(
      `/api/agent/audit?customer=${account.user_id}&action=payment_taken`,
      { headers: { [UI_VERSION_HEADER]: UI_VERSION, authorization: `Bearer ${accessToken}` } },
    );
    expect(auditAnswer.status()).toBe(200);
    const rows = agentAuditPageSchema.parse(await auditAnswer.json()).content;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'payment_taken',
      agent_name: AGENT.name,
      branch_name: branch,
      customer_user_id: account.user_id,
    });
    await staffBrowser.close();
  });
});
