import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AGENT_JOURNEY_MESSAGES,
  HOME_QUOTE_MESSAGES,
  QUOTE_VALIDITY_DAYS,
  homeCallScripts,
  isAgentGeneratedPassword,
  toHomeQuoteRequest,
  type HomeCallScriptKey,
  type HomeQuoteForms,
} from '@wallet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../lib/session';
import { axeViolations } from '../../../test/axe';
import { renderRoute, type FakeAnswer, type RecordedCall } from '../../../test/render-route';
import { AGENT, CUSTOMER } from '../../../test/test-api';
import { AgentScriptPanel } from '../../../ui/journey/agent-script-panel';
import { GetQuotePage } from '../get-quote/get-quote-page';
import { readHomeJourney, updateHomeJourney } from '../journey/home-journey';
import { HouseholdQuestionsPage } from '../questions/household-questions-page';
import { HomeViewQuotePage } from '../quotes/view-quote-page';
import { submittedJourney } from '../test/journey-fixtures';
import { insurerQuote } from '../test/quote-fixtures';
import { AGENT_CHECKS_TEXT, SCRIPT_PANEL_TEXT } from './home-agent-texts';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => endSession());

/** The scripts as the agent signed in (AGENT) reads them, at the branch the fake API names. */
const BRANCH_NAME = 'Athlone';
const HOME_AGENT_SCRIPTS = homeCallScripts({
  agentName: AGENT.given_name,
  branchName: BRANCH_NAME,
});
const branchAnswer = (call: RecordedCall): FakeAnswer | undefined =>
  call.path === '/api/profile/profile/branch'
    ? { status: 200, body: { id: 3, branch_name: BRANCH_NAME } }
    : undefined;

/** The profile the search finds: a record to check the caller's answers against. */
const PROFILE = {
  user_id: 'customer-9',
  title: 'MS',
  first_name: 'Síle',
  last_name: "O'Brien",
  email: 'sile@example.ie',
  date_of_birth: '1986-04-17',
  phone: '0871234567',
  address: {
    address_line1: '14 Seaview Terrace',
    address_line2: 'Sandymount',
    address_line3: '',
    town: 'Dublin 4',
    county: 'Dublin',
    eircode: 'D04 X2Y3',
  },
  occupation: null,
  promotion_code: null,
  staff_number: null,
  policies: [],
  quote: null,
  default_response: false,
};

/** Goes through every page of the script shown and says it was read. */
async function readScript(key: HomeCallScriptKey) {
  // The panel is loaded for an agent only: it arrives after the page.
  const panel = await screen.findByRole('region', { name: HOME_AGENT_SCRIPTS[key].title });
  for (let page = 1; page < HOME_AGENT_SCRIPTS[key].pages.length; page += 1) {
    await userEvent.click(within(panel).getByRole('button', { name: SCRIPT_PANEL_TEXT.next }));
  }
  await userEvent.click(within(panel).getByRole('button', { name: SCRIPT_PANEL_TEXT.finish }));
  expect(within(panel).getByRole('status')).toHaveTextContent(SCRIPT_PANEL_TEXT.read);
}

describe('the agent script panel', () => {
  const pages = [
    { heading: 'One', paragraphs: ['First words.'] },
    { heading: 'Two', paragraphs: ['Second words.'] },
  ];

  it('is read only after its last page, turning pages both ways', async () => {
    const onRead = vi.fn();
    renderRoute(
      '/',
      '/',
      <AgentScriptPanel
        title="A script"
        pages={pages}
        read={false}
        onRead={onRead}
        texts={SCRIPT_PANEL_TEXT}
      />,
    );
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'One' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SCRIPT_PANEL_TEXT.finish })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: SCRIPT_PANEL_TEXT.next }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Two' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: SCRIPT_PANEL_TEXT.previous }));
    expect(screen.getByRole('heading', { name: 'One' })).toBeInTheDocument();
    expect(onRead).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: SCRIPT_PANEL_TEXT.next }));
    await userEvent.click(screen.getByRole('button', { name: SCRIPT_PANEL_TEXT.finish }));
    expect(onRead).toHaveBeenCalledOnce();
  });
});

