import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLAIM_HANDLING_MESSAGES, type StaffClaimDetail } from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../test/axe';
import { renderRoute, type FakeAnswer, type RecordedCall } from '../../../../test/render-route';
import { HandledClaimPage } from './handled-claim-page';

const CLAIM: StaffClaimDetail = {
  reference: 'CL-ABCD2345',
  policy_id: 'home/5005',
  policy_number: 'HP-0005',
  product: 'home',
  kind: 'storm',
  kind_label: 'Storm',
  incident_date: '2026-11-28',
  stage: 'received',
  received_at: '2026-11-29T10:00:00.000Z',
  estimate_cents: 180_000,
  amount_cents: null,
  place: null,
  description: 'Slates blew off the roof.',
  anyone_hurt: false,
  items: [{ description: 'Roof slates', estimate_cents: 180_000 }],
  other_party: null,
  garda_report_number: null,
  trip: null,
  timeline: [{ stage: 'received', at: '2026-11-29T10:00:00.000Z', note: null }],
  messages: [],
  files: [],
  payout: null,
  excess_cents: null,
  customer: { name: 'Orla Kenny', email: 'orla@example.ie' },
  policy: {
    start_date: '2026-11-20',
    end_date: '2027-11-19',
    status: 'active',
    insurer: 'RSA',
    premium_cents: 36_500,
    paid_by: 'card',
    cover_on_incident_date: 'Buildings and contents',
    changes_in_force: [
      {
        label: 'Contents',
        before: '€30,000.00',
        after: '€35,000.00',
        effective_date: '2026-11-21',
      },
    ],
  },
  pays_to: null,
  next_due: { for: 'update', due: '2026-12-11', overdue: true },
  actions: ['assess', 'ask', 'approve', 'decline'],
};

function renderHandled(answer: (call: RecordedCall) => FakeAnswer) {
  return renderRoute(
    '/staff/claims/CL-ABCD2345',
    '/staff/claims/:reference',
    <HandledClaimPage reference="CL-ABCD2345" />,
    answer,
  );
}

const actions = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.method === 'POST')
    .map((call) => call.body as Record<string, unknown>);

