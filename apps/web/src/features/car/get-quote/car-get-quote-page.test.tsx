import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PERSONAL_MESSAGES,
  REGISTRATION_LOOKUP_HINT,
  REGISTRATION_MESSAGES,
  YOUR_CAR_MESSAGES,
  CAR_COVER_MESSAGES,
} from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderApp } from '../../../test/render-app';
import { CUSTOMER } from '../../../test/test-api';
import { readCarJourney } from '../journey/car-journey';
import {
  answerCarCalls,
  niamhsCorolla,
  savedCarQuote,
  storeCarJourney,
} from '../test/car-fixtures';

const PATH = '/wallet/getgenericquote/car';

function card(name: string) {
  return screen
    .getByRole('heading', { level: 2, name: new RegExp(`^${name}`) })
    .closest('section')!;
}

async function openPage(
  options: Parameters<typeof renderApp>[1] = {},
  routes: Parameters<typeof answerCarCalls>[0] = {},
) {
  const view = renderApp(PATH, options);
  const calls = answerCarCalls(routes);
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Car Insurance Quote' },
    { timeout: 15_000 },
  );
  // A named driver has a first name too, so the first one is the policyholder's.
  await screen.findAllByRole('textbox', { name: 'First name' }, { timeout: 15_000 });
  return { ...view, calls };
}

async function expand(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(card(name)).getByRole('button', { name: new RegExp(`^${name}`) }));
}

const registrationBox = () => screen.getByRole('textbox', { name: 'Registration' });

async function findCar(user: ReturnType<typeof userEvent.setup>, registration: string) {
  await expand(user, 'Your car');
  await user.type(registrationBox(), `${registration}{Enter}`);
}

