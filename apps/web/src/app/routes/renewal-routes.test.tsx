import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { saveBindRequest } from '../../lib/checkout/checkout-storage';
import { bindAnswer, cardBindRequest } from '../../features/checkout/test/fixtures';
import { rememberSelectedPolicy } from '../../features/policies/lib/selected-policy';
import {
  readRenewalJourney,
  updateRenewalJourney,
} from '../../features/renewals/journey/renewal-journey';
import {
  offerQuote,
  renewalDocuments,
  renewalOffer,
} from '../../features/renewals/test/offer-fixtures';
import { readQuotePayment } from '../../lib/checkout/quote-payment';
import { answerAlso } from '../../test/answer-also';
import { axeViolations } from '../../test/axe';
import { renderApp } from '../../test/render-app';
import { CUSTOMER } from '../../test/test-api';
import { RENEWAL_MESSAGES, type RenewalOffer } from '@wallet/domain';

const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const HOME_POLICY = {
  policy_type: 'HOME' as const,
  reference_number: 'R1',
  policy_number: 'HP-0001',
  policy_id: 'POL-H-1',
  start_date: '2025-07-01',
  end_date: '2026-06-30',
  insurer: 'RSA',
  premium_cents: 48_050,
  cover: 'Buildings and contents',
};

/** The renewal calls of the API for one offer; every call is recorded with its payload. */
function answerRenewals(offer: RenewalOffer = renewalOffer()) {
  let current = offer;
  const bodies: Record<string, unknown[]> = {};
  const record = (route: string, body: unknown) => {
    bodies[route] = [...(bodies[route] ?? []), body];
  };
  answerAlso({
    'GET /api/home/applied_home_renewal/offers': () =>
      json([
        {
          policy_id: current.policy_id,
          policy_number: current.policy_number,
          renewal_date: current.renewal_date,
          status: current.status,
          auto_renewal: current.auto_renewal,
        },
      ]),
    'POST /api/home/applied_home_renewal/': () => json(current),
    'PUT /api/home/applied_home_renewal/auto_renewal': (_url, body) => {
      record('auto_renewal', body);
      current = { ...current, auto_renewal: (body as { enabled: boolean }).enabled };
      return json({ policy_id: current.policy_id, auto_renewal: current.auto_renewal });
    },
    'POST /api/home/applied_home_renewal/accept': (_url, body) => {
      record('accept', body);
      current = { ...current, status: 'accepted', reference_number: current.quote_reference };
      return json({
        policy_id: current.policy_id,
        reference_number: 'HQ-REN-1',
        renewal_date: current.renewal_date,
        auto_renewal: true,
      });
    },
    'POST /api/home/applied_home_renewal/bind': (_url, body) => {
      record('bind', body);
      return json(bindAnswer({ quote_reference: 'HQ-REN-1-RSA' }));
    },
    'POST /api/home/applied_home_documents/renewal/summary': (_url, body) =>
      json(
        renewalDocuments(
          (body as { business_processes: ('RENEWAL_OFFER' | 'RENEWAL_TRANSFER')[] })
            .business_processes[0]!,
        ),
      ),
    'POST /api/home/applied_home_quotes/recalculate': (_url, body) => {
      record('recalculate', body);
      return json([offerQuote('RSA', { price: 530.9 })]);
    },
  });
  return bodies;
}

