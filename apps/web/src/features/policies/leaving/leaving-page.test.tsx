import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CANCELLATION_MESSAGES,
  type CancellationKind,
  type CancellationQuoteResponse,
  type CancellationResponse,
  type ProfilePolicy,
} from '@wallet/domain';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderRoute, type FakeAnswer, type RecordedCall } from '../../../test/render-route';
import { rememberSelectedPolicy } from '../lib/selected-policy';
import { ACTIVE_HOME, LEAVING_TODAY } from '../test/fixtures';
import { LeavingPage } from './leaving-page';

const QUOTE_PATH = '/api/policies/home%2F5005/cancellation/quote';
const CANCEL_PATH = '/api/policies/home%2F5005/cancellation';

/** Withdrawing ten days in: €365.00 paid by card, €10.00 of cover given, no fee. */
const WITHDRAWAL_QUOTE: CancellationQuoteResponse = {
  policy_id: ACTIVE_HOME.policy_id,
  kind: 'withdrawal',
  last_day_of_cover: LEAVING_TODAY,
  days_in_period: 365,
  days_of_cover: 10,
  premium_cents: 36_500,
  paid_cents: 36_500,
  cover_given_cents: 10_00,
  fee_cents: 0,
  settlement_cents: 355_00,
  route: 'card',
  instalments_stopped: false,
  withdrawal_ends_on: '2026-12-08',
  fee_in_terms_cents: 30_00,
};

const WITHDRAWAL_RECEIPT: CancellationResponse = {
  ...WITHDRAWAL_QUOTE,
  reference: 'CN-AB12CD34',
  // 21:05 UTC is 21:05 in Ireland in winter.
  received_at: '2026-11-29T21:05:00.000Z',
  refund_by: '2026-12-29',
};

/** After the withdrawal period, monthly: the customer still owes a little. */
const AFTER_PERIOD: ProfilePolicy = { ...ACTIVE_HOME, withdrawal_ends_on: null };

function renderLeaving(
  kind: CancellationKind,
  answer: (call: RecordedCall) => FakeAnswer,
  policy: ProfilePolicy = kind === 'withdrawal' ? ACTIVE_HOME : AFTER_PERIOD,
) {
  rememberSelectedPolicy('home', policy.policy_id);
  const onPolicyChanged = vi.fn();
  const page = kind === 'withdrawal' ? 'withdraw' : 'cancel';
  return {
    onPolicyChanged,
    ...renderRoute(
      `/manage/product/home/${page}`,
      `/manage/product/:type/${page}`,
      <LeavingPage
        kind={kind}
        type="home"
        policies={[policy]}
        profileLoading={false}
        today={LEAVING_TODAY}
        onPolicyChanged={onPolicyChanged}
      />,
      answer,
    ),
  };
}