// Whole-app renders with the lazily loaded route are slow when the machine is busy.
describe('car get-quote page', { timeout: 30_000 }, () => {
  it('shows the progress steps and three cards not yet started; About you asks about the licence', async () => {
    const user = userEvent.setup();
    await openPage();
    for (const name of ['About you', 'Your car', 'Your cover']) {
      expect(card(name)).toHaveClass('expandable-card--default');
    }
    expect(screen.getByRole('combobox', { name: 'Licence type' })).toBeVisible();
    expect(screen.queryByRole('group', { name: /health insurance/ })).toBeNull();
    // car-travel-payment.md 4: the passed-test question only for a full Irish or UK licence.
    expect(screen.queryByRole('group', { name: /pass your test/ })).toBeNull();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Licence type' }),
      'Full UK licence',
    );
    expect(screen.getByRole('group', { name: /pass your test/ })).toBeVisible();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Licence type' }),
      'Irish learner permit',
    );
    expect(screen.queryByRole('group', { name: /pass your test/ })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('Enter looks the registration up and shows the car found, read-only', async () => {
    const user = userEvent.setup();
    const { calls } = await openPage();
    await findCar(user, '191-C-4521');
    expect(await screen.findByText('We found your car: Toyota Corolla, 2019.')).toBeVisible();
    const details = within(card('Your car'));
    const shown: [string, string][] = [
      ['Make', 'Toyota'],
      ['Model', 'Corolla'],
      ['Year', '2019'],
      ['Fuel type', 'Hybrid'],
      ['Engine size', '1,798 cc'],
      ['Version', '1.8 Hybrid Luna 5dr Auto'],
    ];
    for (const [term, value] of shown) {
      expect(details.getByText(term).nextElementSibling).toHaveTextContent(value);
    }
    // Read-only: the details are text, not fields.
    expect(details.queryByRole('combobox', { name: 'Make' })).toBeNull();
    expect(calls).toContain(
      'GET /api/motor/resources/vehicle/lookup?registrationNumber=191-C-4521',
    );
    await waitFor(() =>
      expect(readCarJourney().forms?.yourCar).toMatchObject({
        carABICode: '32120401',
        carRisk: '14',
        carMake: 'Toyota',
      }),
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('the search icon looks up too, and a registration no car has clears the details', async () => {
    storeCarJourney({ forms: niamhsCorolla() });
    const user = userEvent.setup();
    await openPage();
    await expand(user, 'Your car');
    expect(within(card('Your car')).getByText('Toyota')).toBeVisible();
    await user.clear(registrationBox());
    await user.type(registrationBox(), '202-D-77');
    await user.click(screen.getByRole('button', { name: 'Look up registration' }));
    expect(registrationBox()).toHaveAccessibleDescription(
      expect.stringContaining(REGISTRATION_MESSAGES.notFound),
    );
    expect(within(card('Your car')).queryByText('Toyota')).toBeNull();
    expect(readCarJourney().forms?.yourCar.carABICode).toBe('');
  });

  it('a registration that cannot be one is refused without asking, and the server’s refusal is shown', async () => {
    const user = userEvent.setup();
    const { calls } = await openPage(
      {},
      {
        'GET /api/motor/resources/vehicle/lookup': () =>
          new Response(
            JSON.stringify({
              message: 'Request is invalid',
              fieldErrors: { registrationNumber: ['This registration has not been issued yet'] },
            }),
            { status: 400, headers: { 'Content-Type': 'application/json' } },
          ),
      },
    );
    await findCar(user, 'NOT A REG');
    expect(registrationBox()).toHaveAccessibleDescription(
      expect.stringContaining(REGISTRATION_MESSAGES.invalid),
    );
    expect(calls.filter((call) => call.includes('/vehicle/lookup'))).toEqual([]);

    await user.clear(registrationBox());
    await user.type(registrationBox(), '12-D-1{Enter}');
    await waitFor(() =>
      expect(registrationBox()).toHaveAccessibleDescription(
        expect.stringContaining('This registration has not been issued yet'),
      ),
    );
  });

  it('editing the registration clears the car found, and says to press Enter or the icon', async () => {
    const user = userEvent.setup();
    await openPage();
    await findCar(user, '191-C-4521');
    await screen.findByText('We found your car: Toyota Corolla, 2019.');
    await user.type(registrationBox(), '9');
    expect(within(card('Your car')).queryByText('Toyota')).toBeNull();
    expect(registrationBox()).toHaveAccessibleDescription(REGISTRATION_LOOKUP_HINT);
    await waitFor(() =>
      expect(readCarJourney().forms?.yourCar).toMatchObject({
        carReg: '191-C-45219',
        carABICode: '',
        carMake: '',
      }),
    );
  });

  it('the manual search chooses the car by make, model, year, fuel, engine and version, which gives its ABI code', async () => {
    const user = userEvent.setup();
    await openPage();
    await expand(user, 'Your car');
    await user.click(screen.getByRole('button', { name: /Search by make and model/ }));
    expect(screen.queryByRole('textbox', { name: 'Registration' })).toBeNull();
    const choose = async (label: string, option: string) =>
        user.selectOptions(await screen.findByRole('combobox', { name: label }), option),
      waitForOption = (label: string, option: string) =>
        waitFor(() =>
          expect(
            within(screen.getByRole('combobox', { name: label })).getByRole('option', {
              name: option,
            }),
          ).toBeInTheDocument(),
        );
    await waitForOption('Make', 'Toyota');
    await choose('Make', 'Toyota');
    await waitForOption('Model', 'Corolla');
    await choose('Model', 'Corolla');
    await choose('Year', '2019');
    await waitForOption('Fuel type', 'Hybrid');
    await choose('Fuel type', 'Hybrid');
    await choose('Engine size', '1,798 cc');
    await choose('Version', '1.8 Hybrid Luna 5dr Auto');
    await waitFor(() =>
      expect(readCarJourney().forms?.yourCar).toMatchObject({
        isManualSearch: true,
        carMake: 'Toyota',
        carModel: 'Corolla',
        carYear: '2019',
        carFuelType: 'HYBRID',
        carEngineSize: '1798',
        carVersion: '1.8 Hybrid Luna 5dr Auto',
        carABICode: '32120401',
        carRisk: '14',
      }),
    );
    // Another make starts the car again.
    await choose('Make', 'Ford');
    await waitFor(() =>
      expect(readCarJourney().forms?.yourCar).toMatchObject({ carModel: '', carABICode: '' }),
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("holds the start date to the server's last start date, naming it", async () => {
    const user = userEvent.setup();
    const day = (days: number) => {
      const date = new Date();
      date.setDate(date.getDate() + days);
      return date;
    };
    const iso = (date: Date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    const display = (date: Date) => iso(date).split('-').reverse().join('/');
    await openPage(
      {},
      {
        'GET /api/motor/quote_parameters': () =>
          new Response(JSON.stringify({ last_start_date: iso(day(10)) }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      },
    );
    await expand(user, 'Your cover');
    const cover = within(card('Your cover'));
    await user.type(cover.getByRole('textbox', { name: 'Policy start date' }), display(day(20)));
    await user.click(screen.getByRole('button', { name: 'Get your quote' }));
    expect(
      (await screen.findAllByText(CAR_COVER_MESSAGES.startDateTooLate(display(day(10))))).length,
    ).toBeGreaterThan(0);
  });

  it('a row per claim and per offence, as many as the counts', async () => {
    const user = userEvent.setup();
    await openPage();
    await expand(user, 'Your cover');
    const cover = within(card('Your cover'));
    await user.selectOptions(
      cover.getByRole('combobox', { name: 'How many claims have you had?' }),
      '2',
    );
    expect(cover.getAllByRole('group', { name: /^Claim \d/ })).toHaveLength(2);
    await user.selectOptions(
      cover.getByRole('combobox', { name: 'How many claims have you had?' }),
      '1',
    );
    expect(cover.getAllByRole('group', { name: /^Claim \d/ })).toHaveLength(1);
    await user.type(cover.getByRole('textbox', { name: 'Amount of the claim (€)' }), '2500');
    expect(cover.getByRole('textbox', { name: 'Amount of the claim (€)' })).toHaveValue('2,500');

    const offences = cover.getByRole('combobox', {
      name: 'How many penalty point offences have you had?',
    });
    await user.selectOptions(offences, '3');
    expect(cover.getAllByRole('group', { name: /^Offence \d/ })).toHaveLength(3);
    expect(cover.getAllByRole('combobox', { name: 'Penalty points' })[0]).toHaveTextContent('12');
    await user.selectOptions(offences, '0');
    expect(cover.queryAllByRole('group', { name: /^Offence \d/ })).toHaveLength(0);
    await waitFor(() =>
      expect(readCarJourney().forms?.yourCover).toMatchObject({
        claimsCount: '1',
        motorClaims: [{ claim_type: '', claim_status: '', claim_amount: '2,500' }],
        mainDriverPenaltyPointOffences: [],
      }),
    );
  });

  it('additional drivers: yes shows one, add another, remove only while more than one, no empties the list', async () => {
    const user = userEvent.setup();
    await openPage();
    await expand(user, 'Your cover');
    const cover = within(card('Your cover'));
    const question = cover.getByRole('group', { name: /add other drivers/ });
    await user.click(within(question).getByRole('radio', { name: 'Yes' }));
    expect(cover.getAllByRole('group', { name: /^Driver \d/ })).toHaveLength(1);
    expect(cover.queryByRole('button', { name: /^Remove driver/ })).toBeNull();

    await user.click(cover.getByRole('button', { name: 'Add another driver' }));
    expect(cover.getAllByRole('group', { name: /^Driver \d/ })).toHaveLength(2);
    await waitFor(() =>
      expect(
        document.getElementById('get-quote-yourCover-additionalDrivers-1-title'),
      ).toHaveFocus(),
    );
    await user.type(
      document.getElementById('get-quote-yourCover-additionalDrivers-1-firstName')!,
      'Conor',
    );
    expect(cover.getAllByRole('button', { name: /^Remove driver/ })).toHaveLength(2);

    await user.click(cover.getByRole('button', { name: 'Remove driver 1' }));
    expect(cover.getAllByRole('group', { name: /^Driver \d/ })).toHaveLength(1);
    // The driver left is the second one, now the first.
    expect(
      document.getElementById('get-quote-yourCover-additionalDrivers-0-firstName'),
    ).toHaveValue('Conor');
    expect(cover.queryByRole('button', { name: /^Remove driver/ })).toBeNull();

    // car-travel-payment.md 4: occupation only for employed, self-employed or unemployed.
    const status = cover.getByRole('combobox', { name: 'Employment status' });
    await user.selectOptions(status, 'Retired');
    expect(cover.queryByRole('combobox', { name: /^Occupation/ })).toBeNull();
    await user.selectOptions(status, 'Employed');
    expect(cover.getByRole('combobox', { name: 'Occupation' })).toBeVisible();

    await user.click(within(question).getByRole('radio', { name: 'No' }));
    expect(cover.queryAllByRole('group', { name: /^Driver \d/ })).toHaveLength(0);
    await waitFor(() =>
      expect(readCarJourney().forms?.yourCover).toMatchObject({
        hasAdditionalDrivers: false,
        additionalDrivers: [],
      }),
    );
  });

  it("Get your quote with nothing answered lists every card's problems, focuses the summary and marks the cards", async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Get your quote' }));
    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary.closest('.error-summary') as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(
      expect.arrayContaining([
        PERSONAL_MESSAGES.titleRequired,
        // A message is named by its field's label when it does not name the field itself.
        PERSONAL_MESSAGES.licenceTypeRequired,
        YOUR_CAR_MESSAGES.registrationRequired,
        `How long have you had the car?: ${YOUR_CAR_MESSAGES.purchasedRequired}`,
        CAR_COVER_MESSAGES.coverTypeRequired,
        `How many claims have you had?: ${CAR_COVER_MESSAGES.claimsCountRequired}`,
      ]),
    );
    expect(links[0]).toBe(PERSONAL_MESSAGES.titleRequired);
    for (const name of ['About you', 'Your car', 'Your cover']) {
      expect(card(name)).toHaveClass('expandable-card--warning');
    }
    await user.click(
      screen.getByRole('link', {
        name: YOUR_CAR_MESSAGES.registrationRequired,
      }),
    );
    expect(registrationBox()).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
  });

  it('Get your quote with every card complete stores the forms and goes to the terms page', async () => {
    storeCarJourney({ forms: niamhsCorolla() });
    const user = userEvent.setup();
    const { router } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Get your quote' }));
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Acceptance of our Terms and conditions' },
      { timeout: 15_000 },
    );
    expect(router.state.location.pathname).toBe('/wallet/terms-and-conditions/car');
    expect(readCarJourney().forms).toEqual(niamhsCorolla());
    expect(readCarJourney().cardsOpened).toEqual({
      aboutYou: true,
      yourCar: true,
      yourCover: true,
    });
  });

  it('a signed-in customer finds the form filled from their latest car quote', async () => {
    const forms = niamhsCorolla();
    const { calls } = await openPage(
      { signedInAs: CUSTOMER },
      {
        'GET /api/motor/motor_quotes/latest': () =>
          new Response(JSON.stringify(savedCarQuote(forms)), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      },
    );
    expect(calls).toContain('GET /api/motor/motor_quotes/latest');
    expect(within(card('About you')).getByRole('textbox', { name: 'First name' })).toHaveValue(
      'Niamh',
    );
    expect(screen.getByRole('textbox', { name: 'Registration' })).toHaveValue('191-C-4521');
    expect(within(card('Your car')).getByText('Corolla')).toBeVisible();
    expect(readCarJourney()).toMatchObject({
      prefilledFrom: 'latest-quote',
      quoteReference: 'MQ-100',
      terms: { disability_reported: true, acceptedTermsAndConditions: null },
    });
    // A whole quote shows every card's status.
    await waitFor(() => expect(card('Your cover')).toHaveClass('expandable-card--success'));
  });
});
