import { screen, within } from '@testing-library/react';
import type { SessionUser } from '@wallet/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../lib/session';
import { axeViolations } from '../../test/axe';
import { renderRoute, type RecordedCall } from '../../test/render-route';
import { MakePaymentPage } from '../../features/checkout/payment/payment-page';
import { CHECKOUT_PRODUCTS } from './checkout-products';
import { HOME_DETAILS, storeHomeQuote } from '../../features/checkout/test/fixtures';

const AGENT: SessionUser = {
  user_id: 'agent-1',
  email: 'agent@wallet.test',
  given_name: 'Niamh',
  family_name: 'Kelly',
  role: 'agent',
};

const CUSTOMER_CALL = '/api/agent/checkout/customer';

function renderAgentPayment(answer: (call: RecordedCall) => { status: number; body?: unknown }) {
  return renderRoute(
    '/wallet/makePayment/home',
    '/wallet/makePayment/:type?',
    // The signed-in user's name is the agent's: never the customer's.
    <MakePaymentPage product={CHECKOUT_PRODUCTS.home!} customerName="Niamh Kelly" />,
    answer,
  );
}

beforeEach(() => startSession('token', AGENT));
afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('an agent’s payment page', () => {
  it('names the customer the policy is for, as the API names them', async () => {
    storeHomeQuote({ details: HOME_DETAILS });
    const { calls } = renderAgentPayment((call) =>
      call.path === CUSTOMER_CALL
        ? {
            status: 200,
            body: {
              quote_reference: 'HQ-1001',
              customer: {
                first_name: 'Sorcha',
                last_name: 'Ní Bhriain',
                email: 'sorcha@example.ie',
                password_set: true,
              },
            },
          }
        : { status: 404, body: { message: 'none' } },
    );
    // While it is asked for, the region shows a spinner; then the customer.
    await screen.findByText('Sorcha Ní Bhriain');
    const region = screen.getByRole('region', { name: 'You are taking this payment for' });
    expect(within(region).getByText('Sorcha Ní Bhriain')).toBeInTheDocument();
    expect(within(region).getByText('sorcha@example.ie')).toBeInTheDocument();
    expect(calls.find((call) => call.path === CUSTOMER_CALL)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Buy/ })).toBeEnabled();
    expect(await axeViolations()).toEqual([]);
  });

  it('keeps Buy disabled and says why when the customer cannot be found', async () => {
    storeHomeQuote({ details: HOME_DETAILS });
    renderAgentPayment(() => ({
      status: 409,
      body: { statusCode: 409, error: 'NO_CUSTOMER_ACCOUNT', message: 'No account' },
    }));
    expect(
      await screen.findByText(/We could not find the customer this quote is for/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Buy/ })).toBeDisabled();
  });
});
