import { render, screen } from '@testing-library/react';
import type { ProfilePolicy } from '@wallet/domain';
import { EXAMPLE_CAR_MONTHLY_PAYMENT } from '@wallet/domain/examples';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { CAR, OLDER_HOME } from '../test/fixtures';
import { PolicyDetails } from './policy-facts';

/** The facts as term and definition pairs, in order. */
function facts(): [string, string][] {
  return screen
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

/** A car bought monthly, as the policy read gives it: the premium and the plan apart. */
const CAR_MONTHLY: ProfilePolicy = {
  ...CAR,
  start_date: '2026-12-15',
  end_date: '2027-12-14',
  premium_cents: 41_252,
  payment: EXAMPLE_CAR_MONTHLY_PAYMENT,
};

describe('a policy on its own page (issue 40: one premium)', () => {
  it('says the annual premium, then the plan, its total and charge as such', async () => {
    render(<PolicyDetails type="car" policy={CAR_MONTHLY} />);
    expect(facts().slice(5)).toEqual([
      ['Annual premium', '€412.52'],
      [
        'Payment plan',
        'A deposit of €72.20 by card, then 9 monthly payments of €36.10 and a last payment of €36.05',
      ],
      ['Total paid monthly', '€433.15'],
      ['Charge for paying monthly', '€20.63'],
      ['Deposit paid by card', '€72.20 on 29/11/2026'],
      ['First direct debit', '€36.10 on 15/02/2027'],
    ]);
    // The instalment total is never the premium.
    expect(facts().filter(([term]) => /premium/i.test(term))).toEqual([
      ['Annual premium', '€412.52'],
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('says a card payment by its amount and day', () => {
    render(
      <PolicyDetails
        type="home"
        policy={{
          ...OLDER_HOME,
          payment: { method: 'card', paid_on: '2023-02-20', charged_cents: 48_650, plan: null },
        }}
      />,
    );
    expect(facts().slice(5)).toEqual([
      ['Annual premium', '€486.50'],
      ['Paid by card', '€486.50 on 20/02/2023'],
      ['Cover', 'Buildings and contents'],
    ]);
  });

  it('says nothing of a payment the policy does not record', () => {
    render(<PolicyDetails type="home" policy={{ ...OLDER_HOME, payment: null }} />);
    expect(facts().map(([term]) => term)).not.toContain('Paid by card');
  });
});
