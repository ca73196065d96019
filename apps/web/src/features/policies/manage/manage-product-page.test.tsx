import { CARD_PAYMENT_TEXTS } from '../components/card-payments-card';
import { screen, within } from '@testing-library/react';
import {
  DEFAULT_FEATURE_FLAGS,
  type DebitStatus,
  type FeatureFlags,
  type ProductType,
  type ProfilePolicy,
} from '@wallet/domain';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rememberSelectedPolicy } from '../lib/selected-policy';
import { axeViolations } from '../../../test/axe';
import { ACTIVE_HOME, CAR, LEAVING_TODAY, NEWER_HOME, OLDER_HOME, TRAVEL } from '../test/fixtures';
import { renderRoute, type FakeAnswer, type RecordedCall } from '../../../test/render-route';
import { ManageProductPage } from './manage-product-page';

const ALL = [OLDER_HOME, CAR, NEWER_HOME, TRAVEL];

function renderProduct(
  type: ProductType,
  {
    policies = ALL,
    flags = DEFAULT_FEATURE_FLAGS,
    renewalPolicyIds,
    today,
    answer,
  }: {
    policies?: ProfilePolicy[];
    flags?: FeatureFlags;
    renewalPolicyIds?: string[];
    today?: string;
    answer?: (call: RecordedCall) => FakeAnswer;
  } = {},
) {
  return renderRoute(
    `/manage/product/${type}`,
    '/manage/product/:type',
    <ManageProductPage
      type={type}
      policies={policies}
      profileLoading={false}
      flags={flags}
      renewalPolicyIds={renewalPolicyIds}
      today={today}
    />,
    answer,
  );
}

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
const SCHEDULE_PATH = '/api/policies/home%2F5005/payment-schedule';
const debit = (date: string, cents: number, status: DebitStatus) => ({
  date,
  amount_cents: cents,
  status,
});

/** The 'Your policy' card's terms and values, in order. */
const policyFacts = () =>
  within(screen.getByRole('region', { name: 'Your policy' }))
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

