import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import {
  HOUSEHOLD_QUESTIONS,
  PERSONAL_MESSAGES,
  toHomeQuoteRequest,
  YOUR_COVER_DEFAULTS,
  type AboutYouValues,
  type HouseholdValues,
  type YourHomeValues,
} from '@wallet/domain';
import { renderApp } from '../../../test/render-app';
import { answerAlso } from '../../../test/answer-also';
import { CUSTOMER } from '../../../test/test-api';
import { HOME_JOURNEY_KEY, readHomeJourney } from '../journey/home-journey';

async function axeViolations(container: Element) {
  // jsdom has no layout, so colour contrast cannot be computed there.
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => violation.id);
}

const ADDRESS = {
  displayAddress: '1 Main Street, Dublin 4',
  addressLine1: '1 Main Street',
  addressLine2: '',
  addressLine3: '',
  town: 'Dublin 4',
  county: 'Dublin',
  eircode: 'D04 X2Y3',
  addressChosen: true,
};

const VALID_ABOUT_YOU = {
  title: 'MR',
  otherTitle: '',
  userName: '',
  firstName: 'Seán',
  lastName: 'Murphy',
  property: ADDRESS,
  is_correspondence_address: true,
  correspondence: {
    ...ADDRESS,
    displayAddress: '',
    addressLine1: '',
    town: '',
    county: '',
    eircode: '',
    addressChosen: false,
  },
  phoneNo: '0871234567',
  email: 'sean@example.ie',
  dob: '01/02/1980',
  bankOfIrelandCustomer: false,
  boiMortgage: false,
  boiPersonalLoan: false,
  boiMotorInsurance: false,
  boiPension: false,
  mortgageProvider: '1',
  mortgageApplicationNumber: '',
  firstTimeBuyer: false,
  propertyJointlyOwned: 'false',
  jointlyOwnedDetails: { title: '', otherTitle: '', firstName: '', lastName: '', dateOfBirth: '' },
  promoCode: '',
  promoCodeValidChk: null,
  promoCodeRequestSent: false,
  staffNumber: '',
  mainOccupation: '',
  employmentStatus: '',
};

const VALID_YOUR_HOME = {
  coverType: 'ownLive',
  privateLiving: null,
  isFamilyUnit: null,
  numTenants: '',
  tenantType: '',
  occupiedAtNight: null,
  tenancyAgreement: null,
  isInUse: null,
  holidayHomeIsRented: null,
  isLetMoreThan5PerYear: null,
  occupiedByMember: true,
  homeType: 'Detached',
  yearOfConstruction: '1995',
  hasBeenRewired: null,
  hasBeenReroofed: null,
  numBedrooms: '3',
  numBathrooms: '2',
  heatingSource: 'Gas',
  alarmType: 'No alarm fitted',
  numberOfSmokeDetectors: '2',
  neighbourhoodWatch: null,
  claimsValue: false,
  claimsCount: '0',
  claims: [],
  noClaimYears: '5',
};

function storeJourney(journey: Record<string, unknown>) {
  sessionStorage.setItem(
    HOME_JOURNEY_KEY,
    JSON.stringify({
      cardsOpened: { aboutYou: false, yourHome: false, yourCover: false },
      ...journey,
    }),
  );
}

function card(name: string) {
  return screen
    .getByRole('heading', { level: 2, name: new RegExp(`^${name}`) })
    .closest('section')!;
}