describe('About you in agent mode', () => {
  const renderAboutYou = (answer?: (call: RecordedCall) => FakeAnswer) =>
    renderRoute('/wallet/getquote/aboutYou', '/wallet/getquote/:step', <GetQuotePage />, answer);

  it('keeps Next disabled until the opening script is read, then checks the caller against the record found', async () => {
    startSession('token-agent', AGENT);
    renderAboutYou(
      (call) =>
        branchAnswer(call) ??
        (call.path === '/api/profile/profile/search/email'
          ? { status: 200, body: PROFILE }
          : { status: 404, body: { message: 'none' } }),
    );
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription(SCRIPT_PANEL_TEXT.pending);
    // platform.md 4.4: the journey's links stay shut too, said but not offered.
    expect(screen.queryByRole('link', { name: 'Go to Your home', hidden: true })).toBeNull();
    expect(screen.getByText('Go to Your home')).toBeInTheDocument();
    await readScript('aboutYou');
    expect(next).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Go to Your home', hidden: true })).toBeInTheDocument();
    expect(readHomeJourney().agentScriptsRead).toEqual({ aboutYou: true });

    // No search yet: nothing to check, and Next asks for the search at the e-mail.
    expect(screen.getByText(AGENT_CHECKS_TEXT.searchFirst)).toBeInTheDocument();
    expect(
      screen.queryByRole('group', { name: AGENT_CHECKS_TEXT.questions.date_of_birth }),
    ).toBeNull();
    await userEvent.type(screen.getByLabelText('Email address'), 'sile@example.ie');
    await userEvent.click(screen.getByRole('button', { name: /search for the customer/i }));
    expect(await screen.findByText(/details have been loaded from their profile/)).toBeVisible();
    expect(screen.getByText(AGENT_CHECKS_TEXT.recordFrom.profile, { exact: false })).toBeVisible();

    // Each question shows what the record holds beside it.
    const dob = screen.getByRole('group', { name: AGENT_CHECKS_TEXT.questions.date_of_birth });
    expect(dob).toHaveAccessibleDescription(`${AGENT_CHECKS_TEXT.onRecord} 17/04/1986`);
    expect(
      screen.getByRole('group', { name: AGENT_CHECKS_TEXT.questions.correspondence_address }),
    ).toHaveAccessibleDescription(
      `${AGENT_CHECKS_TEXT.onRecord} 14 Seaview Terrace, Sandymount, Dublin 4, Dublin, D04 X2Y3`,
    );
    expect(
      screen.getByRole('group', { name: AGENT_CHECKS_TEXT.questions.property_address }),
    ).toHaveAccessibleDescription(AGENT_CHECKS_TEXT.notOnRecord);
    await userEvent.click(within(dob).getByRole('radio', { name: 'No' }));
    for (const check of ['property_address', 'correspondence_address'] as const) {
      const group = screen.getByRole('group', { name: AGENT_CHECKS_TEXT.questions[check] });
      await userEvent.click(within(group).getByRole('radio', { name: 'Yes' }));
    }
    await userEvent.click(next);
    const heading = await screen.findByRole('heading', { name: /there is a problem/i });
    await waitFor(() => expect(heading).toHaveFocus());
    const summary = heading.closest<HTMLElement>('[role="alert"]')!;
    expect(
      within(summary).getByRole('link', { name: AGENT_JOURNEY_MESSAGES.termsRequired }),
    ).toBeInTheDocument();
    expect(
      within(summary).getByRole('link', { name: AGENT_JOURNEY_MESSAGES.dataSecurityDateOfBirth }),
    ).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("says 'Email address has not been found' on the e-mail field when the search finds nobody", async () => {
    startSession('token-agent', AGENT);
    const { calls } = renderAboutYou((call) =>
      call.path === '/api/profile/profile/search/email'
        ? { status: 200, body: { first_name: '', last_name: '', policies: [] } }
        : { status: 404, body: { message: 'No customer with this e-mail.' } },
    );
    await userEvent.type(await screen.findByLabelText('Email address'), 'nobody@example.ie');
    await userEvent.click(screen.getByRole('button', { name: /search for the customer/i }));
    const email = screen.getByLabelText('Email address');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(`Error: ${AGENT_JOURNEY_MESSAGES.emailNotFound}`),
    );
    expect(
      calls.filter((call) => call.method === 'POST').map((call) => [call.method, call.path]),
    ).toEqual([
      ['POST', '/api/home/applied_home_quotes/latest'],
      ['POST', '/api/profile/profile/search/email'],
    ]);
    // No record: the check says there is nothing to check, and asks nothing.
    expect(screen.getByText(AGENT_CHECKS_TEXT.noRecord)).toBeVisible();
    expect(
      screen.queryByRole('group', { name: AGENT_CHECKS_TEXT.questions.date_of_birth }),
    ).toBeNull();
    // Another e-mail typed: searched for no more.
    await userEvent.type(email, 'x');
    expect(screen.getByText(AGENT_CHECKS_TEXT.searchFirst)).toBeVisible();
  });

  it('shows the record of the latest quote found: both addresses and the date of birth', async () => {
    startSession('token-agent', AGENT);
    renderAboutYou((call) =>
      call.path === '/api/home/applied_home_quotes/latest'
        ? { status: 200, body: { home_quote: savedQuote() } }
        : { status: 404, body: { message: 'none' } },
    );
    await userEvent.type(await screen.findByLabelText('Email address'), 'siobhan@example.ie');
    await userEvent.click(screen.getByRole('button', { name: /search for the customer/i }));
    expect(await screen.findByText(/latest home quote has been loaded/)).toBeInTheDocument();
    expect(screen.getByText(AGENT_CHECKS_TEXT.recordFrom.quote, { exact: false })).toBeVisible();
    for (const check of ['date_of_birth', 'property_address', 'correspondence_address'] as const) {
      const group = screen.getByRole('group', { name: AGENT_CHECKS_TEXT.questions[check] });
      expect(group).toHaveAccessibleDescription(new RegExp(`^${AGENT_CHECKS_TEXT.onRecord} \\S`));
    }
    expect(await axeViolations()).toEqual([]);
  });

  it('names the agent and their branch in the opening, and follows the step the agent is on', async () => {
    startSession('token-agent', AGENT);
    renderAboutYou(branchAnswer as (call: RecordedCall) => FakeAnswer);
    const opening = await screen.findByRole('region', { name: 'Opening the call' });
    await waitFor(() =>
      expect(opening).toHaveTextContent(
        `my name is ${AGENT.given_name} and I am calling from the bank’s insurance team at our ${BRANCH_NAME} branch.`,
      ),
    );
    expect(opening).not.toHaveTextContent(/\[your/);
  });

  it.each([
    ['yourHome', 'About the home'],
    ['yourCover', 'Your cover'],
  ] as const)(
    'shows the %s step its own script, read before its button works',
    async (step, title) => {
      startSession('token-agent', AGENT);
      renderRoute(`/wallet/getquote/${step}`, '/wallet/getquote/:step', <GetQuotePage />);
      const panel = await screen.findByRole('region', { name: title });
      expect(screen.queryByRole('region', { name: 'Opening the call' })).toBeNull();
      expect(panel).toBeVisible();
      await readScript(step);
      expect(readHomeJourney().agentScriptsRead).toEqual({ [step]: true });
    },
  );

  it("loads the customer's latest quote found by the search, the checks asked again", async () => {
    startSession('token-agent', AGENT);
    renderAboutYou((call) =>
      call.path === '/api/home/applied_home_quotes/latest'
        ? { status: 200, body: { home_quote: savedQuote() } }
        : { status: 404, body: { message: 'none' } },
    );
    await userEvent.type(await screen.findByLabelText('Email address'), 'siobhan@example.ie');
    await userEvent.click(screen.getByRole('button', { name: /search for the customer/i }));
    expect(await screen.findByText(/latest home quote has been loaded/)).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Síle');
    expect(readHomeJourney().quoteReference).toBe('HQ2345678ABC');
    expect(
      screen.getByRole('checkbox', { name: AGENT_CHECKS_TEXT.termsConfirmed }),
    ).not.toBeChecked();
  });

  it('shows a customer neither the script nor the checks', async () => {
    startSession('token', CUSTOMER);
    renderAboutYou();
    expect(await screen.findByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: HOME_AGENT_SCRIPTS.aboutYou.title })).toBeNull();
    expect(screen.queryByText(AGENT_CHECKS_TEXT.legend)).toBeNull();
    expect(screen.queryByRole('button', { name: /search for the customer/i })).toBeNull();
  });
});