const actionLinks = () =>
  within(screen.getByRole('region', { name: 'What would you like to do?' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('manage product /manage/product/{type}', () => {
  it('home: documents, claim and amend for the chosen policy (ended too long ago to claim online)', async () => {
    rememberSelectedPolicy('home', 'home-older');
    renderProduct('home');
    expect(screen.getByRole('heading', { level: 1, name: 'Home Insurance' })).toBeInTheDocument();
    expect(screen.getByText('Policy Number HP-0001', { selector: 'p' })).toBeInTheDocument();
    const facts = within(screen.getByRole('region', { name: 'Your policy' }));
    expect(facts.getByText('HQ-1001')).toBeInTheDocument();
    expect(facts.getByText('01/03/2023')).toBeInTheDocument();
    expect(actionLinks()).toEqual([
      ['View documents', '/documents/policy/home-older'],
      ['Submit a claim', '/wallet/submitClaim/home'],
      ['Make a complaint', '/complaints/new?policy=home-older'],
      ['Amend my policy', '/wallet/amendPolicy/home'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to your home policies' })).toHaveAttribute(
      'href',
      '/manage/viewMultiplePolicies/home',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('home: View Renewals only when the policy has a renewal offer and home_renewal_enabled is on', () => {
    rememberSelectedPolicy('home', 'home-newer');
    const withRenewal = renderProduct('home', { renewalPolicyIds: ['home-newer'] });
    expect(actionLinks()[0]).toEqual(['View Renewals', '/wallet/viewRenewalQuote/home']);
    withRenewal.unmount();

    // Another policy's offer is not this one's.
    const otherPolicy = renderProduct('home', { renewalPolicyIds: ['home-older'] });
    expect(screen.queryByRole('link', { name: 'View Renewals' })).not.toBeInTheDocument();
    otherPolicy.unmount();

    renderProduct('home', {
      renewalPolicyIds: ['home-newer'],
      flags: { ...DEFAULT_FEATURE_FLAGS, home_renewal_enabled: false },
    });
    expect(screen.queryByRole('link', { name: 'View Renewals' })).not.toBeInTheDocument();
  });

  it('an active home policy can be changed online, before Amend my policy', async () => {
    rememberSelectedPolicy('home', ACTIVE_HOME.policy_id);
    renderProduct('home', { policies: [ACTIVE_HOME], today: LEAVING_TODAY });
    expect(actionLinks().slice(-5)).toEqual([
      ['Make a claim', '/manage/product/home/claim'],
      ['Submit a claim', '/wallet/submitClaim/home'],
      [
        'Make a complaint',
        `/complaints/new?${new URLSearchParams({ policy: ACTIVE_HOME.policy_id })}`,
      ],
      ['Change my policy', '/manage/product/home/change'],
      ['Amend my policy', '/wallet/amendPolicy/home'],
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the claims in progress on the policy, each a way to follow it', async () => {
    rememberSelectedPolicy('home', ACTIVE_HOME.policy_id);
    renderProduct('home', {
      policies: [
        {
          ...ACTIVE_HOME,
          claims_in_progress: [
            { reference: 'CL-ABCD2345', kind_label: 'Storm', stage: 'awaiting_information' },
          ],
        },
      ],
      today: LEAVING_TODAY,
    });
    const card = within(screen.getByRole('region', { name: 'Claims in progress' }));
    expect(card.getByRole('link', { name: 'Storm claim CL-ABCD2345' })).toHaveAttribute(
      'href',
      '/claims/CL-ABCD2345',
    );
    expect(card.getByText('Awaiting information')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('lists a monthly plan’s direct debits as the API gives them: the next, then each', async () => {
    rememberSelectedPolicy('home', ACTIVE_HOME.policy_id);
    const calls: string[] = [];
    renderProduct('home', {
      policies: [MONTHLY_HOME],
      today: LEAVING_TODAY,
      answer: (call) => {
        calls.push(call.path);
        return call.path === SCHEDULE_PATH
          ? {
              status: 200,
              body: {
                policy_id: ACTIVE_HOME.policy_id,
                method: 'direct_debit',
                deposit_cents: null,
                card_payments: [],
                debits: [
                  debit('2026-11-08', 30_42, 'collected'),
                  debit('2026-12-08', 38_75, 'due'),
                  debit('2027-01-08', 38_73, 'due'),
                ],
              },
            }
          : { status: 404, body: { message: 'none' } };
      },
    });
    const card = within(screen.getByRole('region', { name: 'Your direct debits' }));
    expect(await card.findByText('Your next direct debit is €38.75 on 08/12/2026.')).toBeVisible();
    expect(calls).toEqual([SCHEDULE_PATH]);
    await userEvent.click(card.getByText('See all 3 direct debits'));
    const rows = within(card.getByRole('table', { name: 'Your direct debits, first to last' }))
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .getAllByRole(row.querySelector('th') ? 'columnheader' : 'cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Date', 'Amount', 'Status'],
      ['08/11/2026', '€30.42', 'Collected'],
      ['08/12/2026', '€38.75', 'Due'],
      ['08/01/2027', '€38.73', 'Due'],
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('says when the debits stopped, and when they could not be loaded', async () => {
    rememberSelectedPolicy('home', ACTIVE_HOME.policy_id);
    const view = renderProduct('home', {
      policies: [MONTHLY_HOME],
      today: LEAVING_TODAY,
      answer: () => ({
        status: 200,
        body: {
          policy_id: ACTIVE_HOME.policy_id,
          method: 'direct_debit',
          deposit_cents: null,
          card_payments: [],
          debits: [debit('2026-11-08', 30_42, 'collected'), debit('2026-12-08', 30_42, 'stopped')],
        },
      }),
    });
    expect(
      await screen.findByText('Your direct debits stopped when your policy ended.'),
    ).toBeVisible();
    view.unmount();
    renderProduct('home', {
      policies: [MONTHLY_HOME],
      today: LEAVING_TODAY,
      answer: () => ({ status: 500, body: { message: 'down' } }),
    });
    expect(
      await screen.findByText(
        'We could not load your direct debits just now. Please try again later.',
      ),
    ).toBeVisible();
  });

  it('offers Pay now for a missed debit, says one paid by card, and links a new bank account', async () => {
    rememberSelectedPolicy('home', ACTIVE_HOME.policy_id);
    renderProduct('home', {
      policies: [MONTHLY_HOME],
      today: LEAVING_TODAY,
      answer: () => ({
        status: 200,
        body: {
          policy_id: ACTIVE_HOME.policy_id,
          method: 'direct_debit',
          deposit_cents: null,
          card_payments: [],
          debits: [
            debit('2026-10-08', 30_42, 'paid'),
            debit('2026-11-08', 30_42, 'missed'),
            debit('2026-12-08', 30_42, 'due'),
          ],
        },
      }),
    });
    const card = within(screen.getByRole('region', { name: 'Your direct debits' }));
    expect(
      await card.findByText(
        'Your bank did not pay the direct debit of €30.42 due on 08/11/2026. Pay it now by card to keep your cover.',
      ),
    ).toBeVisible();
    expect(
      card.getByRole('link', { name: /^Pay now ?\(€30.42 due on 08\/11\/2026\)$/ }),
    ).toHaveAttribute(
      'href',
      '/manage/product/home/pay-missed-debit?policy=home%2F5005&debit=2026-11-08',
    );
    expect(
      card.getByText('You paid the direct debit of €30.42 due on 08/10/2026 by card.'),
    ).toBeVisible();
    expect(card.getByRole('link', { name: 'Change bank account' })).toHaveAttribute(
      'href',
      '/manage/product/home/bank-account?policy=home%2F5005',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('says a cancelled policy’s missed debit was settled when it ended, with no Pay now', async () => {
    rememberSelectedPolicy('home', ACTIVE_HOME.policy_id);
    renderProduct('home', {
      policies: [{ ...MONTHLY_HOME, status: 'cancelled' }],
      today: LEAVING_TODAY,
      answer: () => ({
        status: 200,
        body: {
          policy_id: ACTIVE_HOME.policy_id,
          method: 'direct_debit',
          deposit_cents: null,
          card_payments: [],
          debits: [debit('2026-11-08', 30_42, 'missed'), debit('2026-12-08', 30_42, 'stopped')],
        },
      }),
    });
    const card = within(await screen.findByRole('region', { name: 'Your direct debits' }));
    expect(
      await card.findByText(
        'Your bank did not pay the direct debit of €30.42 due on 08/11/2026. It was counted in what your policy owed when it ended.',
      ),
    ).toBeVisible();
    expect(card.queryByRole('link', { name: /Pay now/ })).toBeNull();
    expect(card.queryByRole('link', { name: 'Change bank account' })).toBeNull();
  });

  it('lists what a card paid and got back for a policy paid at once', async () => {
    rememberSelectedPolicy('home', ACTIVE_HOME.policy_id);
    renderProduct('home', {
      policies: [
        {
          ...ACTIVE_HOME,
          payment: { method: 'card', paid_on: '2026-06-01', charged_cents: 482_50, plan: null },
        },
      ],
      today: LEAVING_TODAY,
      answer: (call) =>
        call.path === SCHEDULE_PATH
          ? {
              status: 200,
              body: {
                policy_id: ACTIVE_HOME.policy_id,
                method: 'card',
                deposit_cents: null,
                debits: [],
                card_payments: [
                  {
                    date: '2026-06-01',
                    kind: 'purchase',
                    amount_cents: 482_50,
                    card_brand: 'Visa',
                    under_way: false,
                  },
                  {
                    date: '2026-09-14',
                    kind: 'change_charge',
                    amount_cents: 30_01,
                    card_brand: null,
                    under_way: false,
                  },
                  {
                    date: '2026-10-02',
                    kind: 'change_refund',
                    amount_cents: 12_05,
                    card_brand: null,
                    under_way: false,
                  },
                  // A cancellation's refund on its way, due by its day.
                  {
                    date: '2026-12-30',
                    kind: 'cancellation_refund',
                    amount_cents: 100_40,
                    card_brand: null,
                    under_way: true,
                  },
                ],
              },
            }
          : { status: 404, body: { message: 'none' } },
    });
    const card = within(await screen.findByRole('region', { name: CARD_PAYMENT_TEXTS.heading }));
    const table = await card.findByRole('table', { name: CARD_PAYMENT_TEXTS.caption });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['01/06/2026', 'Paid by Visa when you bought the policy', '€482.50'],
      ['14/09/2026', 'Paid by card for a change to your policy', '€30.01'],
      ['02/10/2026', 'Returned to your card for a change to your policy', '−€12.05'],
      ['By 30/12/2026', 'Being returned to your card because you cancelled the policy', '−€100.40'],
    ]);
    expect(card.getByText(CARD_PAYMENT_TEXTS.refundNote)).toBeVisible();
    expect(card.getByText(CARD_PAYMENT_TEXTS.leavingRefundNote)).toBeVisible();
    expect(card.getByText(CARD_PAYMENT_TEXTS.noCardKept)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your direct debits' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows no direct debits for a policy paid at once', () => {
    rememberSelectedPolicy('home', ACTIVE_HOME.policy_id);
    renderProduct('home', { policies: [ACTIVE_HOME], today: LEAVING_TODAY });
    expect(screen.queryByRole('region', { name: 'Your direct debits' })).toBeNull();
  });

  it('shows no claims card for a policy without a claim in progress', () => {
    rememberSelectedPolicy('home', ACTIVE_HOME.policy_id);
    renderProduct('home', { policies: [ACTIVE_HOME], today: LEAVING_TODAY });
    expect(screen.queryByRole('region', { name: 'Claims in progress' })).toBeNull();
  });

  it('Make a claim shows from the first day of cover to a year after its last', () => {
    rememberSelectedPolicy('home', ACTIVE_HOME.policy_id);
    const claimLink = () => screen.queryByRole('link', { name: 'Make a claim' });
    for (const [today, shown] of [
      ['2026-11-19', false],
      ['2026-11-20', true],
      ['2028-11-19', true],
      ['2028-11-20', false],
    ] as const) {
      const view = renderProduct('home', { policies: [ACTIVE_HOME], today });
      expect(claimLink() !== null, today).toBe(shown);
      view.unmount();
    }
  });

  it('a cancelled or ended policy is not changed online; an active car one is', () => {
    rememberSelectedPolicy('home', ACTIVE_HOME.policy_id);
    const cancelled = renderProduct('home', {
      policies: [{ ...ACTIVE_HOME, status: 'cancelled' }],
      today: LEAVING_TODAY,
    });
    expect(screen.queryByRole('link', { name: 'Change my policy' })).toBeNull();
    cancelled.unmount();

    const ended = renderProduct('home', { policies: [ACTIVE_HOME], today: '2027-11-20' });
    expect(screen.queryByRole('link', { name: 'Change my policy' })).toBeNull();
    ended.unmount();

    // Car has its change form too: an active car policy changes online.
    rememberSelectedPolicy('car', 'car-1');
    renderProduct('car', {
      policies: [{ ...CAR, status: 'active', end_date: '2027-06-14' }],
      today: LEAVING_TODAY,
    });
    expect(screen.getByRole('link', { name: 'Change my policy' })).toHaveAttribute(
      'href',
      '/manage/product/car/change',
    );
    expect(screen.getByRole('link', { name: 'Amend my policy' })).toBeInTheDocument();
  });

  it('car: adds Breakdown assistance and names the Policy Code', async () => {
    rememberSelectedPolicy('car', 'car-1');
    renderProduct('car', { renewalPolicyIds: ['car-1'], today: '2026-06-14' });
    expect(screen.getByText('Policy Code CP-0077', { selector: 'p' })).toBeInTheDocument();
    expect(actionLinks()).toEqual([
      ['View documents', '/documents/policy/car-1'],
      ['Breakdown assistance', '/wallet/breakdownAssistance/car'],
      ['Make a claim', '/manage/product/car/claim'],
      ['Submit a claim', '/wallet/submitClaim/car'],
      ['Make a complaint', '/complaints/new?policy=car-1'],
      ['Amend my policy', '/wallet/amendPolicy/car'],
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('travel: adds Medical assistance', () => {
    rememberSelectedPolicy('travel', 'travel-1');
    renderProduct('travel', { today: '2025-06-01' });
    expect(actionLinks()).toEqual([
      ['View documents', '/documents/policy/travel-1'],
      ['Medical assistance', '/wallet/medicalAssistance/travel'],
      ['Make a claim', '/manage/product/travel/claim'],
      ['Submit a claim', '/wallet/submitClaim/travel'],
      ['Make a complaint', '/complaints/new?policy=travel-1'],
      ['Amend my policy', '/wallet/amendPolicy/travel'],
    ]);
  });

  it("states the chosen policy's end date, insurer, annual premium and cover", () => {
    rememberSelectedPolicy('home', 'home-older');
    renderProduct('home');
    expect(policyFacts()).toEqual([
      ['Policy Number', 'HP-0001'],
      ['Reference', 'HQ-1001'],
      ['Start date', '01/03/2023'],
      ['End date', '29/02/2024'],
      ['Insurer', 'RSA Insurance'],
      ['Annual premium', '€486.50'],
      ['Cover', 'Buildings and contents'],
    ]);
  });

  it("travel: the trip type is the cover and the premium is the policy's, not a year's", () => {
    rememberSelectedPolicy('travel', 'travel-1');
    renderProduct('travel');
    expect(policyFacts().slice(3)).toEqual([
      ['End date', '04/01/2025'],
      ['Insurer', 'Chubb European Group SE'],
      ['Premium', '€89.00'],
      ['Cover', 'Annual Multi-Trip'],
    ]);
  });

  it('leaves out the insurer and the cover when the policy does not record them', () => {
    rememberSelectedPolicy('car', 'car-1');
    renderProduct('car', { policies: [{ ...CAR, insurer: null }] });
    expect(policyFacts().slice(3)).toEqual([
      ['End date', '14/06/2025'],
      ['Annual premium', '€712.40'],
    ]);
  });

  it('without a chosen policy goes back to the list', async () => {
    renderProduct('home');
    expect(
      await screen.findByRole('heading', { name: 'Now at /manage/viewMultiplePolicies/home' }),
    ).toBeInTheDocument();
  });

  it('ignores a remembered policy the customer does not hold, or of another type', async () => {
    rememberSelectedPolicy('car', 'home-older');
    renderProduct('car');
    expect(
      await screen.findByRole('heading', { name: 'Now at /manage/viewMultiplePolicies/car' }),
    ).toBeInTheDocument();
  });
});
