import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PERSONAL_MESSAGES,
  TRAVEL_PROMO,
  YOUR_TRAVEL_COVER_MESSAGES,
  YOUR_TRIP_MESSAGES,
} from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderApp } from '../../../test/render-app';
import { CUSTOMER } from '../../../test/test-api';
import { readTravelJourney } from '../journey/travel-journey';
import {
  answerTravelCalls,
  bornYearsAgo,
  familySkiTrip,
  inDays,
  storeTravelJourney,
} from '../test/travel-fixtures';

const PATH = '/wallet/getgenericquote/travel';

function card(name: string) {
  return screen
    .getByRole('heading', { level: 2, name: new RegExp(`^${name}`) })
    .closest('section')!;
}

async function openPage(options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp(PATH, options);
  const calls = answerTravelCalls();
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Travel Insurance Quote' },
    { timeout: 15_000 },
  );
  await screen.findByRole('textbox', { name: 'First name' }, { timeout: 15_000 });
  return { ...view, calls };
}

/** Opens a collapsed card by its header. */
async function expand(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(card(name)).getByRole('button', { name: new RegExp(`^${name}`) }));
}

// Whole-app renders with the lazily loaded route are slow when the machine is busy.
describe('travel get-quote page', { timeout: 30_000 }, () => {
  it('shows the progress steps, the three cards not yet started and the promotion', async () => {
    await openPage();
    const steps = within(screen.getByRole('navigation', { name: 'Progress' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Your Details',
      '2Your Quote',
      '3Payment',
    ]);
    for (const name of ['About you', 'Your trip', 'Your cover']) {
      expect(card(name)).toHaveClass('expandable-card--default');
    }
    expect(screen.getByRole('complementary', { name: /10% off/ })).toBeVisible();
    // About you starts open; the others open from their headers.
    expect(within(card('Your trip')).getByRole('button', { name: /^Your trip/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('hides the honeypot from people', async () => {
    await openPage();
    const honeypot = document.getElementById('get-quote-aboutYou-userName')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("Get your quote with nothing answered lists every card's problems, focuses the summary and marks the cards", async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Get your quote' }));
    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    const box = summary.closest('.error-summary') as HTMLElement;
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(box)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(
      expect.arrayContaining([
        PERSONAL_MESSAGES.titleRequired,
        PERSONAL_MESSAGES.firstNameRequired,
        PERSONAL_MESSAGES.genderRequired,
        YOUR_TRIP_MESSAGES.tripTypeRequired,
        // A typed field's message is named by its label when it does not name the field.
        `Travel start date: ${YOUR_TRIP_MESSAGES.startDateRequired}`,
        YOUR_TRIP_MESSAGES.zoneRequired,
        YOUR_TRIP_MESSAGES.insuredPersonRequired,
        YOUR_TRAVEL_COVER_MESSAGES.dataProtectionConsentRequired,
        YOUR_TRAVEL_COVER_MESSAGES.chubbConsentRequired,
      ]),
    );
    // In page order: About you's first, Your cover's last.
    expect(links[0]).toBe(PERSONAL_MESSAGES.titleRequired);
    expect(links.at(-1)).toBe(YOUR_TRAVEL_COVER_MESSAGES.chubbConsentRequired);
    for (const name of ['About you', 'Your trip', 'Your cover']) {
      expect(card(name)).toHaveClass('expandable-card--warning');
    }
    expect(readTravelJourney().cardsOpened).toEqual({
      aboutYou: true,
      yourTrip: true,
      yourCover: true,
    });
    await user.click(within(box).getByRole('link', { name: YOUR_TRIP_MESSAGES.tripTypeRequired }));
    expect(screen.getByRole('radio', { name: 'Single Trip' })).toHaveFocus();
  });

  it('marks a card complete once it is valid and the customer moves on', async () => {
    storeTravelJourney({ forms: { ...familySkiTrip() } });
    const user = userEvent.setup();
    await openPage();
    expect(card('About you')).toHaveClass('expandable-card--default');
    await user.click(screen.getByRole('button', { name: 'Continue to Your trip' }));
    await waitFor(() => expect(card('About you')).toHaveClass('expandable-card--success'));
    expect(within(card('Your trip')).getByRole('button', { name: /^Your trip/ })).toHaveFocus();
    expect(readTravelJourney().cardsOpened.aboutYou).toBe(true);
  });

  it('Continue stops at a card with a field in error, shows its message and focuses it', async () => {
    const trip = familySkiTrip();
    storeTravelJourney({ forms: { ...trip, aboutYou: { ...trip.aboutYou, mainOccupation: '' } } });
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Continue to Your trip' }));
    const occupation = screen.getByRole('combobox', { name: 'Occupation' });
    await waitFor(() => expect(occupation).toHaveFocus());
    expect(occupation).toHaveAccessibleDescription(
      expect.stringContaining(PERSONAL_MESSAGES.occupationRequired),
    );
    expect(card('About you')).toHaveClass('expandable-card--warning');
    expect(within(card('Your trip')).getByRole('button', { name: /^Your trip/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Only the whole form's submit brings the summary.
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).toBeNull();

    await user.selectOptions(occupation, 'TEA');
    await user.click(screen.getByRole('button', { name: 'Continue to Your trip' }));
    await waitFor(() => expect(card('About you')).toHaveClass('expandable-card--success'));
    expect(within(card('Your trip')).getByRole('button', { name: /^Your trip/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.queryByText(PERSONAL_MESSAGES.occupationRequired)).toBeNull();
  });

  it('a card left with a field in error shows the message behind its warning ring', async () => {
    const trip = familySkiTrip();
    storeTravelJourney({ forms: { ...trip, aboutYou: { ...trip.aboutYou, mainOccupation: '' } } });
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('textbox', { name: 'First name' }));
    await expand(user, 'Your trip');
    await waitFor(() => expect(card('About you')).toHaveClass('expandable-card--warning'));
    expect(within(card('About you')).getByText(PERSONAL_MESSAGES.occupationRequired)).toBeVisible();
  });

  it('an annual multi-trip clears the return date and the country, and hides them', async () => {
    storeTravelJourney({ forms: familySkiTrip() });
    const user = userEvent.setup();
    await openPage();
    await expand(user, 'Your trip');
    expect(screen.getByRole('textbox', { name: 'Return date' })).toHaveValue(inDays(37));
    await user.click(screen.getByRole('radio', { name: 'Annual Multi-Trip' }));
    expect(screen.queryByRole('textbox', { name: 'Return date' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Destination country' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Policy start date' })).toHaveValue(inDays(30));
    await waitFor(() =>
      expect(readTravelJourney().forms?.yourTrip).toMatchObject({
        tripType: '2',
        travelToDate: '',
        destinationCountry: '',
      }),
    );
  });

  it("another destination zone clears the country and lists that zone's countries", async () => {
    storeTravelJourney({ forms: familySkiTrip() });
    const user = userEvent.setup();
    await openPage();
    await expand(user, 'Your trip');
    const country = screen.getByRole('combobox', { name: 'Destination country' });
    expect(country).toHaveValue('Austria');
    await user.click(screen.getByRole('radio', { name: /^Worldwide including USA/ }));
    expect(country).toHaveValue('');
    expect(
      within(country).getByRole('option', { name: 'United States of America' }),
    ).toBeInTheDocument();
  });

  it('who is insured clears the children or the partner they do not bring', async () => {
    storeTravelJourney({ forms: familySkiTrip() });
    const user = userEvent.setup();
    await openPage();
    await expand(user, 'Your trip');
    expect(screen.getByRole('combobox', { name: 'Number of children' })).toHaveValue('2');
    await user.click(screen.getByRole('radio', { name: 'You and partner' }));
    expect(screen.queryByRole('combobox', { name: 'Number of children' })).toBeNull();
    expect(screen.getByRole('textbox', { name: "Partner's first name" })).toHaveValue('Cian');
    await user.click(screen.getByRole('radio', { name: 'You and children' }));
    expect(screen.queryByRole('textbox', { name: "Partner's first name" })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Number of children' })).toHaveValue('');
    await waitFor(() =>
      expect(readTravelJourney().forms?.yourTrip).toMatchObject({
        insuredPerson: '4',
        numOfChildren: '',
        partnerFirstName: '',
        partnerLastName: '',
        partnerDOB: '',
      }),
    );
  });

  it('About you: the occupation, the provider and the postal address follow their questions', async () => {
    storeTravelJourney({
      forms: {
        ...familySkiTrip(),
        aboutYou: {
          ...familySkiTrip().aboutYou,
          coverAbroad: 'yes',
          provider: '2',
          isThisYourPostalAddress: false,
        },
      },
    });
    const user = userEvent.setup();
    await openPage();
    expect(screen.getByRole('combobox', { name: 'Occupation' })).toHaveValue('TEA');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Employment status' }),
      'Retired',
    );
    expect(screen.queryByRole('combobox', { name: 'Occupation' })).toBeNull();
    expect(
      screen.getByRole('combobox', { name: 'Private medical insurance provider' }),
    ).toHaveValue('2');
    const coverAbroad = screen.getByRole('group', {
      name: /health insurance that covers you abroad/,
    });
    await user.click(within(coverAbroad).getByRole('radio', { name: 'No' }));
    expect(
      screen.queryByRole('combobox', { name: 'Private medical insurance provider' }),
    ).toBeNull();
    expect(screen.getByRole('group', { name: 'Postal address' })).toBeVisible();
    const postal = screen.getByRole('group', { name: 'Is this your postal address?' });
    await user.click(within(postal).getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByRole('group', { name: 'Postal address' })).toBeNull();
    await waitFor(() =>
      expect(readTravelJourney().forms?.aboutYou).toMatchObject({
        employmentStatus: 'OCC234',
        mainOccupation: '',
        coverAbroad: 'no',
        provider: '',
        isThisYourPostalAddress: true,
      }),
    );
  });

  it('Your cover: each extra adds or removes its id in the list', async () => {
    storeTravelJourney({ forms: familySkiTrip() });
    const user = userEvent.setup();
    await openPage();
    await expand(user, 'Your cover');
    const business = screen.getByRole('group', { name: 'Would you like business cover?' });
    await user.click(within(business).getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(readTravelJourney().forms?.yourCover.excess).toEqual([1, 4]));
    const winter = screen.getByRole('group', { name: 'Would you like winter sports cover?' });
    await user.click(within(winter).getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(readTravelJourney().forms?.yourCover.excess).toEqual([4]));
  });

  it('car hire is withdrawn with its notice for a traveller aged 80, and outside Europe', async () => {
    const forms = familySkiTrip();
    storeTravelJourney({
      forms: { ...forms, yourCover: { ...forms.yourCover, carHireExcess: true, excess: [1, 3] } },
    });
    const user = userEvent.setup();
    await openPage();
    await expand(user, 'Your cover');
    expect(
      screen.getByRole('group', { name: 'Would you like car hire excess cover?' }),
    ).toBeVisible();
    const dob = screen.getByRole('textbox', { name: 'Date of birth' });
    await user.clear(dob);
    await user.type(dob, bornYearsAgo(80));
    expect(await screen.findByText(YOUR_TRAVEL_COVER_MESSAGES.carHireAgeNotice)).toBeVisible();
    expect(
      screen.queryByRole('group', { name: 'Would you like car hire excess cover?' }),
    ).toBeNull();
    await waitFor(() =>
      expect(readTravelJourney().forms?.yourCover).toMatchObject({
        carHireExcess: null,
        excess: [1],
      }),
    );
    await user.clear(dob);
    await user.type(dob, bornYearsAgo(40));
    expect(
      await screen.findByRole('group', { name: 'Would you like car hire excess cover?' }),
    ).toBeVisible();
    await expand(user, 'Your trip');
    await user.click(screen.getByRole('radio', { name: /^Worldwide excluding USA/ }));
    expect(await screen.findByText(YOUR_TRAVEL_COVER_MESSAGES.carHireZoneNotice)).toBeVisible();
  });

  it('the promotion puts SUMMER10 in the promo code', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: `Apply ${TRAVEL_PROMO.code}` }));
    expect(screen.getByRole('textbox', { name: 'Promo code (optional)' })).toHaveValue('SUMMER10');
    expect(screen.getByRole('status', { name: '' })).toBeDefined();
  });

  it('refuses a promo code other than SUMMER10', async () => {
    storeTravelJourney({
      forms: {
        ...familySkiTrip(),
        aboutYou: { ...familySkiTrip().aboutYou, promoCode: 'WINTER5' },
      },
    });
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Get your quote' }));
    expect(await screen.findByRole('link', { name: /not a valid promo code/ })).toBeVisible();
  });

  it('Get your quote with every card valid stores the answers and goes to the processing page', async () => {
    storeTravelJourney({ forms: familySkiTrip() });
    const user = userEvent.setup();
    const { router } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Get your quote' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/wallet/getquotethankyou/travel'),
    );
    expect(readTravelJourney()).toMatchObject({
      submitted: true,
      forms: familySkiTrip(),
      cardsOpened: { aboutYou: true, yourTrip: true, yourCover: true },
    });
  });

  it('keeps what was typed across a reload', async () => {
    const user = userEvent.setup();
    const first = await openPage();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Róisín');
    first.unmount();
    await openPage();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Róisín');
  });

  it('goes to the travel error page when the quote parameters have no trip types', async () => {
    const { router } = renderApp(PATH);
    answerTravelCalls({
      'GET /api/travel/quote_parameters': () => ({
        status: 200,
        body: { trip_types: [], destination_country_list: [] },
      }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet/error/travel'), {
      timeout: 15_000,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thanks' })).toBeVisible();
  });

  it('prefills About you from the profile of a signed-in customer, after a spinner', async () => {
    renderApp(PATH, { signedInAs: CUSTOMER });
    answerTravelCalls();
    expect(
      await screen.findByText('Loading your details', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue(
      CUSTOMER.given_name,
    );
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveValue(CUSTOMER.family_name);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue(CUSTOMER.email);
    // car-travel-payment.md 4: About you is expanded when prefilled.
    expect(card('About you')).not.toHaveClass('expandable-card--default');
  });

  it('offers back the answers saved at sign-out, and starts again on request', async () => {
    const saved = familySkiTrip();
    renderApp(PATH, { signedInAs: CUSTOMER });
    const calls = answerTravelCalls({
      'GET /api/profile/profile/tempQuote/TRAVEL': () => ({ status: 200, body: saved }),
      'DELETE /api/profile/profile/tempQuote/TRAVEL': () => ({ status: 204 }),
    });
    expect(
      await screen.findByText(
        /filled in the answers you gave before you last signed out/,
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Aoife');
    expect(card('Your trip')).toHaveClass('expandable-card--success');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start again with an empty form' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue(''),
    );
    expect(calls.map((call) => call.route)).toContain(
      'DELETE /api/profile/profile/tempQuote/TRAVEL',
    );
    expect(readTravelJourney().forms?.aboutYou.firstName ?? '').toBe('');
  });
});
