import { screen, waitFor } from '@testing-library/react';
import type { PaymentSchedule, ProfilePolicy } from '@wallet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerAlso } from '../../test/answer-also';
import { axeViolations } from '../../test/axe';
import { renderApp } from '../../test/render-app';
import { CUSTOMER } from '../../test/test-api';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A home policy paid by twelve direct debits on the 8th, its first missed. */
const MONTHLY_HOME: ProfilePolicy = {
  policy_type: 'HOME',
  reference_number: 'R7',
  policy_number: 'HP-7',
  policy_id: 'home-7',
  start_date: '2026-11-20',
  end_date: '2027-11-19',
  insurer: 'RSA',
  premium_cents: 36_500,
  cover: 'Buildings and contents',
  status: 'active',
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

const SCHEDULE: PaymentSchedule = {
  policy_id: 'home-7',
  method: 'direct_debit',
  deposit_cents: null,
  debits: [
    { date: '2026-12-08', amount_cents: 30_42, status: 'missed' },
    { date: '2027-01-08', amount_cents: 30_42, status: 'due' },
  ],
  card_payments: [],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the policy payment pages in the app', () => {
  it('opens Pay now from the reminder e-mail’s link, the policy chosen, with the checkout’s card fields', async () => {
    renderApp('/manage/product/home/pay-missed-debit?policy=home-7&debit=2026-12-08', {
      signedInAs: CUSTOMER,
      policies: [MONTHLY_HOME],
    });
    answerAlso({ 'GET /api/policies/home-7/payment-schedule': () => json(SCHEDULE) });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pay a missed direct debit' }),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Pay €30.42 now' })).toBeVisible();
    // The app hands the page the checkout's hosted fields: the gateway's frame, not a stand-in.
    expect(await screen.findByTitle('Card details', {}, { timeout: 3_000 })).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-forms',
    );
    await waitFor(() =>
      expect(document.title).toBe('Pay a missed direct debit - Home insurance - Insurance Wallet'),
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('opens Change bank account for the policy its link names', async () => {
    renderApp('/manage/product/home/bank-account?policy=home-7', {
      signedInAs: CUSTOMER,
      policies: [MONTHLY_HOME],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Change your bank account' }),
    ).toBeVisible();
    expect(await screen.findByRole('textbox', { name: 'IBAN' })).toBeVisible();
    expect(screen.getByText('Policy Number HP-7')).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Change your bank account - Home insurance - Insurance Wallet'),
    );
    expect(await axeViolations()).toEqual([]);
  });
});