describe('a claim for its handler /staff/claims/{reference}', () => {
  it('shows where it stands, overdue in words, and asks the customer what is needed', async () => {
    const user = userEvent.setup();
    const { calls } = renderHandled((call) =>
      call.method === 'GET'
        ? { status: 200, body: CLAIM }
        : {
            status: 200,
            body: {
              ...CLAIM,
              stage: 'awaiting_information',
              actions: ['assess', 'approve', 'decline'],
            },
          },
    );
    const stands = within(await screen.findByRole('region', { name: 'Where it stands' }));
    expect(stands.getByText('Overdue:')).toBeVisible();
    expect(stands.getByText(/Tell the customer how it is going by 11\/12\/2026/)).toBeVisible();
    expect(stands.getByText('Orla Kenny, orla@example.ie')).toBeVisible();
    // The policy as it stood on the day it happened.
    expect(stands.getByText('Buildings and contents')).toBeVisible();
    expect(stands.getByText('Contents: €30,000.00 to €35,000.00, from 21/11/2026')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Record and tell the customer' }));
    expect(
      await screen.findByRole('link', { name: 'Choose what to do with the claim' }),
    ).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Ask the customer for information' }));
    await user.click(screen.getByRole('button', { name: 'Record and tell the customer' }));
    expect(
      await screen.findByRole('link', {
        name: new RegExp(`${CLAIM_HANDLING_MESSAGES.questionRequired}$`),
      }),
    ).toBeVisible();
    await user.type(screen.getByLabelText('What do you need from the customer?'), 'An invoice.');
    await user.click(screen.getByRole('button', { name: 'Record and tell the customer' }));
    expect(
      await screen.findAllByText('Recorded. The customer has been e-mailed.'),
    ).not.toHaveLength(0);
    expect(actions(calls)).toEqual([
      { action: 'ask', action_id: expect.any(String), question: 'An invoice.' },
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('approves an amount typed in euro and cent, as cents, and refuses what is not one', async () => {
    const user = userEvent.setup();
    const { calls } = renderHandled((call) =>
      call.method === 'GET'
        ? { status: 200, body: CLAIM }
        : {
            status: 200,
            body: { ...CLAIM, stage: 'approved', amount_cents: 130_000, actions: [] },
          },
    );
    await user.click(await screen.findByRole('radio', { name: 'Approve it' }));
    const amount = screen.getByLabelText('Amount to pay, after the excess (€)');
    await user.type(amount, 'lots');
    await user.click(screen.getByRole('button', { name: 'Record and tell the customer' }));
    expect(
      await screen.findByRole('link', {
        name: /Enter the amount in euro and cent, for example 1,550\.00$/,
      }),
    ).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '1,300.00');
    await user.click(screen.getByRole('button', { name: 'Record and tell the customer' }));
    expect(await screen.findByText('Nothing can be done online at this stage.')).toBeVisible();
    expect(actions(calls)).toEqual([
      { action: 'approve', action_id: expect.any(String), amount_cents: 130_000 },
    ]);
  });

  it('settles an approved claim, saying what is paid where before it is recorded', async () => {
    const user = userEvent.setup();
    const approved: StaffClaimDetail = {
      ...CLAIM,
      stage: 'approved',
      amount_cents: 130_000,
      pays_to: 'bank account ending 5678',
      next_due: { for: 'payment', due: '2026-12-14', overdue: false },
      actions: ['settle'],
    };
    const { calls } = renderHandled((call) =>
      call.method === 'GET'
        ? { status: 200, body: approved }
        : {
            status: 200,
            body: {
              ...approved,
              stage: 'settled',
              pays_to: null,
              next_due: null,
              actions: [],
              timeline: [
                ...CLAIM.timeline,
                { stage: 'settled', at: '2026-11-30T09:00:00.000Z', note: null },
              ],
              payout: {
                amount_cents: 130_000,
                route: 'bank_transfer',
                to: 'bank account ending 5678',
                status: 'being_paid',
                paid_at: null,
              },
            },
          },
    );
    const stands = within(await screen.findByRole('region', { name: 'Where it stands' }));
    expect(stands.getByText('bank account ending 5678')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Settle it: pay the approved amount' }));
    expect(
      screen.getByText(/€1,300\.00 will be paid to the customer’s bank account ending 5678\./),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Record and tell the customer' }));
    expect(
      await screen.findByText('€1,300.00 is being paid to the bank account ending 5678.'),
    ).toBeVisible();
    expect(actions(calls)).toEqual([{ action: 'settle', action_id: expect.any(String) }]);
    expect(await axeViolations()).toEqual([]);
  });

  it('records a claim paid outside the wallet where nothing is on record to pay to', async () => {
    const user = userEvent.setup();
    const approved: StaffClaimDetail = {
      ...CLAIM,
      stage: 'approved',
      amount_cents: 130_000,
      pays_to: null,
      next_due: { for: 'payment', due: '2026-12-14', overdue: false },
      actions: ['settle_outside'],
    };
    const paidHow = 'by bank transfer to the account ending 5678 on 30/11/2026';
    const { calls } = renderHandled((call) =>
      call.method === 'GET'
        ? { status: 200, body: approved }
        : {
            status: 200,
            body: {
              ...approved,
              stage: 'settled',
              next_due: null,
              actions: [],
              timeline: [
                ...CLAIM.timeline,
                { stage: 'settled', at: '2026-11-30T09:00:00.000Z', note: null },
              ],
              payout: {
                amount_cents: 130_000,
                route: 'outside',
                to: paidHow,
                status: 'paid',
                paid_at: '2026-11-30T09:00:00.000Z',
              },
            },
          },
    );
    await user.click(
      await screen.findByRole('radio', { name: 'Record it as paid outside the wallet' }),
    );
    await user.click(screen.getByRole('button', { name: 'Record and tell the customer' }));
    expect(
      await screen.findByRole('link', {
        name: /Enter how the claim was paid, as the customer will read it$/,
      }),
    ).toBeVisible();
    expect(actions(calls)).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'How was it paid?' }), paidHow);
    await user.click(screen.getByRole('button', { name: 'Record and tell the customer' }));
    expect(
      await screen.findByText(`€1,300.00 was paid by the claims team: ${paidHow}.`),
    ).toBeVisible();
    expect(actions(calls)).toEqual([
      { action: 'settle_outside', action_id: expect.any(String), paid_how: paidHow },
    ]);
    expect(await axeViolations()).toEqual([]);
  });
});
