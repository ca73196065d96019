import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_JOURNEY_MESSAGES, DEFAULT_PROFILE } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderApp } from '../../../test/render-app';
import { AGENT, CUSTOMER } from '../../../test/test-api';
import { readCarJourney } from '../journey/car-journey';
import { answerCarCalls, niamhsCorolla, savedCarQuote } from '../test/car-fixtures';
import { CAR_EMAIL_SEARCH_TEXT as TEXT } from './car-email-search-texts';

const PATH = '/wallet/getgenericquote/car';
const FOUND = 'niamh@example.ie';
const PROFILE_ONLY = 'sile@example.ie';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function card(name: string) {
  return screen
    .getByRole('heading', { level: 2, name: new RegExp(`^${name}`) })
    .closest('section')!;
}

const emailBox = () => screen.getByRole('textbox', { name: 'Email address' });
const firstName = () => within(card('About you')).getByRole('textbox', { name: 'First name' });

/**
 * The car form as `user` opens it, with a customer whose latest car quote is Niamh's Corolla, one
 * with a profile and no car quote, and nobody else.
 */
async function openForm(signedInAs = AGENT) {
  renderApp(PATH, { signedInAs });
  const calls = answerCarCalls({
    'POST /api/motor/motor_quotes/latest': (_url, body) =>
      (body as { email: string }).email === FOUND
        ? json(200, savedCarQuote(niamhsCorolla()))
        : json(404, { message: AGENT_JOURNEY_MESSAGES.emailNotFound }),
    'POST /api/profile/profile/search/email': (_url, body) =>
      json(
        200,
        (body as { email: string }).email === PROFILE_ONLY
          ? {
              ...DEFAULT_PROFILE,
              first_name: 'Síle',
              last_name: "O'Brien",
              email: PROFILE_ONLY,
              user_id: 'user-9',
              default_response: false,
            }
          : DEFAULT_PROFILE,
      ),
  });
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Car Insurance Quote' },
    { timeout: 15_000 },
  );
  await screen.findAllByRole('textbox', { name: 'First name' }, { timeout: 15_000 });
  return calls;
}

async function search(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.clear(emailBox());
  await user.type(emailBox(), email);
  await user.click(await screen.findByRole('button', { name: TEXT.button }));
}

describe("an agent's e-mail search on the car form", { timeout: 30_000 }, () => {
  it("loads the customer's latest car quote: About you, the car, the cover and the drivers", async () => {
    const user = userEvent.setup();
    // A customer served before left answers in the tab.
    sessionStorage.setItem(
      'wallet:home-journey',
      JSON.stringify({ aboutYou: { firstName: 'Previous' } }),
    );
    const calls = await openForm();
    await user.type(firstName(), 'Previous');
    await search(user, FOUND);
    await waitFor(() => expect(screen.getByText(TEXT.loadedQuote)).toBeInTheDocument());
    expect(calls).toContain('POST /api/motor/motor_quotes/latest');
    expect(calls).not.toContain('POST /api/profile/profile/search/email');
    expect(firstName()).toHaveValue('Niamh');
    expect(screen.getByRole('textbox', { name: 'Registration' })).toHaveValue('191-C-4521');
    expect(within(card('Your car')).getByText('Corolla')).toBeVisible();
    const cover = card('Your cover');
    expect(within(cover).getByRole('radio', { name: 'Comprehensive' })).toBeChecked();
    const driver = within(cover).getByRole('group', { name: 'Driver 1' });
    expect(within(driver).getByRole('textbox', { name: 'First name' })).toHaveValue('Conor');
    // Every card shows its status, as a whole quote's prefill does.
    await waitFor(() => expect(card('Your cover')).toHaveClass('expandable-card--success'));
    expect(card('Your car')).toHaveClass('expandable-card--success');
    expect(readCarJourney()).toMatchObject({
      prefilledFrom: 'latest-quote',
      quoteReference: 'MQ-100',
      cardsOpened: { aboutYou: true, yourCar: true, yourCover: true },
    });
    // Nothing of the customer before stays in the tab.
    expect(sessionStorage.getItem('wallet:home-journey')).toBeNull();
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Previous');
    expect(await axeViolations()).toEqual([]);
  });

  it("loads a customer's profile when they have no car quote", async () => {
    const user = userEvent.setup();
    const calls = await openForm();
    await search(user, PROFILE_ONLY);
    await waitFor(() => expect(screen.getByText(TEXT.loadedProfile)).toBeInTheDocument());
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /api/motor/motor_quotes/latest',
        'POST /api/profile/profile/search/email',
      ]),
    );
    expect(firstName()).toHaveValue('Síle');
    expect(emailBox()).toHaveValue(PROFILE_ONLY);
    // The car and the cover are still to be asked: their cards start again.
    expect(card('Your car')).toHaveClass('expandable-card--default');
    expect(readCarJourney().forms?.yourCar.carReg).toBe('');
    expect(readCarJourney().quoteReference).toBeUndefined();
  });

  it("says on the e-mail field that nobody was found, and keeps the agent's answers", async () => {
    const user = userEvent.setup();
    await openForm();
    await user.type(firstName(), 'Typed');
    await search(user, 'nobody@example.ie');
    await waitFor(() =>
      expect(emailBox()).toHaveAccessibleDescription(
        expect.stringContaining(AGENT_JOURNEY_MESSAGES.emailNotFound),
      ),
    );
    expect(emailBox()).toHaveFocus();
    expect(firstName()).toHaveValue('Typed');
    // Only the e-mail field says something: the search checks no other answer.
    expect(screen.queryByText('Surname is required')).toBeNull();
    expect(screen.queryByText('Title is required')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('is not there for a customer', async () => {
    await openForm(CUSTOMER);
    expect(screen.queryByRole('button', { name: TEXT.button })).toBeNull();
  });
});
