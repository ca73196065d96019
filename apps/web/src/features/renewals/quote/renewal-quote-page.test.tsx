import { focusManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOME_INSURER_NAMES, type HomeInsurerQuote } from '@wallet/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '../../../lib/session';
import { axeViolations } from '../../../test/axe';
import { renderRoute, type FakeAnswer, type RecordedCall } from '../../../test/render-route';
import { readRenewalJourney } from '../journey/renewal-journey';
import { renewalDocuments, renewalOffer } from '../test/offer-fixtures';
import { RENEWAL_SCREEN_TEXTS } from '../renewal-texts';
import { RenewalQuotePage } from './renewal-quote-page';

/** A card as the app hands it in (home's insurer card): the insurer, the kind and Select. */
function StubCard({
  quote,
  kind,
  onSelect,
}: {
  quote: HomeInsurerQuote;
  chosen: boolean;
  onSelect: (quote: HomeInsurerQuote) => void;
  kind?: string;
}) {
  const name = HOME_INSURER_NAMES[quote.insurer];
  return (
    <article aria-label={name}>
      <h2>
        {kind} {name}
      </h2>
      <button onClick={() => onSelect(quote)}>Select {name}</button>
    </article>
  );
}

function StubDocuments({ groups }: { groups: { documents: { display_name: string }[] }[] }) {
  return (
    <ul aria-label="Documents">
      {groups
        .flatMap((group) => group.documents)
        .map((document) => (
          <li key={document.display_name}>{document.display_name}</li>
        ))}
    </ul>
  );
}

type Answers = Partial<Record<string, (call: RecordedCall) => FakeAnswer>>;

/** The renewal calls as the API answers them for the demo customer's offer, unless overridden. */
function renewalApi(overrides: Answers = {}) {
  const answers: Answers = {
    'GET /api/home/applied_home_renewal/offers': () => ({
      status: 200,
      body: [
        {
          policy_id: 'POL-H-1',
          policy_number: 'HP-0001',
          renewal_date: '2026-07-01',
          status: 'offered',
          auto_renewal: true,
        },
      ],
    }),
    'POST /api/home/applied_home_renewal/': () => ({ status: 200, body: renewalOffer() }),
    'POST /api/home/applied_home_documents/renewal/summary': () => ({
      status: 200,
      body: renewalDocuments('RENEWAL_OFFER'),
    }),
    'PUT /api/home/applied_home_renewal/auto_renewal': (call) => ({
      status: 200,
      body: { policy_id: 'POL-H-1', auto_renewal: (call.body as { enabled: boolean }).enabled },
    }),
    ...overrides,
  };
  return (call: RecordedCall): FakeAnswer =>
    answers[`${call.method} ${call.path}`]?.(call) ?? { status: 404, body: { message: 'none' } };
}

function renderRenewal(answers: Answers = {}, path = '/wallet/viewRenewalQuote/home') {
  return renderRoute(
    path,
    '/wallet/viewRenewalQuote/:type?',
    <RenewalQuotePage QuoteCard={StubCard} DocumentList={StubDocuments} />,
    renewalApi(answers),
  );
}

afterEach(() => endSession());

function signIn() {
  startSession('token', {
    user_id: 'user-1',
    email: 'demo@wallet.test',
    given_name: 'Aoife',
    family_name: 'Murphy',
    role: 'customer',
  });
}

