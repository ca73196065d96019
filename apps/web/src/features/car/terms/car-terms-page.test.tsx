import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAR_TERMS_MESSAGES, CAR_TERMS_QUESTIONS, CAR_TERMS_TEXTS } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderApp } from '../../../test/render-app';
import { readCarJourney } from '../journey/car-journey';
import { answerCarCalls, niamhsCorolla, storeCarJourney } from '../test/car-fixtures';

const PATH = '/wallet/terms-and-conditions/car';
const TITLE = 'Acceptance of our Terms and conditions';

async function openTerms() {
  const view = renderApp(PATH);
  answerCarCalls();
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
});
