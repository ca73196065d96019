import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PHONE,
  TRAVEL_BIND_MESSAGES,
  TRAVEL_DECLARATION,
  TRAVEL_DECLARATION_DENIED,
} from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { readForcedLogin } from '../../../lib/forced-login';
import { readQuotePayment } from '../../../lib/checkout/quote-payment';
import { getSession } from '../../../lib/session';
import { axeViolations } from '../../../test/axe';
import { renderApp } from '../../../test/render-app';
import { CUSTOMER } from '../../../test/test-api';
import {
  answerTravelCalls,
  familySkiTrip,
  inDays,
  quoteResponse,
  storeTravelJourney,
} from '../test/travel-fixtures';

const PATH = '/wallet/declaration/';

function proceeded() {
  storeTravelJourney({
    forms: familySkiTrip(),
    submitted: true,
    quoteResponse: quoteResponse(),
    selected: { premiumId: 'TQ-100:SingleTrip:1', quoteName: 'SingleTrip' },
  });
}

async function openDeclaration(options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp(PATH, options);
  answerTravelCalls();
  await screen.findByRole('heading', { level: 1, name: 'Declaration' }, { timeout: 15_000 });
  return view;
}

describe('travel declaration', { timeout: 30_000 }, () => {
  it("shows the quote's statement to confirm or deny", async () => {
    proceeded();
    await openDeclaration();
    expect(screen.getByText(TRAVEL_DECLARATION)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Yes, I confirm' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'No, I cannot confirm' })).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it('Continue without an answer asks for one', async () => {
    proceeded();
    const user = userEvent.setup();
    await openDeclaration();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('group', { name: /Can you confirm/ })).toHaveAccessibleDescription(
      `Error: ${TRAVEL_BIND_MESSAGES.declarationRequired}`,
    );
    expect(readQuotePayment('TRAVEL')).toBeNull();
  });

  it('denying says cover cannot be offered and gives the number to call; nothing goes on', async () => {
    proceeded();
    const user = userEvent.setup();
    await openDeclaration();
    await user.click(screen.getByRole('radio', { name: 'No, I cannot confirm' }));
    expect(screen.getByRole('alert')).toHaveTextContent(TRAVEL_DECLARATION_DENIED);
    expect(TRAVEL_DECLARATION_DENIED).toContain(PHONE.sales);
    expect(screen.getByRole('link', { name: `Call us ${PHONE.sales}` })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(readQuotePayment('TRAVEL')).toBeNull();
  });

  it('confirming hands the quote to the checkout and goes to consent', async () => {
    proceeded();
    const user = userEvent.setup();
    const { router } = await openDeclaration();
    await user.click(screen.getByRole('radio', { name: 'Yes, I confirm' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet/consent/travel'));
    expect(readQuotePayment('TRAVEL')).toEqual({
      product: 'TRAVEL',
      quoteReference: 'TQ-100',
      schemeCode: 'SingleTrip',
      insurer: 'CHUBB',
      priceCents: 6848,
      startDate: inDays(30, 'iso'),
      details: {
        premiumId: 'TQ-100:SingleTrip:1',
        quoteName: 'SingleTrip',
        tripType: 1,
        destinationZone: 1,
        destinationCountry: 'Austria',
        endDate: inDays(37, 'iso'),
        coverDays: 8,
        extras: [1],
        // A policyholder in their forties going to Europe: car hire excess (3) was offered too.
        offeredExtras: [1, 3, 4],
        insuredPerson: 3,
        numberOfChildren: 2,
        declarationConfirmed: true,
      },
    });
  });

  it('without marketing: a visitor is sent to force login, a customer to payment', async () => {
    proceeded();
    const user = userEvent.setup();
    const visitor = await openDeclaration({ flags: { marketing_enabled: false } });
    await user.click(screen.getByRole('radio', { name: 'Yes, I confirm' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/customer-login/'), {
      timeout: 5000,
    });
    expect(readForcedLogin()).toEqual({
      targetUrl: '/wallet/makePayment/travel',
      product: 'travel',
    });
    visitor.unmount();

    proceeded();
    const customer = renderApp(PATH, { flags: { marketing_enabled: false }, signedInAs: CUSTOMER });
    answerTravelCalls();
    await user.click(
      await screen.findByRole('radio', { name: 'Yes, I confirm' }, { timeout: 15_000 }),
    );
    // The session is back from the refresh cookie before the customer carries on.
    await waitFor(() => expect(getSession().status).toBe('signed-in'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(
      () => expect(customer.router.state.location.pathname).toBe('/wallet/makePayment/travel'),
      { timeout: 5000 },
    );
  });

  it('goes back to the wallet when no quote was chosen', async () => {
    storeTravelJourney({ forms: familySkiTrip(), quoteResponse: quoteResponse() });
    const { router } = renderApp(PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet'), {
      timeout: 15_000,
    });
  });
});