describe('renewal view /wallet/viewRenewalQuote/{type}', () => {
  it('keeps the offer on the screen when reading it again fails', async () => {
    signIn();
    let offerFails = false;
    const { calls } = renderRenewal({
      'POST /api/home/applied_home_renewal/': () =>
        offerFails
          ? { status: 500, body: { message: 'down' } }
          : { status: 200, body: renewalOffer() },
    });
    expect(
      await screen.findByText('Your home insurance is due for renewal on 01/07/2026.'),
    ).toBeVisible();
    const offerReads = () =>
      calls.filter((call) => call.path === '/api/home/applied_home_renewal/').length;
    const readsBefore = offerReads();
    offerFails = true;
    // The customer comes back to the tab: the offer is read again, and fails.
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await waitFor(() => expect(offerReads()).toBeGreaterThan(readsBefore));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('Your home insurance is due for renewal on 01/07/2026.')).toBeVisible();
    expect(screen.queryByText(RENEWAL_SCREEN_TEXTS.notDisplayable)).not.toBeInTheDocument();
    focusManager.setFocused(undefined);
  });

  it('says the renewal cannot be shown when the offer cannot be read', async () => {
    signIn();
    renderRenewal({
      'POST /api/home/applied_home_renewal/': () => ({ status: 500, body: { message: 'down' } }),
    });
    expect(await screen.findByText(RENEWAL_SCREEN_TEXTS.notDisplayable)).toBeVisible();
  });

  it('shows the renewal card first and the alternative, none chosen, with the progress steps', async () => {
    signIn();
    const { calls } = renderRenewal();
    // While the offer loads, the title and the words above the cards stand (decision 0041).
    expect(screen.getByRole('heading', { level: 1, name: 'Your Renewal' })).toBeVisible();
    expect(screen.getByText(/Here is your renewal quote from your current insurer/)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your renewal');
    expect(
      await screen.findByText('Your home insurance is due for renewal on 01/07/2026.'),
    ).toBeVisible();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'RSA Insurance',
      'FBD Insurance',
    ]);
    expect(within(cards[0]!).getByRole('heading')).toHaveTextContent('Your renewal RSA Insurance');
    expect(within(cards[1]!).getByRole('heading')).toHaveTextContent(
      'Alternative quote FBD Insurance',
    );
    const progress = screen.getByRole('navigation', { name: 'Progress' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['1Your Renewal', '2Your Summary', '3Payment']);
    expect(within(progress).getByText('Your Renewal').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    // The first open offer's policy, asked for by its id.
    expect(calls.find((call) => call.path === '/api/home/applied_home_renewal/')?.body).toEqual({
      policy_id: 'POL-H-1',
    });
    expect(readRenewalJourney().selectedQuote).toBeUndefined();
  });

  it('shows what changed, the five-year history with the annualised note, and the notice documents', async () => {
    signIn();
    const { calls } = renderRenewal();
    const changes = await screen.findByRole('table', { name: 'What has changed since last year' });
    expect(within(changes).getByRole('row', { name: /Rebuild cost/ })).toHaveTextContent(
      'Rebuild cost€290,000.00€300,000.00',
    );
    const history = screen.getByRole('table', {
      name: 'Premiums paid and claims paid for each year of cover',
    });
    const rows = within(history).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('01/07/2025 to 30/06/2026');
    expect(rows[1]).toHaveTextContent('€480.50Annualised premium €495.00');
    expect(rows[1]).toHaveTextContent('None');
    expect(rows[2]).toHaveTextContent('€1,850.00');
    expect(rows[2]).toHaveTextContent('11/02/2024: Escape of water, €1,850.00');
    expect(screen.getByText(/the premium shown is the annualised premium/)).toBeVisible();
    const documents = await screen.findByRole('list', { name: 'Documents' });
    expect(within(documents).getByText('Renewal Notice')).toBeVisible();
    expect(
      calls.find((call) => call.path === '/api/home/applied_home_documents/renewal/summary')?.body,
    ).toEqual({
      business_processes: ['RENEWAL_OFFER'],
      policy_id: 'POL-H-1',
      scheme_code: 'RSA-HOME',
    });
    expect(await axeViolations()).toEqual([]);
  });

  it('says the price-walking rule where it applies, and not on a first renewal', async () => {
    signIn();
    const view = renderRenewal();
    expect(
      await screen.findByText(
        /no more than a customer with the same cover would pay on their first renewal/,
      ),
    ).toBeVisible();
    view.unmount();
    renderRenewal({
      'POST /api/home/applied_home_renewal/': () => ({
        status: 200,
        body: renewalOffer({
          renewal_number: 1,
          price_walking: {
            applies: false,
            capped: false,
            renewal_premium: 512.4,
            first_renewal_equivalent_premium: null,
          },
        }),
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Your Renewal' });
    expect(screen.queryByText(/on their first renewal/)).not.toBeInTheDocument();
  });

  it('opens the policy Manage My Insurance named, not the first offer', async () => {
    signIn();
    const { calls } = renderRoute(
      {
        pathname: '/wallet/viewRenewalQuote/homeDD',
        state: { renewal: true, policyId: 'POL-H-9' },
      },
      '/wallet/viewRenewalQuote/:type?',
      <RenewalQuotePage QuoteCard={StubCard} DocumentList={StubDocuments} />,
      renewalApi(),
    );
    await screen.findByRole('heading', { level: 1, name: 'Your Renewal' });
    expect(calls.find((call) => call.path === '/api/home/applied_home_renewal/')?.body).toEqual({
      policy_id: 'POL-H-9',
    });
    expect(calls.some((call) => call.path === '/api/home/applied_home_renewal/offers')).toBe(false);
  });

  it('cannot be displayed without an offer, or when the offer cannot be read', async () => {
    signIn();
    const message =
      'Unfortunately your renewal quote cannot be displayed right now, please contact us...';
    const none = renderRenewal({
      'GET /api/home/applied_home_renewal/offers': () => ({ status: 200, body: [] }),
    });
    expect(await screen.findByText(message)).toBeVisible();
    none.unmount();
    const failing = renderRenewal({
      'POST /api/home/applied_home_renewal/': () => ({ status: 500, body: { message: 'down' } }),
    });
    expect(await screen.findByText(message)).toBeVisible();
    failing.unmount();
    renderRenewal({ 'POST /api/home/applied_home_renewal/': () => ({ status: 404 }) });
    expect(await screen.findByText(message)).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('selecting the alternative keeps it as the alternative policy and opens Your Summary in renewal mode', async () => {
    signIn();
    const { router } = renderRenewal();
    await userEvent.click(await screen.findByRole('button', { name: 'Select FBD Insurance' }));
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/viewQuote/home' }),
    ).toBeVisible();
    expect(router.state.location.state).toEqual({ renewal: true });
    const journey = readRenewalJourney();
    expect(journey).toMatchObject({ policyId: 'POL-H-1', renewal: true, alternativePolicy: true });
    expect(journey.selectedQuote?.insurer).toBe('FBD');
  });

  it('turns automatic renewal off with the server, free of charge, and back on', async () => {
    signIn();
    const { calls } = renderRenewal();
    const autoRenewal = await screen.findByRole('switch', {
      name: 'Renew my policy automatically each year',
    });
    expect(autoRenewal).toBeChecked();
    expect(autoRenewal).toHaveAccessibleDescription(
      'You can turn automatic renewal off at any time before your renewal date, free of charge.',
    );
    await userEvent.click(autoRenewal);
    await waitFor(() => expect(autoRenewal).not.toBeChecked());
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Automatic renewal is off: your policy will not renew by itself. Turning it off was free of charge.',
    );
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { policy_id: 'POL-H-1', enabled: false },
    ]);
    await userEvent.click(autoRenewal);
    await waitFor(() => expect(autoRenewal).toBeChecked());
    expect(screen.getByText('Your policy will renew automatically on 01/07/2026.')).toBeVisible();
  });

  it('an offer already accepted says so with its reference', async () => {
    signIn();
    renderRenewal({
      'POST /api/home/applied_home_renewal/': () => ({
        status: 200,
        body: renewalOffer({ status: 'accepted', reference_number: 'HQ-REN-1-RSA' }),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Your renewal is confirmed' })).toBeVisible();
    expect(screen.getByText('HQ-REN-1-RSA')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Select/ })).not.toBeInTheDocument();
  });

  it('sends an unknown type back to the wallet', async () => {
    signIn();
    renderRenewal({}, '/wallet/viewRenewalQuote/car');
    expect(await screen.findByRole('heading', { name: 'Now at /wallet' })).toBeVisible();
  });
});
