import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEBIT_PAYMENT_MESSAGES,
  PAYMENT_MESSAGES,
  type DebitStatus,
  type MissedDebitPaid,
  type ProfilePolicy,
} from '@wallet/domain';
import { useEffect, useImperativeHandle, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderRoute, type FakeAnswer, type RecordedCall } from '../../../test/render-route';
import type { ChangeCardFieldsProps } from '../changing/card-payment';
import { rememberSelectedPolicy } from '../lib/selected-policy';
import { ACTIVE_HOME } from '../test/fixtures';
import { PayMissedDebitPage } from './pay-missed-debit-page';

const SCHEDULE_PATH = '/api/policies/home%2F5005/payment-schedule';
const PAY_PATH = '/api/policies/home%2F5005/missed-debits/pay';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** ACTIVE_HOME paid by twelve direct debits on the 8th. */
const MONTHLY_HOME: ProfilePolicy = {
  ...ACTIVE_HOME,
  payment: {
    method: 'direct_debit',
    paid_on: '2026-11-20',
    charged_cents: 0,
    plan: {
      deposit_cents: null,
      instalments: 12,
      instalment_cents: 30_42,
      last_instalment_cents: 30_38,
      total_cents: 365_00,
      charge_cents: 0,
      collection_day: 8,
      first_collection_date: '2026-12-08',
    },
  },
};

const debit = (date: string, cents: number, status: DebitStatus) => ({
  date,
  amount_cents: cents,
  status,
});

/** The December debit missed, January's due. */
const SCHEDULE = {
  policy_id: ACTIVE_HOME.policy_id,
  method: 'direct_debit',
  deposit_cents: null,
  card_payments: [],
  debits: [debit('2026-12-08', 30_42, 'missed'), debit('2027-01-08', 30_42, 'due')],
};

const PAID: MissedDebitPaid = {
  policy_id: ACTIVE_HOME.policy_id,
  due_date: '2026-12-08',
  amount_cents: 30_42,
  status: 'paid',
  card: { brand: 'Visa', last4: '4242' },
};

/** The checkout's card fields as a test stands them in: valid once typed, authorising at once. */
function FakeCardFields({ id, amountCents, onValidityChange, ref }: ChangeCardFieldsProps) {
  useImperativeHandle(ref, () => ({
    tokenise: async () => ({ token: `tok_${amountCents}`, brand: 'visa', last4: '4242' }),
    showProblems: () => undefined,
  }));
  const reportValidity = useRef(onValidityChange);
  useEffect(() => reportValidity.current(true), []);
  return <div id={id}>Card number, expiry and CVV</div>;
}

/** Fields that stay invalid: nothing typed in the frame. */
function EmptyCardFields({ id, ref }: ChangeCardFieldsProps) {
  useImperativeHandle(ref, () => ({
    tokenise: async () => Promise.reject(new Error('not valid')),
    showProblems: () => undefined,
  }));
  return <div id={id}>Card number, expiry and CVV</div>;
}

function renderPay(
  answer: (call: RecordedCall) => FakeAnswer,
  { path = '/manage/product/home/pay-missed-debit', CardFields = FakeCardFields } = {},
) {
  rememberSelectedPolicy('home', ACTIVE_HOME.policy_id);
  return renderRoute(
    path,
    '/manage/product/:type/pay-missed-debit',
    <PayMissedDebitPage
      type="home"
      policies={[MONTHLY_HOME]}
      profileLoading={false}
      CardFields={CardFields}
    />,
    answer,
  );
}

/** The schedule always; the payment as each test says. */
const answering =
  (paid: () => FakeAnswer = () => ({ status: 500, body: { message: 'none' } })) =>
  (call: RecordedCall): FakeAnswer =>
    call.path === SCHEDULE_PATH ? { status: 200, body: SCHEDULE } : paid();

const owed = () =>
  screen
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

