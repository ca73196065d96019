import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEBIT_PAYMENT_MESSAGES,
  PAYMENT_MESSAGES,
  type BankAccountChanged,
  type ProfilePolicy,
} from '@wallet/domain';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderRoute, type FakeAnswer, type RecordedCall } from '../../../test/render-route';
import { rememberSelectedPolicy } from '../lib/selected-policy';
import { ACTIVE_HOME } from '../test/fixtures';
import { BankAccountPage } from './bank-account-page';

const BANK_ACCOUNT_PATH = '/api/policies/home%2F5005/bank-account';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

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

const CHANGED: BankAccountChanged = {
  policy_id: ACTIVE_HOME.policy_id,
  mandate_reference: 'WLT-HP-0005-1A2B3C4D',
  account_ending: '9951',
  first_debit: { date: '2027-01-08', amount_cents: 30_42 },
};

function renderBankAccount(
  answer: (call: RecordedCall) => FakeAnswer = () => ({ status: 200, body: CHANGED }),
  policy: ProfilePolicy = MONTHLY_HOME,
) {
  rememberSelectedPolicy('home', ACTIVE_HOME.policy_id);
  return renderRoute(
    '/manage/product/home/bank-account',
    '/manage/product/:type/bank-account',
    <BankAccountPage type="home" policies={[policy]} profileLoading={false} />,
    answer,
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });

const summary = () =>
  within(screen.getByRole('heading', { name: 'There is a problem' }).parentElement!);

async function fillAccount(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Account holder’s name'), 'Orla Kenny');
  await user.type(field('IBAN'), 'ie22 aibk 9311 5299 9999 51');
  await user.click(screen.getByRole('checkbox', { name: /I accept the direct debit mandate/ }));
}

describe('changing the bank account /manage/product/{type}/bank-account', () => {
  it('asks for the holder, IBAN, BIC and the mandate, each by its field, before any call', async () => {
    const user = userEvent.setup();
    const { calls } = renderBankAccount();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Change your bank account' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'SEPA Direct Debit Mandate' })).toBeVisible();
    expect(screen.getByText(/you authorise RSA Insurance, through us/)).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Set up the new direct debit' }));
    const summaryHeading = await screen.findByRole('heading', { name: 'There is a problem' });
    await waitFor(() => expect(summaryHeading).toHaveFocus());
    expect(
      summary()
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '#bank-account-holder',
      '#bank-account-iban',
      '#bank-account-bic',
      '#bank-account-consent',
    ]);
    const alert = screen.getByRole('heading', { name: 'There is a problem' }).parentElement!;
    expect(alert).toHaveTextContent(DEBIT_PAYMENT_MESSAGES.accountHolderRequired);
    expect(alert).toHaveTextContent(PAYMENT_MESSAGES.ibanRequired);
    expect(alert).toHaveTextContent(DEBIT_PAYMENT_MESSAGES.consentRequired);
    expect(field('IBAN')).toHaveAccessibleDescription(
      expect.stringContaining(PAYMENT_MESSAGES.ibanRequired),
    );
    expect(calls).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it('sets up the mandate with the BIC the IBAN gives, then shows its reference and first debit', async () => {
    const user = userEvent.setup();
    const { calls } = renderBankAccount();
    await fillAccount(user);
    expect(field('IBAN')).toHaveValue('IE22AIBK93115299999951');
    expect(field('BIC')).toHaveValue('AIBKIE2D');
    await user.click(screen.getByRole('button', { name: 'Set up the new direct debit' }));

    expect(
      await screen.findByRole('heading', { name: 'Your new direct debit is set up' }),
    ).toHaveFocus();
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: BANK_ACCOUNT_PATH,
        body: {
          account_holder: 'Orla Kenny',
          iban: 'IE22AIBK93115299999951',
          bic: 'AIBKIE2D',
          consent: true,
          submission_id: expect.stringMatching(UUID),
        },
      },
    ]);
    expect(
      screen
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual([
      ['Mandate reference', 'WLT-HP-0005-1A2B3C4D'],
      ['Account', 'Ending 9951'],
      ['First direct debit from this account', '€30.42 on 08/01/2027'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to your policy' })).toHaveAttribute(
      'href',
      '/manage/product/home',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the server’s refusals inline: a field’s by its field, a conflict for the form', async () => {
    const user = userEvent.setup();
    const answers: FakeAnswer[] = [
      {
        status: 400,
        body: {
          message: 'Validation failed',
          fieldErrors: { iban: [PAYMENT_MESSAGES.ibanInvalid] },
        },
      },
      { status: 409, body: { message: DEBIT_PAYMENT_MESSAGES.notActive } },
    ];
    const { calls } = renderBankAccount(() => answers.shift()!);
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Set up the new direct debit' }));
    expect(
      await summary().findByRole('link', { name: PAYMENT_MESSAGES.ibanInvalid }),
    ).toHaveAttribute('href', '#bank-account-iban');
    expect(field('IBAN')).toHaveAccessibleDescription(
      expect.stringContaining(PAYMENT_MESSAGES.ibanInvalid),
    );
    expect(await axeViolations()).toEqual([]);

    // The same account sent again is the same change: the same submission id.
    await user.click(screen.getByRole('button', { name: 'Set up the new direct debit' }));
    expect(await summary().findByText(DEBIT_PAYMENT_MESSAGES.notActive)).toBeVisible();
    const ids = calls.map((call) => (call.body as { submission_id: string }).submission_id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('sends a policy paid at once back to its page', () => {
    renderBankAccount(undefined, ACTIVE_HOME);
    expect(screen.getByRole('heading', { name: 'Now at /manage/product/home' })).toBeVisible();
  });
});
