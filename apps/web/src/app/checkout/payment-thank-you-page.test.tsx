import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHECKOUT_MESSAGES, type PolicyCreation } from '@wallet/domain';
import { EXAMPLE_CAR_MONTHLY_PAYMENT } from '@wallet/domain/examples';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readBindOutcome,
  saveBindOutcome,
  saveBindRequest,
  wasBackPressed,
} from '../../lib/checkout/checkout-storage';
import { CHECKOUT_PRODUCTS, homeRenewal, type CheckoutProduct } from './checkout-products';
import { axeViolations } from '../../test/axe';
import {
  bindAnswer,
  cardBindRequest,
  failed,
  inProgress,
} from '../../features/checkout/test/fixtures';
import { renderRoute, type FakeAnswer, type RecordedCall } from '../../test/render-route';
import { PaymentThankYouPage } from '../../features/checkout/thank-you/payment-thank-you-page';

const home = CHECKOUT_PRODUCTS.home!;
const BIND = '/api/home/applied_home_quotes/bind';
const UPLOAD = '/api/home/applied_home_quotes/bind_upload';
const STATUS = '/api/home/applied_home_quotes/bind_status';
const LOADING = 'Please wait while we set up your policy.';

function renderThankYou(
  answer: (call: RecordedCall) => FakeAnswer,
  options: {
    bindUploadEnabled?: boolean;
    onPolicyCreated?: (policy: PolicyCreation) => void;
    product?: CheckoutProduct;
  } = {},
) {
  const product = options.product ?? home;
  return renderRoute(
    `/wallet/paymentthankyou/${product.type}`,
    '/wallet/paymentthankyou/:type?',
    <PaymentThankYouPage
      product={product}
      bindUploadEnabled={options.bindUploadEnabled ?? false}
      userEmail="demo@wallet.test"
      onPolicyCreated={options.onPolicyCreated ?? (() => {})}
    />,
    answer,
  );
}

const callsTo = (calls: RecordedCall[], path: string) => calls.filter((call) => call.path === path);

afterEach(() => vi.useRealTimers());

