import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RENEWAL_MESSAGES, type PolicyDocument } from '@wallet/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { readQuotePayment, saveQuotePayment } from '../../../lib/checkout/quote-payment';
import { withRenewalAnswers } from '../../../lib/checkout/renewal-payment';
import { endSession, startSession } from '../../../lib/session';
import { axeViolations } from '../../../test/axe';
import { renderRoute, type RecordedCall } from '../../../test/render-route';
import { readRenewalJourney, updateRenewalJourney } from '../journey/renewal-journey';
import { offerQuote, renewalDocuments, renewalOffer } from '../test/offer-fixtures';
import { StatementOfFactPage } from './statement-of-fact-page';

function StubDownload({ document }: { document: PolicyDocument }) {
  return <button>Download {document.display_name}</button>;
}

const ANSWERS = {
  claims_condition_one: true,
  claims_condition_two: true,
  accepted_terms_and_conditions: true,
  auto_renewal: true,
};

/** The alternative chosen on the summary, its answers given and its quote stored for payment. */
function chooseAlternative() {
  const quote = offerQuote('FBD');
  updateRenewalJourney({
    policyId: 'POL-H-1',
    renewal: true,
    alternativePolicy: true,
    selectedQuote: quote,
  });
  saveQuotePayment({
    product: 'HOME',
    quoteReference: quote.quote_reference,
    schemeCode: quote.scheme_code,
    insurer: quote.insurer,
    priceCents: 49_810,
    startDate: '2026-07-01',
    details: withRenewalAnswers({ insurer: 'FBD' }, ANSWERS),
  });
}

function renderStatement({
  declinedBefore = false,
  declineAnswer = { status: 204 } as { status: number; body?: unknown },
} = {}) {
  return renderRoute(
    '/wallet/statementOfFact/home',
    '/wallet/statementOfFact/:type',
    <StatementOfFactPage DownloadButton={StubDownload} />,
    (call: RecordedCall) => {
      if (call.path === '/api/home/applied_home_renewal/') {
        return {
          status: 200,
          body: renewalOffer({ statement_of_fact_declined: declinedBefore }),
        };
      }
      if (call.path === '/api/home/applied_home_documents/renewal/summary') {
        return { status: 200, body: renewalDocuments('RENEWAL_TRANSFER') };
      }
      if (call.path === '/api/home/applied_home_renewal/statement_of_fact/decline') {
        return declineAnswer;
      }
      return { status: 404, body: { message: 'none' } };
    },
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

describe('statement of fact /wallet/statementOfFact/home', () => {
  it('lists the facts the alternative relies on and links its statement of fact document', async () => {
    signIn();
    chooseAlternative();
    const { calls } = renderStatement();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Statement of Fact' }),
    ).toBeVisible();
    const facts = screen.getByRole('region', {
      name: 'The facts your alternative quote relies on',
    });
    const fact = (term: string) =>
      within(facts).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Policy holder')).toBe('Aoife Murphy');
    expect(fact('Cover')).toBe('I own and live in this property');
    expect(fact('Buildings (rebuild cost)')).toBe('€300,000.00');
    expect(fact('Specified items')).toBe('Jewellery: Engagement ring, €2,500.00');
    expect(fact('Claims in the last five years')).toBe('11/02/2024: Escape of water, €1,850.00');
    expect(
      await within(facts).findByRole('button', { name: 'Download Statement of Fact' }),
    ).toBeVisible();
    expect(
      calls.find((call) => call.path === '/api/home/applied_home_documents/renewal/summary')?.body,
    ).toEqual({
      business_processes: ['RENEWAL_TRANSFER'],
      policy_id: 'POL-H-1',
      scheme_code: 'FBD-HOME',
    });
    expect(await axeViolations()).toEqual([]);
  });

  it("'I confirm' is enabled only after acceptance, and goes to the renewal payment with it recorded", async () => {
    signIn();
    chooseAlternative();
    renderStatement();
    const confirm = await screen.findByRole('button', { name: 'I confirm' });
    expect(confirm).toBeDisabled();
    await userEvent.click(
      screen.getByRole('checkbox', { name: /statements above are true and complete/ }),
    );
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/renewal/makePayment/home' }),
    ).toBeVisible();
    expect(readQuotePayment('HOME')?.details?.renewalAnswers).toEqual({
      ...ANSWERS,
      statement_of_fact_confirmed: true,
    });
    expect(readRenewalJourney().statementOfFactConfirmed).toBe(true);
  });

  it("'I do not confirm' is recorded, says cover cannot be offered with the number to call, and stops", async () => {
    signIn();
    chooseAlternative();
    const { calls } = renderStatement();
    await userEvent.click(await screen.findByRole('button', { name: 'I do not confirm' }));
    const title = await screen.findByRole('heading', { name: 'We cannot offer you this cover' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(
      screen.getByText(
        'Unfortunately if you cannot confirm the above statements we will not be able to offer cover, therefore you will unable to proceed any further, please call 01 290 1958 for assistance.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'I confirm' })).not.toBeInTheDocument();
    expect(
      calls.filter((call) => call.path.endsWith('/statement_of_fact/decline')).map((c) => c.body),
    ).toEqual([{ policy_id: 'POL-H-1' }]);
    expect(await axeViolations()).toEqual([]);
  });

  it("'I do not confirm' after the alternative was paid for (another tab) says so, not that cover is refused", async () => {
    signIn();
    chooseAlternative();
    renderStatement({
      declineAnswer: {
        status: 409,
        body: {
          statusCode: 409,
          error: 'RENEWAL_ALTERNATIVE_BOUGHT',
          message: RENEWAL_MESSAGES.alternativeAlreadyBought,
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'I do not confirm' }));
    const title = await screen.findByRole('heading', {
      name: 'You have already paid for this cover',
    });
    await waitFor(() => expect(title).toHaveFocus());
    expect(
      screen.getByText(
        'You have already paid for the alternative quote, so its statement of fact can no longer be declined online. If anything in it is not correct, please call 01 290 1958.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('We cannot offer you this cover')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I confirm' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('stays refused once refused: a statement of fact declined before cannot be confirmed now', async () => {
    signIn();
    chooseAlternative();
    const { calls } = renderStatement({ declinedBefore: true });
    expect(
      await screen.findByRole('heading', { name: 'We cannot offer you this cover' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'I confirm' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/statement_of_fact/decline'))).toBe(false);
  });

  it('without the alternative chosen, sends the customer to the renewal view', async () => {
    signIn();
    updateRenewalJourney({ policyId: 'POL-H-1', selectedQuote: offerQuote('RSA') });
    renderStatement();
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/viewRenewalQuote/home' }),
    ).toBeVisible();
  });
});