// Whole-app renders with the lazily loaded route are slow when the machine is busy.
describe('Get Quotes page', { timeout: 30_000 }, () => {
  it('shows the title, the mandatory prompt, the progress steps and the three cards', async () => {
    const { container } = renderApp('/wallet/getquote/aboutYou');
    // The first test also waits for the route's code to load.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Get Quotes' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByText('All fields are mandatory unless stated otherwise.')).toBeVisible();
    const steps = within(screen.getByRole('navigation', { name: 'Progress' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      '1About You',
      '2Your Home',
      '3Your Cover',
      '4Your Quote',
      '5Payment',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    for (const name of ['About you', 'Your home', 'Your cover']) expect(card(name)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sends an unknown step to About you', async () => {
    const { router } = renderApp('/wallet/getquote/somewhere');
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet/getquote/aboutYou'));
  });

  it('Next with an empty About you shows the error summary, focuses it and marks the card', async () => {
    const user = userEvent.setup();
    renderApp('/wallet/getquote/aboutYou');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    const box = summary.closest('.error-summary') as HTMLElement;
    await waitFor(() => expect(summary).toHaveFocus());
    const link = within(box).getByRole('link', { name: 'First name is required' });
    expect(link).toHaveAttribute('href', '#get-quote-firstName');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'Error: First name is required',
    );
    expect(within(box).getByRole('link', { name: 'Date of birth is required' })).toBeVisible();
    expect(
      within(box).getByRole('link', { name: 'Eircode or address is required' }),
    ).toHaveAttribute('href', '#property-address-lookup');
    expect(card('About you')).toHaveClass('expandable-card--warning');
    expect(readHomeJourney().cardsOpened.aboutYou).toBe(true);
    await user.click(link);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  });

  it('refuses a policyholder under 18', async () => {
    const user = userEvent.setup();
    renderApp('/wallet/getquote/aboutYou');
    const dob = await screen.findByRole('textbox', { name: 'Date of birth' });
    const now = new Date();
    const day = String(now.getDate()).padStart(2, '0');
    const month = String(now.getMonth() + 1).padStart(2, '0');
    await user.type(dob, `${day}/${month}/${now.getFullYear() - 17}`);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('link', {
        name: 'Date of birth: You must be over 18 to take out a policy',
      }),
    ).toBeVisible();
    expect(dob).toHaveAccessibleDescription(
      expect.stringContaining('You must be over 18 to take out a policy'),
    );
  });

  it('takes a date of birth as typed, shows it as DD/MM/YYYY, and names the field and format when it is no date', async () => {
    const user = userEvent.setup();
    renderApp('/wallet/getquote/aboutYou');
    const dob = await screen.findByRole('textbox', { name: 'Date of birth' });
    expect(dob).toHaveAttribute('inputmode', 'decimal');
    // Issue 14: '14-7-88' was silently turned into '14/78/8'.
    await user.type(dob, '14-7-88');
    await user.tab();
    expect(dob).toHaveValue('14/07/1988');
    await waitFor(() => expect(readHomeJourney().aboutYou?.dob).toBe('14/07/1988'));

    await user.clear(dob);
    await user.type(dob, '31/02/1988');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('link', {
        name: 'Date of birth: Please enter a valid date in the format DD/MM/YYYY',
      }),
    ).toHaveAttribute('href', '#get-quote-dob');
    expect(dob).toHaveValue('31/02/1988');
  });

  it('keeps typed values across a reload', async () => {
    const user = userEvent.setup();
    const first = renderApp('/wallet/getquote/aboutYou');
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Aoife');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Title' }), 'Ms.');
    first.unmount();
    renderApp('/wallet/getquote/aboutYou');
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Aoife');
    expect(screen.getByRole('combobox', { name: 'Title' })).toHaveValue('MS');
  });

  it('Other reveals the other title and another title clears it', async () => {
    const user = userEvent.setup();
    renderApp('/wallet/getquote/aboutYou');
    const title = await screen.findByRole('combobox', { name: 'Title' });
    await user.selectOptions(title, 'Other');
    await user.type(screen.getByRole('textbox', { name: 'Other title' }), 'Dr');
    await user.selectOptions(title, 'Mr.');
    expect(screen.queryByRole('textbox', { name: 'Other title' })).not.toBeInTheDocument();
    await waitFor(() => expect(readHomeJourney().aboutYou?.otherTitle).toBe(''));
  });

  it('joint ownership No clears the joint owner', async () => {
    const user = userEvent.setup();
    renderApp('/wallet/getquote/aboutYou');
    const question = await screen.findByRole('group', { name: 'Is the property jointly owned?' });
    await user.click(within(question).getByRole('radio', { name: 'Yes' }));
    const owner = screen.getByRole('group', { name: 'Joint owner' });
    await user.type(within(owner).getByRole('textbox', { name: 'First name' }), 'Ciara');
    await user.click(within(question).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('group', { name: 'Joint owner' })).not.toBeInTheDocument();
    await waitFor(() => expect(readHomeJourney().aboutYou?.propertyJointlyOwned).toBe('false'));
    expect(
      (readHomeJourney().aboutYou?.jointlyOwnedDetails as { firstName: string }).firstName,
    ).toBe('');
  });

  it('applies a promo code with the server check and says whether it is valid', async () => {
    const user = userEvent.setup();
    renderApp('/wallet/getquote/aboutYou');
    const seen = answerAlso({
      'GET /api/home/promo/validate': (url) =>
        Response.json(url.searchParams.get('promoCode') === 'Online10'),
    });
    const promo = await screen.findByRole('textbox', { name: 'Promo code (optional)' });
    expect(promo).toHaveAccessibleDescription('Remember to click apply');
    await user.type(promo, 'WRONG');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(/This is not a valid promo code, no discount will be provided/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy and apply promo code Online10' }));
    expect(await screen.findByText(/Promotional code successfully applied/)).toBeVisible();
    expect(promo).toHaveValue('Online10');
    expect(seen).toEqual([
      'GET /api/home/promo/validate?promoCode=WRONG',
      'GET /api/home/promo/validate?promoCode=Online10',
    ]);
  });

  it('asks for a staff number with the staff promo code', async () => {
    const user = userEvent.setup();
    renderApp('/wallet/getquote/aboutYou');
    await user.type(await screen.findByRole('textbox', { name: 'Promo code (optional)' }), 'staff');
    expect(screen.getByRole('textbox', { name: 'Staff number' })).toBeVisible();
  });

  it('tells a visitor whose e-mail is registered to log in', async () => {
    const user = userEvent.setup();
    renderApp('/wallet/getquote/aboutYou');
    answerAlso({
      'POST /api/auth/registered': (_url, body) =>
        Response.json({ registered: (body as { email: string }).email === CUSTOMER.email }),
    });
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    await user.type(email, CUSTOMER.email);
    await user.tab();
    const link = await screen.findByRole('link', { name: 'click here' });
    expect(link).toHaveAttribute('href', '/login');
    expect(link.closest('p')).toHaveTextContent(
      'That email address is already registered with us. Please click here to login.',
    );
  });

  it('shows each card status: default never opened, success opened and valid', async () => {
    storeJourney({ aboutYou: VALID_ABOUT_YOU, cardsOpened: { aboutYou: true } });
    renderApp('/wallet/getquote/yourHome');
    expect(
      await screen.findByRole('combobox', { name: /ownership of the property/ }),
    ).toBeVisible();
    expect(card('About you')).toHaveClass('expandable-card--success');
    expect(card('About you')).toHaveTextContent('complete');
    expect(card('Your cover')).toHaveClass('expandable-card--default');
    expect(within(card('Your cover')).getByRole('button', { name: /Your cover/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Back' })).toBeVisible();
  });

  it('a step left with errors opens with its warning ring and the messages behind it', async () => {
    storeJourney({
      aboutYou: { ...VALID_ABOUT_YOU, firstName: '' },
      cardsOpened: { aboutYou: true },
    });
    renderApp('/wallet/getquote/aboutYou');
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    await waitFor(() =>
      expect(firstName).toHaveAccessibleDescription(
        expect.stringContaining(PERSONAL_MESSAGES.firstNameRequired),
      ),
    );
    expect(card('About you')).toHaveClass('expandable-card--warning');
  });

  it('moves About you -> Your home on Next with valid answers, and Back returns', async () => {
    const user = userEvent.setup();
    storeJourney({ aboutYou: VALID_ABOUT_YOU });
    const { router } = renderApp('/wallet/getquote/aboutYou');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet/getquote/yourHome'));
    expect(await screen.findByRole('button', { name: 'Back' })).toBeVisible();
    expect(card('About you')).toHaveClass('expandable-card--success');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet/getquote/aboutYou'));
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Seán');
  });

  it('Your home: claims No empties the claims; the count shows one block per claim up to 3', async () => {
    const user = userEvent.setup();
    const { container } = renderApp('/wallet/getquote/yourHome');
    const claims = await screen.findByRole('group', { name: /Have you had any claims/ });
    await user.click(within(claims).getByRole('radio', { name: 'Yes' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'How many claims?' }), '4+');
    expect(screen.getAllByRole('group', { name: /^Claim \d$/ })).toHaveLength(3);
    const first = screen.getByRole('group', { name: 'Claim 1' });
    const settled = within(first).getByRole('group', { name: 'Has your claim been settled?' });
    await user.click(within(settled).getByRole('radio', { name: 'Yes' }));
    await user.type(
      within(first).getByRole('textbox', { name: 'Amount of settlement (€)' }),
      '2500',
    );
    await user.click(within(settled).getByRole('radio', { name: 'No' }));
    expect(within(first).queryByRole('textbox', { name: /Amount/ })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(claims).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('group', { name: /^Claim \d$/ })).not.toBeInTheDocument();
    await waitFor(() => expect(readHomeJourney().yourHome?.claims).toEqual([]));
    expect(readHomeJourney().yourHome?.claimsCount).toBe('0');
  });

  it('Your home: chooses no property type for the customer, and asks whether it is the main home', async () => {
    const user = userEvent.setup();
    renderApp('/wallet/getquote/yourHome');
    // The step's code loads with the route: on a cold start that takes a while.
    const propertyType = await screen.findByRole(
      'combobox',
      { name: 'Property type' },
      { timeout: 10_000 },
    );
    expect(propertyType).toHaveValue('');
    expect(within(propertyType).getByRole('option', { selected: true })).toHaveTextContent(
      'Please select',
    );

    await user.selectOptions(
      screen.getByRole('combobox', { name: /ownership of the property/ }),
      'I own and live in this property',
    );
    // The cover type already says the customer owns and lives there: the question asks more.
    const mainHome = screen.getByRole('group', {
      name: 'Is this your main home, where you live most of the year?',
    });
    expect(mainHome).toHaveAccessibleDescription(
      'Answer No if it is a second home and you live mainly somewhere else.',
    );
    expect(within(mainHome).queryByText(/I own and live in this property/)).not.toBeInTheDocument();
  });

  it('Your cover: a Dublin rebuild cost under 175,000 is refused', async () => {
    const user = userEvent.setup();
    storeJourney({ aboutYou: VALID_ABOUT_YOU, yourHome: VALID_YOUR_HOME });
    renderApp('/wallet/getquote/yourCover');
    const rebuild = await screen.findByRole('textbox', { name: 'Rebuild cost (€)' });
    await user.type(rebuild, '170000');
    expect(rebuild).toHaveValue('170,000');
    await user.click(screen.getByRole('button', { name: 'Get your quote' }));
    expect(
      await screen.findByRole('link', { name: 'Rebuild cost (€): Requires minimum value 175,000' }),
    ).toBeVisible();
    expect(card('Your cover')).toHaveClass('expandable-card--warning');
  });

  it('Your cover: contents options stop at the rebuild cost, the last with a plus', async () => {
    const user = userEvent.setup();
    storeJourney({ aboutYou: VALID_ABOUT_YOU, yourHome: VALID_YOUR_HOME });
    renderApp('/wallet/getquote/yourCover');
    await user.type(await screen.findByRole('textbox', { name: 'Rebuild cost (€)' }), '20000');
    const options = within(screen.getByRole('combobox', { name: 'Contents value' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options[options.length - 1]).toBe('€20,000+');
    expect(options).not.toContain('€21,000');
  });

  it('Your cover: hides the rebuild cost for a purpose built apartment', async () => {
    storeJourney({
      aboutYou: VALID_ABOUT_YOU,
      yourHome: { ...VALID_YOUR_HOME, homeType: 'Purpose built apartment' },
      yourCover: { rebuildCost: '300,000' },
    });
    renderApp('/wallet/getquote/yourCover');
    expect(await screen.findByRole('textbox', { name: 'Policy start date' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Rebuild cost (€)' })).not.toBeInTheDocument();
    await waitFor(() => expect(readHomeJourney().yourCover?.rebuildCost).toBe(''));
  });

  it('Your cover: item switches, Item N blocks with remove, and switching off clears them', async () => {
    const user = userEvent.setup();
    storeJourney({ aboutYou: VALID_ABOUT_YOU, yourHome: VALID_YOUR_HOME });
    const { container } = renderApp('/wallet/getquote/yourCover');
    expect(
      await screen.findByText('Cover for unspecified or specified items is optional.'),
    ).toBeVisible();
    await user.click(screen.getByRole('switch', { name: 'Specified all-risks items' }));
    expect(screen.getByRole('group', { name: 'Item 1' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove Item 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add another item' }));
    await user.type(
      within(screen.getByRole('group', { name: 'Item 2' })).getByRole('textbox', {
        name: 'Item description',
      }),
      'Ring',
    );
    await user.click(screen.getByRole('switch', { name: 'Unspecified items' }));
    expect(screen.getByRole('combobox', { name: 'Unspecified items value' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove Item 1' }));
    expect(screen.queryByRole('group', { name: 'Item 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Specified all-risks items' }));
    await waitFor(() =>
      expect(readHomeJourney().yourCover?.specifiedItems).toEqual([
        { item: '', value: '', description: '' },
      ]),
    );
  });

  it('the final button goes to the terms page when all three forms are valid', async () => {
    const user = userEvent.setup();
    storeJourney({ aboutYou: VALID_ABOUT_YOU, yourHome: VALID_YOUR_HOME });
    const { router } = renderApp('/wallet/getquote/yourCover');
    const now = new Date();
    const today = `${String(now.getDate()).padStart(2, '0')}/${String(now.getMonth() + 1).padStart(2, '0')}/${now.getFullYear()}`;
    // Typed the short way (issue 14: '1/12/26' was refused): one-digit parts, a two-digit year.
    const typed = `${now.getDate()}/${now.getMonth() + 1}/${String(now.getFullYear()).slice(2)}`;
    await user.type(await screen.findByRole('textbox', { name: 'Policy start date' }), typed);
    await user.type(screen.getByRole('textbox', { name: 'Rebuild cost (€)' }), '300000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Contents value' }), '€50,000');
    await user.click(screen.getByRole('button', { name: 'Get your quote' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/wallet/terms-and-conditions/home'),
    );
    expect(readHomeJourney().cardsOpened.yourCover).toBe(true);
    expect(readHomeJourney().yourCover?.policyStart).toBe(today);
  });

  it('the final button sends back to an incomplete earlier step with its errors showing', async () => {
    const user = userEvent.setup();
    storeJourney({ aboutYou: { ...VALID_ABOUT_YOU, firstName: '' }, yourHome: VALID_YOUR_HOME });
    const { router } = renderApp('/wallet/getquote/yourCover');
    const now = new Date();
    const today = `${String(now.getDate()).padStart(2, '0')}/${String(now.getMonth() + 1).padStart(2, '0')}/${now.getFullYear()}`;
    await user.type(await screen.findByRole('textbox', { name: 'Policy start date' }), today);
    await user.type(screen.getByRole('textbox', { name: 'Rebuild cost (€)' }), '300000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Contents value' }), '€50,000');
    await user.click(screen.getByRole('button', { name: 'Get your quote' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet/getquote/aboutYou'));
    expect(await screen.findByRole('link', { name: 'First name is required' })).toBeVisible();
  });

  it('reads Next on the final button while a saved quote is resumed', async () => {
    storeJourney({ aboutYou: VALID_ABOUT_YOU, yourHome: VALID_YOUR_HOME, resuming: true });
    renderApp('/wallet/getquote/yourCover');
    expect(await screen.findByRole('button', { name: 'Next' })).toBeVisible();
  });

  it('prefills About you from the profile of a signed-in customer without a saved quote', async () => {
    renderApp('/wallet/getquote/aboutYou', { signedInAs: CUSTOMER });
    expect(
      await screen.findByRole('textbox', { name: 'First name' }, { timeout: 15_000 }),
    ).toHaveValue(CUSTOMER.given_name);
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveValue(CUSTOMER.family_name);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue(CUSTOMER.email);
  });

  it('says the answers saved at sign-out were filled in, and Start again removes them', async () => {
    renderApp('/wallet/getquote/aboutYou', { signedInAs: CUSTOMER });
    const calls = answerAlso({
      'GET /api/profile/profile/tempQuote/HOME': () =>
        Response.json({
          aboutYou: { ...VALID_ABOUT_YOU, firstName: 'Ciara' },
          yourHome: VALID_YOUR_HOME,
          quoteReference: 'HQ-9',
        }),
      'DELETE /api/profile/profile/tempQuote/HOME': () => new Response(null, { status: 204 }),
    });
    expect(
      await screen.findByRole('textbox', { name: 'First name' }, { timeout: 15_000 }),
    ).toHaveValue('Ciara');
    expect(
      screen.getByText('We have filled in the answers you gave before you last signed out.'),
    ).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start again with an empty form' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue(''),
    );
    expect(calls).toContain('DELETE /api/profile/profile/tempQuote/HOME');
    expect(
      screen.queryByText('We have filled in the answers you gave before you last signed out.'),
    ).not.toBeInTheDocument();
    const journey = readHomeJourney();
    expect(journey.yourHome).toBeUndefined();
    expect(journey.quoteReference).toBeUndefined();
  });

  it('never overwrites answers already in the journey with the prefill', async () => {
    storeJourney({ aboutYou: { ...VALID_ABOUT_YOU, firstName: 'Ciara' } });
    renderApp('/wallet/getquote/aboutYou', { signedInAs: CUSTOMER });
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Ciara');
  });

  it('shows a spinner while the latest quote of a signed-in customer loads, then its answers', async () => {
    const { home_quote } = toHomeQuoteRequest({
      aboutYou: VALID_ABOUT_YOU as AboutYouValues,
      yourHome: VALID_YOUR_HOME as YourHomeValues,
      yourCover: {
        ...YOUR_COVER_DEFAULTS,
        policyStart: '01/06/2026',
        rebuildCost: '300,000',
        contentsCoverOf: '50000',
        coverType: 'ownLive',
        homeType: 'Detached',
        county: 'Dublin',
      },
      household: {
        answers: Object.fromEntries(HOUSEHOLD_QUESTIONS.map((question) => [question.code, true])),
        acceptedTerms: true,
      } as HouseholdValues,
    });
    let answer: ((response: Response) => void) | undefined;
    renderApp('/wallet/getquote/aboutYou', { signedInAs: CUSTOMER });
    answerAlso({
      'GET /api/home/applied_home_quotes/latest': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    expect(
      await screen.findByText('Loading your details', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(answer).not.toBe(undefined));
    answer!(
      Response.json({
        home_quote: {
          ...home_quote,
          quote_reference: 'HQ-1',
          policy_reference: null,
          cover_premium: 480.5,
          direct_debit_amount: null,
          insurer: null,
          start_date: '2026-06-01',
          policy_code: null,
        },
      }),
    );
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Seán');
    expect(readHomeJourney().yourHome?.coverType).toBe('ownLive');
  });
});