const summaryLinks = () =>
  within(screen.getByRole('heading', { name: 'There is a problem' }).parentElement!)
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('paying a missed direct debit /manage/product/{type}/pay-missed-debit', () => {
  it('shows what is owed and takes the card', async () => {
    renderPay(answering(), { path: '/manage/product/home/pay-missed-debit?debit=2026-12-08' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Pay a missed direct debit' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'What you owe' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Pay €30.42 now' })).toBeVisible();
    expect(owed()).toEqual([
      ['Amount', '€30.42'],
      ['Due on', '08/12/2026'],
    ]);
    expect(screen.getByRole('textbox', { name: 'Name on card' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your policy' })).toHaveAttribute(
      'href',
      '/manage/product/home',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('pays once for a double tap, with a submission id, and says it is paid', async () => {
    const user = userEvent.setup();
    let answerPayment: (answer: FakeAnswer) => void = () => undefined;
    const { calls } = renderPay(
      answering(() => new Promise((resolve) => (answerPayment = resolve))),
    );
    await user.type(await screen.findByRole('textbox', { name: 'Name on card' }), 'Orla Kenny');
    const pay = screen.getByRole('button', { name: 'Pay €30.42 now' });
    await user.click(pay);
    await user.click(pay);
    const payments = calls.filter((call) => call.path === PAY_PATH);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toEqual({
      method: 'POST',
      path: PAY_PATH,
      body: { due_date: '2026-12-08', card_token: 'tok_3042', submission_id: expect.any(String) },
    });
    expect((payments[0]!.body as { submission_id: string }).submission_id).toMatch(UUID);
    answerPayment({ status: 200, body: PAID });

    const done = await screen.findByRole('heading', { name: 'Your payment is made' });
    // Focus moves in an effect after the step is drawn.
    await waitFor(() => expect(done).toHaveFocus());
    expect(
      screen.getByText(
        'We have taken €30.42 from your Visa card ending 4242 for the direct debit due on 08/12/2026.',
      ),
    ).toBeVisible();
    expect(screen.getByText('We have e-mailed you a receipt.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your policy' })).toHaveAttribute(
      'href',
      '/manage/product/home',
    );
    expect(calls.filter((call) => call.path === PAY_PATH)).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('asks for the name on the card and the card before any call', async () => {
    const user = userEvent.setup();
    const { calls } = renderPay(answering(), { CardFields: EmptyCardFields });
    await user.click(await screen.findByRole('button', { name: 'Pay €30.42 now' }));
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toHaveFocus();
    expect(summaryLinks()).toEqual([
      [PAYMENT_MESSAGES.nameOnCardRequired, '#pay-name-on-card'],
      [PAYMENT_MESSAGES.cardDetailsRequired, '#pay-card'],
    ]);
    expect(screen.getByRole('textbox', { name: 'Name on card' })).toHaveAccessibleDescription(
      expect.stringContaining(PAYMENT_MESSAGES.nameOnCardRequired),
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it('says when a payment is already under way (409), and a refused card by the card', async () => {
    const user = userEvent.setup();
    const answers: FakeAnswer[] = [
      { status: 409, body: { message: DEBIT_PAYMENT_MESSAGES.paymentUnderWay } },
      {
        status: 400,
        body: {
          message: 'Validation failed',
          fieldErrors: { card_token: ['Your card was declined. (Code: 05)'] },
        },
      },
    ];
    const { calls } = renderPay(answering(() => answers.shift()!));
    await user.type(await screen.findByRole('textbox', { name: 'Name on card' }), 'Orla Kenny');
    await user.click(screen.getByRole('button', { name: 'Pay €30.42 now' }));
    await waitFor(async () =>
      expect(await screen.findByRole('heading', { name: 'There is a problem' })).toHaveFocus(),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(DEBIT_PAYMENT_MESSAGES.paymentUnderWay);
    expect(await axeViolations()).toEqual([]);

    // Another press is another attempt, with an id of its own.
    await user.click(screen.getByRole('button', { name: 'Pay €30.42 now' }));
    expect(
      await screen.findByRole('link', { name: 'Your card was declined. (Code: 05)' }),
    ).toHaveAttribute('href', '#pay-card');
    const ids = calls
      .filter((call) => call.path === PAY_PATH)
      .map((call) => (call.body as { submission_id: string }).submission_id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
    expect(screen.getByRole('heading', { name: 'What you owe' })).toBeVisible();
  });

  it('says when there is nothing missed to pay', async () => {
    renderPay((call) =>
      call.path === SCHEDULE_PATH
        ? { status: 200, body: { ...SCHEDULE, debits: [debit('2026-12-08', 30_42, 'paid')] } }
        : { status: 500 },
    );
    expect(
      await screen.findByText('You have no missed direct debit to pay on this policy.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});