describe('the household terms script', () => {
  it("keeps 'Get your quote' disabled until the agent has read the terms script", async () => {
    startSession('token-agent', AGENT);
    renderRoute(
      '/wallet/terms-and-conditions/home',
      '/wallet/terms-and-conditions/:type',
      <HouseholdQuestionsPage />,
    );
    const button = await screen.findByRole('button', { name: 'Get your quote' });
    expect(button).toBeDisabled();
    const panel = await screen.findByRole('region', { name: HOME_AGENT_SCRIPTS.terms.title });
    expect(panel).toHaveTextContent('Consumer Insurance Contracts Act 2019');
    // The duty to answer honestly comes before the questions it is about.
    const firstQuestion = screen.getAllByRole('group')[0]!;
    expect(
      panel.compareDocumentPosition(firstQuestion) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await readScript('terms');
    expect(button).toBeEnabled();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('view quote in agent mode', () => {
  const renderViewQuote = (answer: (call: RecordedCall) => FakeAnswer) => {
    updateHomeJourney({ ...submittedJourney(), selectedQuote: insurerQuote() });
    return renderRoute(
      '/wallet/viewQuote/home',
      '/wallet/viewQuote/:type?',
      <HomeViewQuotePage marketingEnabled={false} />,
      answer,
    );
  };

  it('reads the three call scripts before Proceed, which goes to payment for a customer found', async () => {
    startSession('token-agent', AGENT);
    const { calls } = renderViewQuote(() => ({
      status: 200,
      body: {
        user_list: [{ username: 'u', email: 'sile@example.ie', first_name: 'S', last_name: 'O' }],
        created_by_agent: false,
      },
    }));
    const proceed = await screen.findByRole('button', { name: 'Proceed' });
    expect(proceed).toBeDisabled();
    const panel = await screen.findByRole('region', { name: HOME_AGENT_SCRIPTS.viewQuote.title });
    expect(panel).toHaveTextContent(/inclusive of the Government levy/);
    await readScript('viewQuote');
    // The script and the notice on the same screen say the same of the quote's validity.
    expect(panel).toHaveTextContent('The price I have given you is valid for today only.');
    expect(panel).toHaveTextContent(`we keep your quote for ${QUOTE_VALIDITY_DAYS} days`);
    expect(
      screen.getByText(HOME_QUOTE_MESSAGES.beforeYouProceed.validity, { exact: false }),
    ).toHaveTextContent(HOME_QUOTE_MESSAGES.beforeYouProceed.kept);
    await userEvent.click(proceed);
    expect(
      await screen.findByRole('heading', { name: /Now at \/wallet\/makePayment/ }),
    ).toBeVisible();
    // The panel reads the agent's branch for its opening; the check is the only call it makes.
    expect(calls.filter((call) => call.path !== '/api/profile/profile/branch')).toEqual([
      {
        method: 'POST',
        path: '/api/users/email_lookup',
        body: { dropdownValue: 'email', searchInput: 'sile@example.ie' },
      },
    ]);
  });

  it('signs up a customer not found with a generated password, then goes to payment', async () => {
    startSession('token-agent', AGENT);
    updateHomeJourney({ agentScriptsRead: { viewQuote: true } });
    const { calls } = renderViewQuote((call) =>
      call.path === '/api/users/email_lookup'
        ? { status: 200, body: { user_list: [], created_by_agent: false } }
        : {
            status: 200,
            body: { user_id: 'new', email: 'sile@example.ie', created_by_agent: true },
          },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(
      await screen.findByRole('heading', { name: /Now at \/wallet\/makePayment/ }),
    ).toBeVisible();
    const signUp = calls.find((call) => call.path === '/api/users/agent_sign_up')!;
    const body = signUp.body as Record<string, string>;
    expect(body).toMatchObject({
      given_name: 'Síle',
      family_name: "O'Brien",
      email: 'sile@example.ie',
      phone_number: '+353871234567',
    });
    expect(isAgentGeneratedPassword(body.password!)).toBe(true);
  });

  it('stays on the quote and says so when the check fails', async () => {
    startSession('token-agent', AGENT);
    updateHomeJourney({ agentScriptsRead: { viewQuote: true } });
    renderViewQuote(() => ({ status: 500, body: { message: 'down' } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be checked or created/);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Quote' })).toBeVisible();
  });
});

/** A saved home quote as the latest-quote call answers it, from the fixture journey's answers. */
function savedQuote() {
  const { aboutYou, yourHome, yourCover, household } = submittedJourney();
  const { home_quote } = toHomeQuoteRequest(
    { aboutYou, yourHome, yourCover, household } as HomeQuoteForms,
    undefined,
  );
  return {
    ...home_quote,
    quote_reference: 'HQ2345678ABC',
    policy_reference: null,
    cover_premium: 480.5,
    direct_debit_amount: null,
    insurer: null,
    start_date: home_quote.cover_details.start_date,
    policy_code: null,
  };
}
