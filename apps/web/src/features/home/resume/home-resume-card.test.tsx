import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toHomeQuoteRequest, type HomeQuoteForms } from '@wallet/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '../../../lib/session';
import { readHomeJourney, updateHomeJourney } from '../journey/home-journey';
import { axeViolations } from '../../../test/axe';
import { submittedJourney } from '../test/journey-fixtures';
import { insurerQuote } from '../test/quote-fixtures';
import { renderRoute, type RecordedCall } from '../../../test/render-route';
import { HomeResumeCard } from './home-resume-card';

const LATEST = '/api/home/applied_home_quotes/latest';

function signIn() {
  startSession('token', {
    user_id: 'user-1',
    email: 'demo@wallet.test',
    given_name: 'Aoife',
    family_name: 'Murphy',
    role: 'customer',
  });
}

function renderCard(
  enabled: boolean,
  answer: (call: RecordedCall) => { status: number; body?: unknown },
) {
  return renderRoute('/wallet', '/wallet', <HomeResumeCard enabled={enabled} />, answer);
}

afterEach(() => endSession());

describe('home resume card', () => {
  it('shows the latest quote reference and premium in euro, and ends an unfinished resume', async () => {
    signIn();
    updateHomeJourney({ resuming: true });
    renderCard(true, (call) =>
      call.path === LATEST
        ? { status: 200, body: { home_quote: { quote_reference: 'HQ-42', cover_premium: 1234.5 } } }
        : { status: 404 },
    );
    expect(
      await screen.findByRole('heading', { name: 'Continue with your latest Home quote' }),
    ).toBeInTheDocument();
    expect(screen.getByText('HQ-42')).toBeInTheDocument();
    expect(screen.getByText('€1,234.50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await waitFor(() => expect(readHomeJourney().resuming).toBe(false));
    expect(await axeViolations()).toEqual([]);
  });

  it('shows nothing when the customer has no saved quote', async () => {
    signIn();
    const { calls } = renderCard(true, () => ({ status: 404, body: { message: 'Not Found' } }));
    await waitFor(() => expect(calls.some((call) => call.path === LATEST)).toBe(true));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('offers no quote that was bought: its policy is on the landing page instead', async () => {
    signIn();
    const { calls } = renderCard(true, (call) =>
      call.path === LATEST
        ? {
            status: 200,
            body: {
              home_quote: {
                quote_reference: 'HQ-42',
                cover_premium: 480.5,
                policy_reference: 'HPR-7',
              },
            },
          }
        : { status: 404 },
    );
    await waitFor(() => expect(calls.some((call) => call.path === LATEST)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('asks nothing when switched off or for a visitor', async () => {
    signIn();
    const off = renderCard(false, () => ({ status: 200, body: {} }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(off.calls).toEqual([]);
    off.unmount();
    endSession();
    const visitor = renderCard(true, () => ({ status: 200, body: {} }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(visitor.calls).toEqual([]);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('resumes the quote: fills the forms, sets resume mode and goes to About you', async () => {
    signIn();
    const forms = submittedJourney();
    const saved = {
      ...toHomeQuoteRequest(forms as HomeQuoteForms).home_quote,
      quote_reference: 'HQ-42',
      policy_reference: null,
      cover_premium: 480.5,
      direct_debit_amount: null,
      insurer: 'RSA',
      start_date: '2026-12-01',
      policy_code: null,
    };
    updateHomeJourney({ submitted: true, selectedQuote: insurerQuote({ insurer: 'FBD' }) });
    renderCard(true, (call) =>
      call.path === LATEST ? { status: 200, body: { home_quote: saved } } : { status: 404 },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/getquote/aboutYou' }),
    ).toBeInTheDocument();
    const journey = readHomeJourney();
    expect(journey.resuming).toBe(true);
    expect(journey.submitted).toBe(false);
    expect(journey.selectedQuote).toBeUndefined();
    expect(journey.aboutYou).toMatchObject({ firstName: 'Síle', lastName: "O'Brien" });
  });
});
