import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHECKOUT_MESSAGES, type PolicyCreation } from '@wallet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readBindOutcome,
  saveBindOutcome,
  saveBindRequest,
  wasBackPressed,
} from '../lib/checkout-storage';
import { CHECKOUT_PRODUCTS } from '../products';
import { axeViolations } from '../../../test/axe';
import { bindAnswer, cardBindRequest, failed, inProgress } from '../test/fixtures';
import { renderRoute, type FakeAnswer, type RecordedCall } from '../../../test/render-route';
import { PaymentThankYouPage } from './payment-thank-you-page';

const home = CHECKOUT_PRODUCTS.home!;
const BIND = '/api/home/applied_home_quotes/bind';
const UPLOAD = '/api/home/applied_home_quotes/bind_upload';
const STATUS = '/api/home/applied_home_quotes/bind_status';
const LOADING = 'Please wait while we set up your policy.';

function renderThankYou(
  answer: (call: RecordedCall) => FakeAnswer,
  options: { bindUploadEnabled?: boolean; onPolicyCreated?: (policy: PolicyCreation) => void } = {},
) {
  return renderRoute(
    '/wallet/paymentthankyou/home',
    '/wallet/paymentthankyou/:type?',
    <PaymentThankYouPage
      product={home}
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
});
