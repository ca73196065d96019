import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOUSEHOLD_QUESTIONS } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { readHomeJourney, updateHomeJourney } from '../journey/home-journey';
import { axeViolations } from '../../../test/axe';
import { renderRoute } from '../../../test/render-route';
import { HouseholdQuestionsPage } from './household-questions-page';

const PATH = '/wallet/terms-and-conditions/home';
const renderPage = () =>
  renderRoute(PATH, '/wallet/terms-and-conditions/:type', <HouseholdQuestionsPage />);

async function answerAll(answer: 'Yes' | 'No') {
  for (const question of HOUSEHOLD_QUESTIONS) {
    const group = screen.getByRole('group', { name: question.text });
    await userEvent.click(within(group).getByRole('radio', { name: answer }));
  }
}

describe('household questions page', () => {
  it('shows the stage, the title, the core questions then the additional ones', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Questions about your household and the property',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('YOUR COVER')).toBeInTheDocument();
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(15);
    // home.md 2's 'Additional' group, headed by what the questions are about.
    const additional = screen.getByRole('region', {
      name: 'Additional questions about the property and your household',
    });
    expect(within(additional).getAllByRole('group')).toHaveLength(11);
    // The terms accepted are there to read beside the box: both insurers' terms, the insurer
    // not chosen yet. The label holds no link, so a tap on its words ticks the box.
    const terms = screen.getByRole('link', {
      name: 'Summary of Terms (PDF, opens in a new tab)',
    });
    expect(terms).toHaveAttribute('href', '/api/home/insurer_documents/terms_summary');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(
      screen.getByRole('link', { name: 'Product Information Document (PDF, opens in a new tab)' }),
    ).toHaveAttribute('href', '/api/home/insurer_documents/product_information');
    const accept = screen.getByRole('checkbox', {
      name: 'I confirm that my answers are true and complete, and I accept the terms and conditions of this quote.',
    });
    expect(accept).not.toBeChecked();
    await userEvent.click(screen.getByText(/I accept the terms and conditions of this quote/));
    expect(accept).toBeChecked();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/wallet/getquote/yourCover',
    );
    expect(screen.getByRole('button', { name: 'Get your quote' })).toBeInTheDocument();
  });

  it('on an invalid submit shows an alert under each of the 15 questions and focuses the first', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Get your quote' }));
    for (const question of HOUSEHOLD_QUESTIONS) {
      const group = screen.getByRole('group', { name: question.text });
      const alert = within(group).getByRole('alert');
      expect(alert).toHaveTextContent(question.requiredMessage);
      expect(group).toHaveAccessibleDescription(`Error: ${question.requiredMessage}`);
    }
    const questionAlerts = screen
      .getAllByRole('alert')
      .filter((alert) => alert.textContent?.includes('Answer is required re'));
    expect(questionAlerts).toHaveLength(15);
    const first = screen.getByRole('group', { name: HOUSEHOLD_QUESTIONS[0]!.text });
    expect(within(first).getByRole('radio', { name: 'Yes' })).toHaveFocus();
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Error: Answer is required');
    expect(readHomeJourney().submitted).toBeUndefined();
    expect(await axeViolations()).toEqual([]);
  });

  it('saves the answers, marks the quote submitted and goes to the processing page', async () => {
    renderPage();
    await screen.findByRole('button', { name: 'Get your quote' });
    await answerAll('No');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Get your quote' }));
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/getquotethankyou/home' }),
    ).toBeInTheDocument();
    const journey = readHomeJourney();
    expect(journey.submitted).toBe(true);
    expect(journey.household).toEqual({
      answers: Object.fromEntries(HOUSEHOLD_QUESTIONS.map((question) => [question.code, false])),
      acceptedTerms: true,
    });
  });

  it('when resuming, reads Next, accepts the terms and goes to the quote', async () => {
    updateHomeJourney({
      resuming: true,
      household: {
        answers: Object.fromEntries(HOUSEHOLD_QUESTIONS.map((question) => [question.code, true])),
        acceptedTerms: false,
      },
    });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/viewQuote/home' }),
    ).toBeInTheDocument();
  });

  it('ends resume mode when an answer changes', async () => {
    updateHomeJourney({ resuming: true });
    renderPage();
    await screen.findByRole('button', { name: 'Next' });
    const first = screen.getByRole('group', { name: HOUSEHOLD_QUESTIONS[0]!.text });
    await userEvent.click(within(first).getByRole('radio', { name: 'Yes' }));
    expect(readHomeJourney().resuming).toBe(false);
    expect(screen.getByRole('button', { name: 'Get your quote' })).toBeInTheDocument();
  });
});