describe('payment thank-you page', () => {
  it('sends a visit without a payment to the wallet', async () => {
    const { calls } = renderThankYou(() => ({ status: 500 }));
    expect(await screen.findByRole('heading', { name: 'Now at /wallet' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('binds once, waits, then shows the policy reference and where to go next', async () => {
    saveBindRequest('HOME', cardBindRequest());
    const onPolicyCreated = vi.fn();
    let release: (answer: { status: number; body: unknown }) => void = () => {};
    const { calls } = renderThankYou(
      (call) =>
        call.path === BIND ? new Promise((resolve) => (release = resolve)) : { status: 404 },
      { onPolicyCreated },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Setting up your policy' })).toBeVisible();
    expect(screen.getAllByText(LOADING).length).toBeGreaterThan(0);
    expect(await axeViolations()).toEqual([]);

    release({ status: 200, body: bindAnswer() });
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Thank you for your purchase',
    });
    // Focus moves in an effect once the new state is drawn, which may follow the heading a tick.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Policy reference number').nextSibling).toHaveTextContent('HREF-777');
    expect(screen.getByText('Policy Number').nextSibling).toHaveTextContent('HP-0007');
    expect(screen.getByRole('status')).toHaveTextContent('Your policy is set up.');
    expect(screen.getByRole('link', { name: 'View documents' })).toHaveAttribute(
      'href',
      '/documents/policy/pol-7',
    );
    expect(screen.getByRole('link', { name: 'Manage My Insurance' })).toHaveAttribute(
      'href',
      '/manage',
    );
    expect(screen.getByRole('link', { name: 'Back to wallet' })).toHaveAttribute('href', '/wallet');
    expect(callsTo(calls, BIND)).toHaveLength(1);
    expect(callsTo(calls, BIND)[0]!.body).toEqual(cardBindRequest());
    // Told in an effect once the success view is on screen.
    await waitFor(() =>
      expect(onPolicyCreated).toHaveBeenCalledWith({
        policy_id: 'pol-7',
        reference_number: 'HREF-777',
        policy_number: 'HP-0007',
      }),
    );
    expect(readBindOutcome('HOME')).toEqual({ kind: 'answer', response: bindAnswer() });
    expect(await axeViolations()).toEqual([]);
  });

  it('uploads the bind and polls its status every 2 seconds until it completes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    saveBindRequest('HOME', cardBindRequest());
    const statuses = [inProgress(), bindAnswer()];
    const { calls } = renderThankYou(
      (call) => {
        if (call.path === UPLOAD) return { status: 200, body: inProgress() };
        if (call.path === STATUS) return { status: 200, body: statuses.shift() };
        return { status: 404 };
      },
      { bindUploadEnabled: true },
    );
    await waitFor(() =>
      expect(readBindOutcome('HOME')).toEqual({ kind: 'answer', response: inProgress() }),
    );
    await act(() => vi.advanceTimersByTimeAsync(1_900));
    expect(callsTo(calls, STATUS)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(callsTo(calls, STATUS)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Setting up your policy' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase' }),
    ).toBeInTheDocument();
    expect(callsTo(calls, BIND)).toHaveLength(0);
    expect(callsTo(calls, UPLOAD)).toHaveLength(1);
    expect(callsTo(calls, STATUS).map((call) => call.body)).toEqual([
      { quote_reference: 'HQ-1001', user_email: 'demo@wallet.test' },
      { quote_reference: 'HQ-1001', user_email: 'demo@wallet.test' },
    ]);
  });

  it('resumes polling after a reload that found the bind in progress', async () => {
    saveBindRequest('HOME', cardBindRequest());
    saveBindOutcome('HOME', { kind: 'answer', response: inProgress() });
    const { calls } = renderThankYou(
      (call) => (call.path === STATUS ? { status: 200, body: bindAnswer() } : { status: 404 }),
      { bindUploadEnabled: true },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase' }),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual([STATUS]);
  });

  it('shows Policy Generation Failed when the bind fails', async () => {
    saveBindRequest('HOME', cardBindRequest());
    renderThankYou((call) =>
      call.path === BIND
        ? { status: 200, body: failed('POLICY_GENERATION_FAILED') }
        : { status: 404 },
    );
    const failedHeading = await screen.findByRole('heading', {
      level: 1,
      name: 'Policy Generation Failed',
    });
    await waitFor(() => expect(failedHeading).toHaveFocus());
    expect(screen.getByText(CHECKOUT_MESSAGES.policyGenerationFailed)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('offers to try the card again when the payment was declined', async () => {
    saveBindRequest('HOME', cardBindRequest());
    renderThankYou((call) =>
      call.path === BIND ? { status: 200, body: failed('PAYMENT_DECLINED') } : { status: 404 },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment not completed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(CHECKOUT_MESSAGES.cardPaymentFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Now at /wallet/makePayment/home' }),
    ).toBeInTheDocument();
  });

  it('fails on a call error, and a reload asks for the status again', async () => {
    saveBindRequest('HOME', cardBindRequest());
    const first = renderThankYou(() => ({ status: 500, body: { message: 'Server error' } }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Policy Generation Failed' }),
    ).toBeInTheDocument();
    expect(readBindOutcome('HOME')).toEqual({ kind: 'call-error', quoteReference: 'HQ-1001' });
    first.unmount();

    const second = renderThankYou((call) =>
      call.path === STATUS ? { status: 200, body: bindAnswer() } : { status: 404 },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase' }),
    ).toBeInTheDocument();
    expect(second.calls.map((call) => call.path)).toEqual([STATUS]);
  });

  it('asks before leaving while the policy is being set up, and warns on reload', async () => {
    saveBindRequest('HOME', cardBindRequest());
    const { router } = renderThankYou(() => new Promise(() => {}));
    await screen.findByRole('heading', { level: 1, name: 'Setting up your policy' });

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await act(() => router.navigate(-1));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    expect(dialog).toHaveTextContent(CHECKOUT_MESSAGES.leavingWhileGenerating);
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/wallet/paymentthankyou/home');
    expect(wasBackPressed('HOME')).toBe(false);

    await act(() => router.navigate(-1));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Now at /wallet' })).toBeInTheDocument();
    expect(wasBackPressed('HOME')).toBe(true);
  });

  describe('what was taken and what comes next (issue 40)', () => {
    /** A car bought monthly, as the API answers its bind: the premium and the plan apart. */
    const carMonthly: PolicyCreation = {
      policy_id: 'POL-M-1',
      reference_number: 'MPR-1',
      policy_number: 'MOT0000001',
      start_date: '2026-12-15',
      end_date: '2027-12-14',
      premium_cents: 41_252,
      payment: EXAMPLE_CAR_MONTHLY_PAYMENT,
    };

    const factOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextSibling;

    /** A bind of its own quote: an earlier test may leave its quote's bind in flight. */
    const bindOf = (quoteReference: string) => {
      const request = cardBindRequest();
      return {
        ...request,
        payment_details: { ...request.payment_details, quote_reference: quoteReference },
      };
    };

    it('confirms the annual premium, the deposit charged, the charge and the first debit', async () => {
      saveBindRequest('MOTOR', bindOf('MQ-4001'));
      renderThankYou(
        (call) =>
          call.path === '/api/motor/motor_quotes/bind'
            ? { status: 200, body: bindAnswer({ policy_creation_response_model: carMonthly }) }
            : { status: 404 },
        { product: CHECKOUT_PRODUCTS.car! },
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase' }),
      ).toBeInTheDocument();
      const payment = screen.getByRole('region', { name: 'Your payment' });
      expect(payment).toBeVisible();
      expect(factOf('Annual premium')).toHaveTextContent('€412.52');
      expect(factOf('Payment plan')).toHaveTextContent(
        'A deposit of €72.20 by card, then 9 monthly payments of €36.10 and a last payment of €36.05',
      );
      expect(factOf('Total paid monthly')).toHaveTextContent('€433.15');
      expect(factOf('Charge for paying monthly')).toHaveTextContent('€20.63');
      expect(factOf('Deposit paid by card')).toHaveTextContent('€72.20 on 29/11/2026');
      expect(factOf('First direct debit')).toHaveTextContent('€36.10 on 15/02/2027');
      expect(factOf('Start date')).toHaveTextContent('15/12/2026');
      expect(factOf('End date')).toHaveTextContent('14/12/2027');
      expect(
        screen.getByText(/Your first direct debit, €36.10 on 15\/02\/2027, is collected/),
      ).toBeVisible();
      // The instalment total is never called the premium.
      expect(screen.queryByText('€433.15', { selector: '.checkout-summary__strong' })).toBeNull();
      expect(await axeViolations()).toEqual([]);
    });

    it('says a home direct debit took nothing today', async () => {
      saveBindRequest('HOME', bindOf('HQ-4002'));
      const homeMonthly: PolicyCreation = {
        ...carMonthly,
        premium_cents: 30_280,
        payment: {
          method: 'direct_debit',
          paid_on: '2026-11-29',
          charged_cents: 0,
          plan: {
            deposit_cents: null,
            instalments: 12,
            instalment_cents: 2_524,
            last_instalment_cents: 2_516,
            total_cents: 30_280,
            charge_cents: 0,
            collection_day: 22,
            first_collection_date: '2026-12-22',
          },
        },
      };
      renderThankYou((call) =>
        call.path === BIND
          ? { status: 200, body: bindAnswer({ policy_creation_response_model: homeMonthly }) }
          : { status: 404 },
      );
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase' });
      expect(factOf('Charge for paying monthly')).toHaveTextContent('None: no extra cost');
      expect(factOf('Taken today')).toHaveTextContent(
        'Nothing: your direct debits pay for the policy',
      );
      expect(factOf('First direct debit')).toHaveTextContent('€25.24 on 22/12/2026');
      expect(screen.queryByText('Deposit paid by card')).toBeNull();
    });

    it('says renewed, with the renewed period, after a renewal is paid for', async () => {
      saveBindRequest('HOME', {
        ...bindOf('HQ-4003'),
        renewal_answers: {
          claims_condition_one: true,
          claims_condition_two: true,
          accepted_terms_and_conditions: true,
          auto_renewal: false,
        },
      });
      const renewed: PolicyCreation = {
        policy_id: 'POL-H-2',
        reference_number: 'HREF-778',
        policy_number: 'HP-0007',
        start_date: '2026-12-28',
        end_date: '2027-12-27',
        premium_cents: 51_344,
        payment: {
          method: 'card',
          paid_on: '2026-11-29',
          charged_cents: 51_344,
          plan: null,
        },
      };
      renderThankYou(
        (call) =>
          call.path === '/api/home/applied_home_renewal/bind'
            ? { status: 200, body: bindAnswer({ policy_creation_response_model: renewed }) }
            : { status: 404 },
        { product: homeRenewal },
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Your home insurance is renewed' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Your policy is renewed.');
      expect(screen.getByText('Your cover continues from 28/12/2026 to 27/12/2027.')).toBeVisible();
      expect(factOf('Renewed from')).toHaveTextContent('28/12/2026');
      expect(factOf('Paid by card')).toHaveTextContent('€513.44 on 29/11/2026');
      expect(
        screen.getByText('We will email you when your documents for the renewed period are ready.'),
      ).toBeVisible();
      expect(screen.queryByText(/purchase/i)).toBeNull();
      expect(await axeViolations()).toEqual([]);
    });
  });
});