/** From the renewal view to Your Summary with the insurer's card. */
async function openSummary(insurer: 'RSA Insurance' | 'FBD Insurance') {
  await userEvent.click(await screen.findByRole('button', { name: `Select ${insurer}` }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Your Summary' })).toBeVisible();
}

afterEach(() => {
  // The next test starts a fresh app; nothing of this one's journey carries over.
  sessionStorage.clear();
});

describe('home renewal routes', () => {
  it('Your Summary is view quote in renewal mode: its title, steps, excess and extras', async () => {
    renderApp('/wallet/viewRenewalQuote/home', { signedInAs: CUSTOMER, policies: [HOME_POLICY] });
    const calls = answerRenewals();
    await openSummary('RSA Insurance');
    await waitFor(() =>
      expect(document.title).toBe('Your Summary - Home insurance renewal - Insurance Wallet'),
    );
    const progress = screen.getByRole('navigation', { name: 'Progress' });
    expect(within(progress).getByText('Your Summary').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByRole('heading', { name: 'Insurer: RSA Insurance' })).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Home emergency assist' })).toBeVisible();
    // The excess changed is priced again on the offer's own quote.
    const excess = screen.getByRole('radiogroup', { name: 'Policy excess' });
    await userEvent.click(within(excess).getByRole('radio', { name: '€250.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Recalculate' }));
    await screen.findByRole('button', { name: 'Proceed' });
    expect(calls.recalculate).toEqual([
      {
        quote_reference: 'HQ-REN-1-RSA',
        product_selected: 'RSA-HOME',
        cover_details: {
          excess_amount: '4',
          contents_accidental_damage_cover: false,
          no_claim_discount_cover: false,
          home_emergency_assist_cover: false,
          premium: 512.4,
        },
      },
    ]);
    expect(readRenewalJourney().selectedQuote).toMatchObject({
      price: 530.9,
      current_insurer_renewal_quote: true,
    });
    expect(readRenewalJourney().extras?.excess).toBe('4');
    expect(await axeViolations()).toEqual([]);
    // The file's first test pays for loading the app's pages, then recalculates and runs axe:
    // 5.1 to 5.3 s on a slow two-core machine, over the 5 s default.
  }, 15_000);

  it('asks the renewal questions with a summary that takes focus, then accepts an auto-renewal at once', async () => {
    renderApp('/wallet/viewRenewalQuote/home', { signedInAs: CUSTOMER, policies: [HOME_POLICY] });
    const calls = answerRenewals();
    await openSummary('RSA Insurance');
    // Automatic renewal on a direct-debit policy renews on its current terms: no terms question.
    expect(screen.queryByRole('checkbox', { name: /accept the terms/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    const summaryTitle = await screen.findByRole('heading', { name: 'There is a problem' });
    expect(summaryTitle).toHaveFocus();
    const summary = summaryTitle.closest('div')!;
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
      // Each line names its question beside the spec's message.
    ).toEqual(['Your claims: Answer is required', 'Your statement of fact: Answer is required']);
    const first = screen.getByRole('checkbox', { name: /every claim made in the last five years/ });
    expect(first).toHaveAccessibleDescription('Error: Answer is required');
    await waitFor(() => expect(document.title).toMatch(/^Error: Your Summary/));
    expect(calls.accept).toBeUndefined();

    await userEvent.click(first);
    await userEvent.click(
      screen.getByRole('checkbox', { name: /statement of fact is still correct/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your renewal is confirmed' }),
    ).toBeVisible();
    expect(screen.getByText('HQ-REN-1')).toBeVisible();
    expect(calls.accept).toEqual([
      {
        policy_id: 'POL-H-1',
        product_selected: 'RSA-HOME',
        renewal_answers: {
          claims_condition_one: true,
          claims_condition_two: true,
          accepted_terms_and_conditions: null,
          auto_renewal: true,
        },
      },
    ]);
    await waitFor(() =>
      expect(document.title).toBe('Renewal confirmed - Home insurance renewal - Insurance Wallet'),
    );
    // The choice is done with; the stored reference stays for a reload.
    await waitFor(() => expect(readRenewalJourney().selectedQuote).toBeUndefined());
    expect(readRenewalJourney().accepted?.referenceNumber).toBe('HQ-REN-1');
    expect(await axeViolations()).toEqual([]);
  }, 15_000);

  it('shows a single acceptable insurer beside the one that could not quote, and chooses for no one', async () => {
    renderApp('/wallet/viewRenewalQuote/home', { signedInAs: CUSTOMER, policies: [HOME_POLICY] });
    const declined = offerQuote('FBD', {
      price: null,
      premium_details: [],
      addon_details: [],
      acceptance_notifications: [
        { insurer: 'FBD', type: 'DECLINE', code: 'D1', reason: 'Flooding' },
      ],
    });
    answerRenewals(renewalOffer({ quotes: [offerQuote('RSA'), declined] }));
    expect(await screen.findByRole('button', { name: 'Select RSA Insurance' })).toBeVisible();
    const alternative = screen.getByRole('article', { name: /FBD Insurance/ });
    expect(
      within(alternative).getByText('This insurer could not offer you a quote online.'),
    ).toBeVisible();
    expect(within(alternative).queryByRole('button')).not.toBeInTheDocument();
    // home.md 2: for a renewal the one acceptable quote is shown, not selected for the customer.
    expect(screen.getByRole('heading', { level: 1, name: 'Your Renewal' })).toBeVisible();
    expect(readRenewalJourney().selectedQuote).toBeUndefined();
    expect(await axeViolations()).toEqual([]);
  });

  it("says why the renewal could not be accepted when it is the renewal's own refusal", async () => {
    renderApp('/wallet/viewRenewalQuote/home', { signedInAs: CUSTOMER, policies: [HOME_POLICY] });
    answerRenewals();
    answerAlso({
      'POST /api/home/applied_home_renewal/accept': () =>
        json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'The request is not valid.',
            fieldErrors: { policy_id: [RENEWAL_MESSAGES.renewalDatePassed] },
          },
          400,
        ),
    });
    await openSummary('RSA Insurance');
    await userEvent.click(
      screen.getByRole('checkbox', { name: /every claim made in the last five years/ }),
    );
    await userEvent.click(
      screen.getByRole('checkbox', { name: /statement of fact is still correct/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RENEWAL_MESSAGES.renewalDatePassed);
  });

  it('with automatic renewal off, asks for the terms and goes to the renewal payment', async () => {
    renderApp('/wallet/viewRenewalQuote/home', { signedInAs: CUSTOMER, policies: [HOME_POLICY] });
    answerRenewals(renewalOffer({ auto_renewal: false }));
    await openSummary('RSA Insurance');
    // The box is explained, and links the renewed policy's terms: its insurer's.
    const terms = screen.getByRole('group', { name: 'The terms of your renewed policy' });
    expect(within(terms).getByText(/will not renew automatically/)).toBeVisible();
    expect(
      within(terms).getByRole('link', { name: 'Summary of Terms (PDF, opens in a new tab)' }),
    ).toHaveAttribute('href', '/api/home/insurer_documents/terms_summary?insurer=RSA');
    expect(
      within(terms).getByRole('link', {
        name: 'Product Information Document (PDF, opens in a new tab)',
      }),
    ).toHaveAttribute('href', '/api/home/insurer_documents/product_information?insurer=RSA');
    for (const name of [
      /every claim made in the last five years/,
      /statement of fact is still correct/,
    ]) {
      await userEvent.click(screen.getByRole('checkbox', { name }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    // The one line left names its question, though the spec's message does not.
    const summary = (await screen.findByRole('heading', { name: 'There is a problem' })).closest(
      'div',
    )!;
    expect(within(summary).getByRole('link').textContent).toBe(
      'The terms of your renewed policy: Answer is required',
    );
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: /accept the terms and conditions of the renewed policy/,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Payment - Home insurance renewal - Insurance Wallet'),
    );
    const progress = screen.getByRole('navigation', { name: 'Progress' });
    expect(within(progress).getByText('Payment').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(progress).getByText('Your Renewal')).toBeVisible();
    const payment = readQuotePayment('HOME');
    expect(payment).toMatchObject({
      quoteReference: 'HQ-REN-1-RSA',
      schemeCode: 'RSA-HOME',
      priceCents: 51_240,
    });
    expect(payment?.details?.renewalAnswers).toEqual({
      claims_condition_one: true,
      claims_condition_two: true,
      accepted_terms_and_conditions: true,
      auto_renewal: false,
    });
  });

  it('with automatic renewal off, pays by direct debit on the account on file, no IBAN typed', async () => {
    renderApp('/wallet/viewRenewalQuote/home', { signedInAs: CUSTOMER, policies: [HOME_POLICY] });
    const calls = answerRenewals(
      renewalOffer({
        auto_renewal: false,
        mandate_on_file: { account_ending: '5678', collection_day: 8 },
      }),
    );
    await openSummary('RSA Insurance');
    for (const name of [
      /every claim made in the last five years/,
      /statement of fact is still correct/,
      /accept the terms and conditions of the renewed policy/,
    ]) {
      await userEvent.click(screen.getByRole('checkbox', { name }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: /Pay monthly by direct debit/ }));
    const onFile = screen.getByRole('checkbox', { name: 'Use the account ending 5678' });
    expect(onFile).toBeChecked();
    expect(screen.queryByLabelText('IBAN')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Collection day')).not.toBeInTheDocument();
    expect(screen.getByText(/collected on the 8th of each month/)).toBeVisible();
    await userEvent.click(
      screen.getByRole('checkbox', { name: /I accept the direct debit mandate/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: /^Buy/ }));
    await waitFor(() => expect(calls.bind).toHaveLength(1));
    expect((calls.bind![0] as { payment_details: unknown }).payment_details).toMatchObject({
      payment_type: 'DIRECT_DEBIT_PAYMENT',
      IBAN: null,
      BIC: null,
      collection_day: 8,
      mandate_on_file: true,
    });

    // Unticked, the bank details are asked for as for any direct debit.
    sessionStorage.clear();
  });

  it('the alternative goes through its statement of fact', async () => {
    renderApp('/wallet/viewRenewalQuote/home', { signedInAs: CUSTOMER, policies: [HOME_POLICY] });
    answerRenewals();
    await openSummary('FBD Insurance');
    // The alternative is a new policy with new terms: asked for even with automatic renewal on.
    for (const name of [
      /every claim made in the last five years/,
      /statement of fact is still correct/,
      /accept the terms and conditions of the renewed policy/,
    ]) {
      await userEvent.click(screen.getByRole('checkbox', { name }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Statement of Fact' }),
    ).toBeVisible();
    expect(readQuotePayment('HOME')?.quoteReference).toBe('HQ-REN-1-FBD');
  });

  it('the thank-you page binds a renewal through the renewal bind, then forgets the renewal', async () => {
    updateRenewalJourney({ policyId: 'POL-H-1', renewal: true, alternativePolicy: false });
    saveBindRequest('HOME', {
      ...cardBindRequest(),
      renewal_answers: {
        claims_condition_one: true,
        claims_condition_two: true,
        accepted_terms_and_conditions: true,
        auto_renewal: false,
      },
    });
    renderApp('/wallet/paymentthankyou/home', { signedInAs: CUSTOMER });
    const calls = answerRenewals();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Your home insurance is renewed' },
        { timeout: 4_000 },
      ),
    ).toBeVisible();
    expect(calls.bind).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'View documents' })).toHaveAttribute(
      'href',
      '/documents/policy/pol-7',
    );
    await waitFor(() => expect(readRenewalJourney()).toEqual({}));
  });

  it('Manage My Insurance shows View Renewals for the policy with an offer, and the wallet says when it is due', async () => {
    rememberSelectedPolicy('home', 'POL-H-1');
    const manage = renderApp('/manage/product/home', {
      signedInAs: CUSTOMER,
      policies: [HOME_POLICY],
    });
    answerRenewals();
    const viewRenewals = await screen.findByRole('link', { name: 'View Renewals' });
    expect(viewRenewals).toHaveAttribute('href', '/wallet/viewRenewalQuote/home');
    manage.unmount();

    renderApp('/wallet', { signedInAs: CUSTOMER, policies: [HOME_POLICY] });
    answerRenewals();
    // At the top of the wallet, before the products and the policies (issue 40).
    const banner = await screen.findByRole('region', {
      name: 'Your home insurance renewal is ready',
    });
    expect(within(banner).getByText('Renewal due on 01/07/2026')).toBeVisible();
    expect(
      banner.compareDocumentPosition(screen.getByRole('list', { name: 'Products' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const policyCard = screen.getByRole('region', { name: 'Home Insurance' });
    expect(within(policyCard).getByText('Renewal due on 01/07/2026')).toBeVisible();
    expect(
      within(banner).getByRole('link', { name: 'View Renewals of policy HP-0001' }),
    ).toHaveAttribute('href', '/wallet/viewRenewalQuote/home');
    await userEvent.click(
      screen.getByRole('link', { name: 'View Renewals of Home Insurance HP-0001' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Renewal' })).toBeVisible();
  });

  it('the wallet labels a policy and its renewal, which share the policy number', async () => {
    const renewal = {
      ...HOME_POLICY,
      reference_number: 'R2',
      policy_id: 'POL-H-2',
      start_date: '2026-07-01',
      end_date: '2027-06-30',
      renews_policy_id: 'POL-H-1',
    };
    renderApp('/wallet', { signedInAs: CUSTOMER, policies: [HOME_POLICY, renewal] });
    expect(
      await screen.findByRole('region', { name: 'Home Insurance, Renewed from 01/07/2026' }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Home Insurance, Current' })).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'View documents of Home Insurance HP-0001, Current' }),
    ).toHaveAttribute('href', expect.stringContaining('POL-H-1'));
    expect(await axeViolations()).toEqual([]);
  });

  it('says nothing of renewals while home_renewal_enabled is off', async () => {
    rememberSelectedPolicy('home', 'POL-H-1');
    renderApp('/manage/product/home', {
      signedInAs: CUSTOMER,
      policies: [HOME_POLICY],
      flags: { home_renewal_enabled: false },
    });
    answerRenewals();
    expect(await screen.findByRole('link', { name: 'View documents' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'View Renewals' })).not.toBeInTheDocument();
  });

  it('the amend page for renewal turns automatic renewal off', async () => {
    renderApp('/wallet/amendPolicy/renewal', { signedInAs: CUSTOMER, policies: [HOME_POLICY] });
    const calls = answerRenewals();
    const autoRenewal = await screen.findByRole('switch', {
      name: 'Renew my policy automatically each year',
    });
    await waitFor(() => expect(autoRenewal).toBeChecked());
    await userEvent.click(autoRenewal);
    await waitFor(() => expect(autoRenewal).not.toBeChecked());
    expect(calls.auto_renewal).toEqual([{ policy_id: 'POL-H-1', enabled: false }]);
    expect(screen.getByText(/Turning it off was free of charge/)).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
});