const summaryRows = () =>
  screen
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('withdrawing from a policy /manage/product/{type}/withdraw', () => {
  it('explains the right, shows the refund, confirms and acknowledges', async () => {
    const user = userEvent.setup();
    const { calls, onPolicyChanged } = renderLeaving('withdrawal', (call) =>
      call.path === QUOTE_PATH
        ? { status: 200, body: WITHDRAWAL_QUOTE }
        : { status: 200, body: WITHDRAWAL_RECEIPT },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Withdraw from this contract' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'You can withdraw from this contract until 08/12/2026 without giving a reason.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your policy' })).toHaveAttribute(
      'href',
      '/manage/product/home',
    );
    expect(await axeViolations()).toEqual([]);

    await user.type(
      screen.getByRole('textbox', { name: 'Why are you withdrawing? (optional)' }),
      'Found a cheaper policy',
    );
    expect(screen.getByText('You have 478 characters remaining')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const refundHeading = await screen.findByRole('heading', { name: 'Check your refund' });
    expect(refundHeading).toHaveFocus();
    expect(summaryRows()).toEqual([
      ['Last day of cover', '29/11/2026'],
      ['Premium', '€365.00'],
      ['Days of cover', '10 of 365 days'],
      ['Paid so far', '€365.00'],
      ['Cover given', '€10.00'],
      ['Fee', '€0.00'],
    ]);
    expect(screen.getByText('Your refund: €355.00, to the card you paid with')).toBeInTheDocument();
    expect(screen.queryByText('Your direct debits stop.')).toBeNull();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Withdraw from this contract' }));
    const confirmed = await screen.findByRole('heading', { name: 'Your withdrawal is confirmed' });
    expect(confirmed).toHaveFocus();
    expect(screen.getByText('CN-AB12CD34')).toBeInTheDocument();
    expect(screen.getByText('Received on 29/11/2026 at 21:05')).toBeInTheDocument();
    expect(
      screen.getByText('Your refund: €355.00, to the card you paid with, paid by 29/12/2026.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('We have e-mailed you a confirmation; it is also in your policy documents.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your policy documents' })).toHaveAttribute(
      'href',
      '/documents/policy/home%2F5005',
    );
    expect(screen.getByRole('link', { name: 'Back to Manage My Insurance' })).toHaveAttribute(
      'href',
      '/manage',
    );
    expect(onPolicyChanged).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([
      { method: 'POST', path: QUOTE_PATH, body: { kind: 'withdrawal' } },
      {
        method: 'POST',
        path: CANCEL_PATH,
        body: {
          kind: 'withdrawal',
          reason: 'Found a cheaper policy',
          expected_settlement_cents: 355_00,
        },
      },
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('sends the confirmation once however often it is pressed', async () => {
    const user = userEvent.setup();
    let answerReceipt: (answer: { status: number; body: unknown }) => void = () => {};
    const { calls } = renderLeaving('withdrawal', (call) =>
      call.path === QUOTE_PATH
        ? { status: 200, body: WITHDRAWAL_QUOTE }
        : new Promise((resolve) => {
            answerReceipt = resolve;
          }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('button', { name: 'Withdraw from this contract' });
    await user.click(confirm);
    const busy = await screen.findByRole('button', {
      name: /Sending your request Withdraw from this contract/,
    });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    answerReceipt({ status: 200, body: WITHDRAWAL_RECEIPT });
    await screen.findByRole('heading', { name: 'Your withdrawal is confirmed' });
    expect(calls.filter((call) => call.path === CANCEL_PATH)).toHaveLength(1);
  });

  it('goes back to the first step from the refund, the reason kept', async () => {
    const user = userEvent.setup();
    renderLeaving('withdrawal', () => ({ status: 200, body: WITHDRAWAL_QUOTE }));
    await user.type(screen.getByRole('textbox', { name: /Why are you withdrawing/ }), 'Moving');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Your right to withdraw' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Why are you withdrawing/ })).toHaveValue('Moving');
  });

  it('a policy whose withdrawal period is over goes back to its page', async () => {
    renderLeaving('withdrawal', () => ({ status: 500 }), {
      ...ACTIVE_HOME,
      withdrawal_ends_on: '2026-11-28',
    });
    expect(
      await screen.findByRole('heading', { name: 'Now at /manage/product/home' }),
    ).toBeInTheDocument();
  });
});

describe('cancelling a policy /manage/product/{type}/cancel', () => {
  const cancellationQuote: CancellationQuoteResponse = {
    ...WITHDRAWAL_QUOTE,
    kind: 'cancellation',
    last_day_of_cover: '2026-12-31',
    days_of_cover: 42,
    paid_cents: 121_68,
    cover_given_cents: 42_00,
    fee_cents: 0,
    settlement_cents: -2_48,
    route: 'bank_account',
    instalments_stopped: true,
    withdrawal_ends_on: '2026-12-08',
  };

  it('checks the last day of cover as the API does, without calling it', async () => {
    const user = userEvent.setup();
    const { calls } = renderLeaving('cancellation', () => ({ status: 500 }));
    const date = screen.getByRole('textbox', { name: 'Last day of cover' });

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summaryHeading = screen.getByRole('heading', { name: 'There is a problem' });
    expect(summaryHeading).toHaveFocus();
    expect(
      within(summaryHeading.parentElement!).getByRole('link', {
        name: `Last day of cover: ${CANCELLATION_MESSAGES.dateRequired}`,
      }),
    ).toHaveAttribute('href', '#leaving-last-day');

    await user.type(date, '28/11/2026');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(date).toHaveAccessibleDescription(
      expect.stringContaining(CANCELLATION_MESSAGES.dateInPast),
    );
    expect(date).toHaveAttribute('aria-invalid', 'true');

    await user.clear(date);
    await user.type(date, '20/11/2027');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      screen.getAllByText(
        'The last day of cover must be on or before the day your policy ends, 19/11/2027',
        { exact: false },
      ).length,
    ).toBeGreaterThan(0);
    expect(calls).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it('quotes the day chosen: what is still to pay, once, and the direct debits stopping', async () => {
    const user = userEvent.setup();
    const { calls } = renderLeaving('cancellation', () => ({
      status: 200,
      body: cancellationQuote,
    }));
    await user.type(screen.getByRole('textbox', { name: 'Last day of cover' }), '31/12/2026');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Check your refund' });
    expect(
      screen.getByText('Still to pay: €2.48, collected once from your bank account'),
    ).toBeInTheDocument();
    expect(screen.getByText('Your direct debits stop.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel my policy' })).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: QUOTE_PATH,
        body: { kind: 'cancellation', last_day_of_cover: '2026-12-31' },
      },
    ]);
  });

  it("shows the API's refusal of the day by the field", async () => {
    const user = userEvent.setup();
    renderLeaving('cancellation', () => ({
      status: 400,
      body: {
        message: 'Validation failed',
        fieldErrors: { last_day_of_cover: [CANCELLATION_MESSAGES.dateInPast] },
      },
    }));
    const date = screen.getByRole('textbox', { name: 'Last day of cover' });
    await user.type(date, '31/12/2026');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('link', { name: CANCELLATION_MESSAGES.dateInPast }),
    ).toHaveAttribute('href', '#leaving-last-day');
    expect(date).toHaveAccessibleDescription(
      expect.stringContaining(CANCELLATION_MESSAGES.dateInPast),
    );
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'When your cover ends' })).toBeInTheDocument();
  });

  it('shows a refusal of the policy itself for the whole form', async () => {
    const user = userEvent.setup();
    const refusal = CANCELLATION_MESSAGES.claimInProgress('01 488 4063');
    renderLeaving('cancellation', () => ({
      status: 400,
      body: { message: 'Validation failed', fieldErrors: { policy: [refusal] } },
    }));
    await user.type(screen.getByRole('textbox', { name: 'Last day of cover' }), '31/12/2026');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    expect(summary.parentElement).toHaveTextContent(refusal);
  });

  it('figures changed since they were shown (409): says so and asks again from the first step', async () => {
    const user = userEvent.setup();
    const { calls } = renderLeaving('cancellation', (call) =>
      call.path === QUOTE_PATH
        ? {
            status: 200,
            body: {
              ...cancellationQuote,
              settlement_cents: 10_00,
              route: 'bank_account',
              withdrawal_ends_on: '2026-11-20',
            },
          }
        : { status: 409, body: { message: CANCELLATION_MESSAGES.settlementChanged } },
    );
    await user.type(screen.getByRole('textbox', { name: 'Last day of cover' }), '31/12/2026');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel my policy' }));
    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(summary.parentElement).toHaveTextContent(CANCELLATION_MESSAGES.settlementChanged);
    // Back on the first step, the day kept, to quote again.
    expect(screen.getByRole('textbox', { name: 'Last day of cover' })).toHaveValue('31/12/2026');
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: CANCEL_PATH,
      body: {
        kind: 'cancellation',
        last_day_of_cover: '2026-12-31',
        expected_settlement_cents: 10_00,
      },
    });
    // The fee in the terms shows once a quote has told it (after the withdrawal period).
    expect(
      screen.getByText(
        "Your policy's terms have a cancellation fee of €30.00. It is only ever kept from a refund, never more than the refund.",
      ),
    ).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('leaving a policy while the policies load', () => {
  it.each([
    ['withdrawal', 'Withdraw from this contract', 'Your right to withdraw', /without any penalty/],
    ['cancellation', 'Cancel your policy', 'When your cover ends', /end of the day you choose/],
  ] as const)('draws the %s step’s opening words above a spinner', (kind, title, step, words) => {
    renderRoute(
      '/manage/product/home/cancel',
      '/manage/product/:type/cancel',
      <LeavingPage kind={kind} type="home" policies={[]} profileLoading today={LEAVING_TODAY} />,
      () => ({ status: 500 }),
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByText('Home Insurance')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: step })).toBeVisible();
    expect(screen.getByText(words)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your policy');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
