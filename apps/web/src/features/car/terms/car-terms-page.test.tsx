import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CAR_TERMS_MESSAGES,
  CAR_TERMS_QUESTIONS,
  CAR_TERMS_TEXTS,
  REGISTRATION_MESSAGES,
  type CarQuoteForms,
} from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderApp } from '../../../test/render-app';
import { readCarJourney } from '../journey/car-journey';
import { COROLLA, answerCarCalls, niamhsCorolla, storeCarJourney } from '../test/car-fixtures';

const PATH = '/wallet/terms-and-conditions/car';
const TITLE = 'Acceptance of our Terms and conditions';

async function openTerms(routes?: Parameters<typeof answerCarCalls>[0]) {
  const view = renderApp(PATH);
  answerCarCalls(routes);
  await screen.findByRole('heading', { level: 1, name: TITLE }, { timeout: 15_000 });
  return view;
}

const question = (field: (typeof CAR_TERMS_QUESTIONS)[number]) =>
  screen.getByRole('group', { name: CAR_TERMS_TEXTS[field] });

describe('car terms page', { timeout: 30_000 }, () => {
  it('without the form’s answers, goes back to the get-quote page', async () => {
    const { router } = renderApp(PATH);
    answerCarCalls();
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Car Insurance Quote' },
      { timeout: 15_000 },
    );
    expect(router.state.location.pathname).toBe('/wallet/getgenericquote/car');
  });

  it('is the Your Details step, and Click here answers Yes to the four questions', async () => {
    storeCarJourney({ forms: niamhsCorolla() });
    const user = userEvent.setup();
    await openTerms();
    const current = within(screen.getByRole('navigation', { name: 'Progress' })).getByText(
      'Your Details',
    );
    expect(current.closest('li')).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: 'Click here' }));
    for (const field of CAR_TERMS_QUESTIONS) {
      expect(within(question(field)).getByRole('radio', { name: 'Yes' })).toBeChecked();
    }
    // The acceptance is the customer's own to give.
    expect(
      screen.getByRole('checkbox', { name: CAR_TERMS_TEXTS.acceptedTermsAndConditions }),
    ).not.toBeChecked();
    expect(readCarJourney().terms).toMatchObject({
      no_refusals: true,
      acceptedTermsAndConditions: null,
    });
    expect(await axeViolations()).toEqual([]);
  });

  it("Continue with questions unanswered shows 'Please select' under each one and the summary", async () => {
    storeCarJourney({ forms: niamhsCorolla() });
    const user = userEvent.setup();
    const { router } = await openTerms();
    await user.click(within(question('no_refusals')).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    for (const field of CAR_TERMS_QUESTIONS) {
      const alert = within(question(field)).queryByRole('alert');
      // 'No' is an answer; the others are not answered yet.
      if (field === 'no_refusals') expect(alert).toBeNull();
      else expect(alert).toHaveTextContent(CAR_TERMS_MESSAGES.select);
    }
    expect(
      screen.getByRole('checkbox', { name: CAR_TERMS_TEXTS.acceptedTermsAndConditions }),
    ).toHaveAccessibleDescription(expect.stringContaining(CAR_TERMS_MESSAGES.select));
    expect(
      within(summary.closest('.error-summary') as HTMLElement).getAllByRole('link'),
    ).toHaveLength(4);
    expect(router.state.location.pathname).toBe(PATH);
    expect(readCarJourney().submitted).toBeUndefined();
    expect(await axeViolations()).toEqual([]);
  });

  it('with every answer given and the terms accepted, stores them and goes on to the quote', async () => {
    storeCarJourney({
      forms: niamhsCorolla(),
      quoteResponse: { response: 'SUCCESS' } as never,
      selectedLevel: 'prestige',
    });
    const user = userEvent.setup();
    const { router } = await openTerms();
    await user.click(screen.getByRole('button', { name: 'Click here' }));
    await user.click(
      screen.getByRole('checkbox', { name: CAR_TERMS_TEXTS.acceptedTermsAndConditions }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/wallet/getquotethankyou/car'),
    );
    const journey = readCarJourney();
    expect(journey).toMatchObject({
      submitted: true,
      terms: {
        disability_reported: true,
        no_refusals: true,
        registered_to_you_or_spouse: true,
        no_modifications: true,
        acceptedTermsAndConditions: true,
      },
    });
    // A new quote is asked for: the last one's answer and choices are stale.
    expect(journey.quoteResponse).toBeUndefined();
    expect(journey.selectedLevel).toBeUndefined();
  });

  it('links the three documents the acceptance names, each a PDF opening in a new tab', async () => {
    storeCarJourney({ forms: niamhsCorolla() });
    await openTerms();
    const acceptance = screen.getByRole('group', { name: 'Our terms' });
    const links = within(acceptance).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [
        'Terms and Conditions (PDF, opens in a new tab)',
        '/api/motor/insurer_documents/terms_and_conditions',
      ],
      [
        'Disclosure Requirements (PDF, opens in a new tab)',
        '/api/motor/insurer_documents/disclosure_requirements',
      ],
      [
        'Motor User Agreement (PDF, opens in a new tab)',
        '/api/motor/insurer_documents/motor_user_agreement',
      ],
    ]);
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
    // A car looked up by its registration is not asked for it again.
    expect(screen.queryByRole('heading', { name: "Your car's registration" })).toBeNull();
  });
});

