import { focusManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  POLICY_CHANGE_MESSAGES,
  YOUR_COVER_MESSAGES,
  type PolicyChangeApplied,
  type PolicyChangeQuote,
  type PolicyVersion,
} from '@wallet/domain';
import { useEffect, useImperativeHandle, useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderRoute, type FakeAnswer, type RecordedCall } from '../../../test/render-route';
import { rememberSelectedPolicy } from '../lib/selected-policy';
import { ACTIVE_HOME, LEAVING_TODAY } from '../test/fixtures';
import type { ChangeCardFieldsProps } from './card-payment';
import { ChangePage } from './change-page';
import { CHANGE_TEXTS } from './change-texts';

const VERSIONS_PATH = '/api/policies/home%2F5005/versions';
const QUOTE_PATH = '/api/policies/home%2F5005/changes/quote';
const APPLY_PATH = '/api/policies/home%2F5005/changes';
const CHANGE_ID = '3f2b8c1e-4d5a-4b6c-9d7e-8f9a0b1c2d3e';

/** The policy as bought: buildings and contents, a ring, home emergency. */
const VERSION_1: PolicyVersion = {
  version: 1,
  effective_date: '2026-11-20',
  annual_premium_cents: 36_500,
  created_at: '2026-11-20T10:00:00.000Z',
  lines: [],
  answers: {
    buildings_amount: 300_000,
    contents_amount: 40_000,
    specified_items: [{ item_type: 'Jewellery', value: 2_500, description: 'Engagement ring' }],
    accidental_damage: false,
    home_emergency: true,
    county: 'Cork',
  },
};

/** More contents and accidental damage: €45.20 more for 356 of 365 days. */
const CHARGE_QUOTE: PolicyChangeQuote = {
  change_id: CHANGE_ID,
  policy_id: ACTIVE_HOME.policy_id,
  effective_date: LEAVING_TODAY,
  outcome: 'priced',
  message: null,
  current_annual_premium_cents: 36_500,
  new_annual_premium_cents: 41_135,
  days_in_period: 365,
  days_remaining: 356,
  adjustment_cents: 4_520,
  priced_on: LEAVING_TODAY,
  lines: [
    { label: 'Contents sum insured', before: '€40,000', after: '€50,000' },
    { label: 'Contents accidental damage', before: 'Not included', after: 'Included' },
  ],
  pay_by: ['card', 'instalments'],
  refund_to: null,
  // Eleven debits from 8 December carry €45.20: €4.10 each on €30.42, the last €4.20 on €30.38.
  debits_after: [
    ...Array.from({ length: 10 }, (_, index) => ({
      date: `${index < 1 ? 2026 : 2027}-${String(((11 + index) % 12) + 1).padStart(2, '0')}-08`,
      amount_cents: 34_52,
    })),
    { date: '2027-10-08', amount_cents: 34_58 },
  ],
};

const CHARGE_APPLIED: PolicyChangeApplied = {
  change_id: CHANGE_ID,
  policy_id: ACTIVE_HOME.policy_id,
  version: 2,
  effective_date: LEAVING_TODAY,
  new_annual_premium_cents: 41_135,
  adjustment_cents: 4_520,
  settlement: 'added_to_instalments',
  refund_by: null,
};

/** The ring taken off: €12.30 back to the card. */
const RETURN_QUOTE: PolicyChangeQuote = {
  ...CHARGE_QUOTE,
  new_annual_premium_cents: 35_239,
  adjustment_cents: -1_230,
  lines: [
    {
      label: 'Specified items',
      before: 'Jewellery: Engagement ring, €2,500',
      after: 'None',
    },
  ],
  pay_by: [],
  refund_to: 'card',
  debits_after: null,
};

/** The checkout's card fields as a test stands them in: always valid, authorising at once. */
function FakeCardFields({ id, amountCents, onValidityChange, ref }: ChangeCardFieldsProps) {
  useImperativeHandle(ref, () => ({
    tokenise: async () => ({ token: `tok_${amountCents}`, brand: 'visa', last4: '4242' }),
    showProblems: () => undefined,
  }));
  // Reported once, as the real frame reports a change of validity.
  const reportValidity = useRef(onValidityChange);
  useEffect(() => reportValidity.current(true), []);
  return <div id={id}>Card number, expiry and CVV</div>;
}

