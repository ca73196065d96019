import { describe, expect, it } from 'vitest';
import type { HomeQuotePayload } from '../home/home-quote-payload.js';
import { heldAtRenewal, isBankCarInsuranceOn, withAnswersReadAgain } from './renewal-reread.js';

const car = { policyType: 'MOTOR' as const, status: 'active', endDate: '2027-03-31' };

describe('the bank motor insurance, read again at renewal', () => {
  it('is an active car policy with us, not ended on the day', () => {
    expect(isBankCarInsuranceOn(car, '2026-11-29')).toBe(true);
    expect(isBankCarInsuranceOn(car, '2027-03-31')).toBe(true);
    expect(isBankCarInsuranceOn(car, '2027-04-01')).toBe(false);
    for (const status of ['cancelled', 'lapsed', 'renewed']) {
      expect(isBankCarInsuranceOn({ ...car, status }, '2026-11-29')).toBe(false);
    }
    expect(isBankCarInsuranceOn({ ...car, policyType: 'TRAVEL' }, '2026-11-29')).toBe(false);
    expect(isBankCarInsuranceOn({ ...car, policyType: 'HOME' }, '2026-11-29')).toBe(false);
  });

  it('is held when any of the policies is one', () => {
    const travel = { ...car, policyType: 'TRAVEL' as const };
    expect(heldAtRenewal([travel, car], '2026-11-29')).toEqual({ bankCarInsurance: true });
    expect(heldAtRenewal([travel], '2026-11-29')).toEqual({ bankCarInsurance: false });
    expect(heldAtRenewal([], '2026-11-29')).toEqual({ bankCarInsurance: false });
  });

  it('replaces the answer bought a year before, both ways; every other answer stays', () => {
    const payload = {
      promotion_code: 'Online10',
      policy_holder_details: {
        is_boi_customer: true,
        has_boi_mortgage: true,
        has_boi_personal_loan: false,
        has_boi_motor_insurance: false,
        has_boi_pension: false,
      },
      cover_details: { start_date: '2027-01-07' },
    } as unknown as HomeQuotePayload;
    const gained = withAnswersReadAgain(payload, { bankCarInsurance: true });
    expect(gained.policy_holder_details).toEqual({
      ...payload.policy_holder_details,
      has_boi_motor_insurance: true,
    });
    expect(gained.promotion_code).toBe('Online10');
    expect(gained.cover_details).toBe(payload.cover_details);
    const lost = withAnswersReadAgain(gained, { bankCarInsurance: false });
    expect(lost.policy_holder_details.has_boi_motor_insurance).toBe(false);
    // A bank product counts only for a bank customer, as the About you form sends it.
    const notCustomer = {
      ...payload,
      policy_holder_details: { ...payload.policy_holder_details, is_boi_customer: false },
    } as HomeQuotePayload;
    expect(
      withAnswersReadAgain(notCustomer, { bankCarInsurance: true }).policy_holder_details
        .has_boi_motor_insurance,
    ).toBe(false);
    // The bought payload is left as it was.
    expect(payload.policy_holder_details.has_boi_motor_insurance).toBe(false);
  });
});