describe(
  'the registration of a car found by make and model (decision 0028)',
  { timeout: 30_000 },
  () => {
    /** Niamh's Corolla, found by make and model: no registration yet. */
    function manualCorolla(): CarQuoteForms {
      const forms = niamhsCorolla();
      return { ...forms, yourCar: { ...forms.yourCar, isManualSearch: true, carReg: '' } };
    }

    async function acceptEverything(user: ReturnType<typeof userEvent.setup>) {
      await user.click(screen.getByRole('button', { name: 'Click here' }));
      await user.click(
        screen.getByRole('checkbox', { name: CAR_TERMS_TEXTS.acceptedTermsAndConditions }),
      );
    }

    it('is asked before the quote, and Continue without it names it in the summary', async () => {
      storeCarJourney({ forms: manualCorolla() });
      const user = userEvent.setup();
      const { router } = await openTerms();
      expect(screen.getByRole('heading', { name: "Your car's registration" })).toBeVisible();
      expect(
        screen.getByText(/You found your 2019 Toyota Corolla by its make and model/),
      ).toBeVisible();
      await acceptEverything(user);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      const summary = await screen.findByRole('heading', { name: 'There is a problem' });
      expect(
        within(summary.closest('.error-summary') as HTMLElement).getByRole('link', {
          name: REGISTRATION_MESSAGES.required,
        }),
      ).toHaveAttribute('href', '#car-terms-registration');
      expect(screen.getByRole('textbox', { name: 'Registration' })).toHaveAccessibleDescription(
        expect.stringContaining(REGISTRATION_MESSAGES.required),
      );
      expect(router.state.location.pathname).toBe(PATH);
      expect(await axeViolations()).toEqual([]);
    });

    it('refuses a registration that is not an Irish one, and one the lookup gives another car', async () => {
      storeCarJourney({ forms: manualCorolla() });
      const user = userEvent.setup();
      await openTerms({
        'GET /api/motor/resources/vehicle/lookup': () =>
          new Response(JSON.stringify({ ...COROLLA, make: 'Ford', model: 'Focus' }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      });
      const field = screen.getByRole('textbox', { name: 'Registration' });
      await user.type(field, 'ABI 32010600{Enter}');
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining(REGISTRATION_MESSAGES.invalid),
      );
      await user.clear(field);
      await user.type(field, '191-D-12345');
      await user.click(screen.getByRole('button', { name: 'Check registration' }));
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription(
          expect.stringContaining(
            'This registration is for a 2019 Ford Focus, not the car you chose.',
          ),
        ),
      );
      expect(readCarJourney().forms!.yourCar.carReg).toBe('');
    });

    it('takes a registration the lookup does not know as given, and goes on to the quote with it', async () => {
      storeCarJourney({ forms: manualCorolla() });
      const user = userEvent.setup();
      const { router } = await openTerms();
      await user.type(screen.getByRole('textbox', { name: 'Registration' }), '191 mn 4821');
      await acceptEverything(user);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/wallet/getquotethankyou/car'),
      );
      const yourCar = readCarJourney().forms!.yourCar;
      expect(yourCar).toMatchObject({ isManualSearch: true, carReg: '191-MN-4821' });
      expect(yourCar.carABICode).toBe('32120401');
    });

    it('takes the lookup’s car for a registration it knows of the same make and model', async () => {
      storeCarJourney({ forms: manualCorolla() });
      const user = userEvent.setup();
      await openTerms();
      await user.type(screen.getByRole('textbox', { name: 'Registration' }), '191-C-4521{Enter}');
      expect(
        await screen.findByText(
          '191-C-4521 is your 2019 Toyota Corolla: we will print it on your certificate and disc.',
        ),
      ).toBeVisible();
      expect(readCarJourney().forms!.yourCar).toMatchObject({
        carReg: '191-C-4521',
        carABICode: COROLLA.abi_code,
        carVersion: COROLLA.version,
      });
      expect(await axeViolations()).toEqual([]);
    });
  },
);