function renderChange(answer: (call: RecordedCall) => FakeAnswer, policy = ACTIVE_HOME) {
  rememberSelectedPolicy('home', policy.policy_id);
  const onPolicyChanged = vi.fn();
  return {
    onPolicyChanged,
    ...renderRoute(
      '/manage/product/home/change',
      '/manage/product/:type/change',
      <ChangePage
        type="home"
        policies={[policy]}
        profileLoading={false}
        today={LEAVING_TODAY}
        CardFields={FakeCardFields}
        onPolicyChanged={onPolicyChanged}
      />,
      answer,
    ),
  };
}

/** Versions always; the quote and the change as each test says. */
const answering =
  (quote: FakeAnswer, applied: FakeAnswer = { status: 500, body: { message: 'none' } }) =>
  (call: RecordedCall): FakeAnswer => {
    if (call.path === VERSIONS_PATH) return { status: 200, body: { versions: [VERSION_1] } };
    if (call.path === QUOTE_PATH) return quote;
    return applied;
  };

const field = (name: string) => screen.getByRole('textbox', { name });

const summaryRows = () =>
  screen
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('changing a policy /manage/product/{type}/change', () => {
  it('keeps the form when reading the versions again fails', async () => {
    let versionsFail = false;
    const { calls } = renderChange((call) =>
      call.path === VERSIONS_PATH && versionsFail
        ? { status: 500, body: { message: 'down' } }
        : answering({ status: 500 })(call),
    );
    expect(await screen.findByRole('textbox', { name: 'Buildings sum insured (€)' })).toBeVisible();
    const versionReads = () => calls.filter((call) => call.path === VERSIONS_PATH).length;
    const readsBefore = versionReads();
    versionsFail = true;
    // The customer comes back to the tab: the versions are read again, and fail.
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await waitFor(() => expect(versionReads()).toBe(readsBefore + 1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(CHANGE_TEXTS.versionsFailed)).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'What would you like to change?' })).toHaveLength(
      1,
    );
    expect(field('Buildings sum insured (€)')).toBeVisible();
    focusManager.setFocused(undefined);
  });

  it('fills the form in from the latest version', async () => {
    renderChange(answering({ status: 500 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Change your policy' })).toBeVisible();
    // The step's heading and opening words stand while the policy's versions load.
    expect(screen.getByRole('heading', { name: 'What would you like to change?' })).toBeVisible();
    expect(screen.getByText(/Your cover as it stands is filled in/)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your policy');
    expect(await screen.findByRole('textbox', { name: 'Buildings sum insured (€)' })).toHaveValue(
      '300,000',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(field('Contents sum insured (€)')).toHaveValue('40,000');
    const item = within(screen.getByRole('group', { name: 'Item 1' }));
    expect(item.getByRole('combobox', { name: 'Item type' })).toHaveValue('Jewellery');
    expect(item.getByRole('textbox', { name: 'Item value (€)' })).toHaveValue('2,500');
    expect(item.getByRole('textbox', { name: 'Item description' })).toHaveValue('Engagement ring');
    expect(screen.getByRole('checkbox', { name: 'Contents accidental damage' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Home emergency assistance' })).toBeChecked();
    expect(field('When should the change start?')).toHaveValue('29/11/2026');
    expect(screen.getByRole('link', { name: 'Back to your policy' })).toHaveAttribute(
      'href',
      '/manage/product/home',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('a contents sum under the minimum is shown by its field and in the summary, with no call', async () => {
    const user = userEvent.setup();
    const { calls } = renderChange(answering({ status: 500 }));
    const contents = await screen.findByRole('textbox', { name: 'Contents sum insured (€)' });
    await user.clear(contents);
    await user.type(contents, '14999');
    expect(contents).toHaveValue('14,999');
    await user.click(screen.getByRole('button', { name: 'Get my new price' }));

    const summaryHeading = screen.getByRole('heading', { name: 'There is a problem' });
    expect(summaryHeading).toHaveFocus();
    expect(
      within(summaryHeading.parentElement!).getByRole('link', {
        name: `Contents sum insured (€): ${YOUR_COVER_MESSAGES.contentsMinimum}`,
      }),
    ).toHaveAttribute('href', '#change-contents');
    expect(contents).toHaveAccessibleDescription(
      expect.stringContaining(YOUR_COVER_MESSAGES.contentsMinimum),
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it('nothing changed is refused before any call', async () => {
    const user = userEvent.setup();
    const { calls } = renderChange(answering({ status: 500 }));
    await user.click(await screen.findByRole('button', { name: 'Get my new price' }));
    const summary = screen.getByRole('heading', { name: 'There is a problem' });
    expect(summary.parentElement).toHaveTextContent(POLICY_CHANGE_MESSAGES.nothingChanged);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('prices a charge, pays it by the instalments and says the change is made', async () => {
    const user = userEvent.setup();
    const { calls, onPolicyChanged } = renderChange(
      answering({ status: 200, body: CHARGE_QUOTE }, { status: 200, body: CHARGE_APPLIED }),
    );
    const contents = await screen.findByRole('textbox', { name: 'Contents sum insured (€)' });
    await user.clear(contents);
    await user.type(contents, '50000');
    await user.click(screen.getByRole('checkbox', { name: 'Contents accidental damage' }));
    await user.click(screen.getByRole('button', { name: 'Get my new price' }));

    const priceHeading = await screen.findByRole('heading', { name: 'Your new price' });
    expect(priceHeading).toHaveFocus();
    expect(calls.find((call) => call.path === QUOTE_PATH)).toEqual({
      method: 'POST',
      path: QUOTE_PATH,
      body: {
        effective_date: '2026-11-29',
        change: { contents_amount: 50_000, accidental_damage: true },
      },
    });
    expect(summaryRows()).toEqual([
      ['Contents sum insured', '€40,000 → becomes  €50,000'],
      ['Contents accidental damage', 'Not included → becomes  Included'],
      ['Change starts', '29/11/2026'],
      ['Annual premium now', '€365.00'],
      ['New annual premium', '€411.35'],
    ]);
    expect(
      screen.getByText('This change costs €45.20 for the rest of your policy (356 of 365 days).'),
    ).toBeInTheDocument();
    expect(screen.getByText('This price is for today only.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Added to your monthly payments, your direct debits would be 11 monthly direct debits of €34.52 from 08/12/2026 (the last €34.58).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pay €45.20 now by card' })).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);

    // Confirmed without a way to pay: the summary asks for one.
    await user.click(screen.getByRole('button', { name: 'Make this change' }));
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toHaveFocus();
    expect(screen.getAllByText(POLICY_CHANGE_MESSAGES.paymentRequired).length).toBeGreaterThan(0);
    expect(calls.some((call) => call.path === APPLY_PATH)).toBe(false);

    await user.click(
      screen.getByRole('radio', { name: 'Add €45.20 to your remaining monthly payments' }),
    );
    await user.click(screen.getByRole('button', { name: 'Make this change' }));

    const done = await screen.findByRole('heading', { name: 'Your policy is changed' });
    expect(done).toHaveFocus();
    expect(calls.find((call) => call.path === APPLY_PATH)).toEqual({
      method: 'POST',
      path: APPLY_PATH,
      body: {
        change_id: CHANGE_ID,
        expected_adjustment_cents: 4_520,
        payment: { method: 'instalments' },
      },
    });
    expect(screen.getByText('Version 2 of your policy starts on 29/11/2026.')).toBeInTheDocument();
    expect(screen.getByText('Your new annual premium is €411.35.')).toBeInTheDocument();
    expect(
      screen.getByText('€45.20 is added to your remaining monthly payments.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'We have e-mailed you; your endorsement schedule is in your policy documents.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your policy documents' })).toHaveAttribute(
      'href',
      '/documents/policy/home%2F5005',
    );
    expect(screen.getByRole('link', { name: 'Back to your policy' })).toHaveAttribute(
      'href',
      '/manage/product/home',
    );
    expect(onPolicyChanged).toHaveBeenCalledTimes(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('pays a charge by card with the token the card fields give', async () => {
    const user = userEvent.setup();
    const { calls } = renderChange(
      answering(
        { status: 200, body: { ...CHARGE_QUOTE, pay_by: ['card'] } },
        { status: 200, body: { ...CHARGE_APPLIED, settlement: 'card_charged' } },
      ),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Contents accidental damage' }));
    await user.click(screen.getByRole('button', { name: 'Get my new price' }));
    await screen.findByRole('heading', { name: 'Your new price' });
    // The one way to pay is chosen already.
    expect(screen.getByRole('radio', { name: 'Pay €45.20 now by card' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Aoife Murphy');
    await user.click(screen.getByRole('button', { name: 'Make this change' }));

    await screen.findByRole('heading', { name: 'Your policy is changed' });
    expect(calls.find((call) => call.path === APPLY_PATH)?.body).toEqual({
      change_id: CHANGE_ID,
      expected_adjustment_cents: 4_520,
      payment: { method: 'card', token: 'tok_4520' },
    });
    expect(screen.getByText('We have taken €45.20 from your card.')).toBeInTheDocument();
  });

  it('prices a return and makes it with no payment', async () => {
    const user = userEvent.setup();
    const { calls } = renderChange(
      answering(
        { status: 200, body: RETURN_QUOTE },
        {
          status: 200,
          body: {
            ...CHARGE_APPLIED,
            new_annual_premium_cents: 35_239,
            adjustment_cents: -1_230,
            settlement: 'card_refund',
            refund_by: '2026-12-13',
          },
        },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove item 1' }));
    expect(screen.getByText('You have no specified items.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get my new price' }));

    await screen.findByRole('heading', { name: 'Your new price' });
    expect(calls.find((call) => call.path === QUOTE_PATH)?.body).toEqual({
      effective_date: '2026-11-29',
      change: { specified_items: [] },
    });
    expect(
      screen.getByText(
        'You get €12.30 back for the rest of your policy (356 of 365 days), to the card you paid with.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Make this change' }));

    await screen.findByRole('heading', { name: 'Your policy is changed' });
    expect(calls.find((call) => call.path === APPLY_PATH)?.body).toEqual({
      change_id: CHANGE_ID,
      expected_adjustment_cents: -1_230,
    });
    expect(
      screen.getByText('We refund €12.30 to the card you paid with by 13/12/2026.'),
    ).toBeInTheDocument();
  });

  it('a declined change says why and can only go back', async () => {
    const user = userEvent.setup();
    const message = POLICY_CHANGE_MESSAGES.declined('RSA Insurance');
    renderChange(
      answering({
        status: 200,
        body: {
          ...CHARGE_QUOTE,
          outcome: 'declined',
          message,
          new_annual_premium_cents: null,
          adjustment_cents: null,
          lines: [],
          pay_by: [],
        },
      }),
    );
    const buildings = await screen.findByRole('textbox', { name: 'Buildings sum insured (€)' });
    await user.clear(buildings);
    await user.type(buildings, '900000');
    await user.click(screen.getByRole('button', { name: 'Get my new price' }));

    await waitFor(async () =>
      expect(await screen.findByRole('heading', { name: 'Your new price' })).toHaveFocus(),
    );
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make this change' })).toBeNull();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'What would you like to change?' })).toHaveFocus();
    expect(field('Buildings sum insured (€)')).toHaveValue('900,000');
  });

  it('a price no longer held (409) says so and goes back to pricing', async () => {
    const user = userEvent.setup();
    renderChange(
      answering(
        { status: 200, body: RETURN_QUOTE },
        { status: 409, body: { message: POLICY_CHANGE_MESSAGES.adjustmentChanged } },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove item 1' }));
    await user.click(screen.getByRole('button', { name: 'Get my new price' }));
    await screen.findByRole('heading', { name: 'Your new price' });
    await user.click(screen.getByRole('button', { name: 'Make this change' }));

    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(summary.parentElement).toHaveTextContent(POLICY_CHANGE_MESSAGES.adjustmentChanged);
    expect(
      screen.getByRole('heading', { name: 'What would you like to change?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You have no specified items.')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("the API's refusal by field (400) is shown by that field", async () => {
    const user = userEvent.setup();
    renderChange(
      answering({
        status: 400,
        body: {
          message: 'Invalid request',
          fieldErrors: {
            'specified_items.0': [YOUR_COVER_MESSAGES.specifiedItemDescriptionRequired],
          },
        },
      }),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Home emergency assistance' }));
    await user.click(screen.getByRole('button', { name: 'Get my new price' }));

    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(
      within(summary.parentElement!).getByRole('link', {
        name: YOUR_COVER_MESSAGES.specifiedItemDescriptionRequired,
      }),
    ).toHaveAttribute('href', expect.stringMatching(/-description$/));
    expect(screen.getByRole('textbox', { name: 'Item description' })).toHaveAccessibleDescription(
      expect.stringContaining(YOUR_COVER_MESSAGES.specifiedItemDescriptionRequired),
    );
  });
});
