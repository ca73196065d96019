import { describe, expect, it } from 'vitest';
import { EXAMPLE_CAR_MONTHLY_PAYMENT } from './policy-payment-examples.js';
import { carInstalmentPlan } from '../car/car-instalments.js';
import { monthlyInstalmentPlan } from './instalments.js';
import {
  firstCollectionDate,
  firstCollectionInWords,
  monthlyCostInWords,
  monthlyCostOf,
  policyPaymentFacts,
  policyPaymentOf,
  policyPlanInWords,
  type PaymentRecordFacts,
} from './policy-payment.js';

describe('the cost of paying monthly', () => {
  it('tells the car charge as the total less the annual premium', () => {
    // The walk of issue 40: €412.52 at once, €433.15 by instalments.
    const cost = monthlyCostOf(41_252, 43_315);
    expect(cost.chargeCents).toBe(2_063);
    expect(monthlyCostInWords(cost)).toBe('€20.63 more than paying at once: €433.15 in all');
  });

  it('says home monthly costs nothing more', () => {
    const cost = monthlyCostOf(30_280, monthlyInstalmentPlan(30_280).totalCents);
    expect(cost.chargeCents).toBe(0);
    expect(monthlyCostInWords(cost)).toBe(
      '€302.80 in all, the same as paying at once: no extra cost',
    );
  });

  it('refuses a total below the premium and amounts that are not whole cents', () => {
    expect(() => monthlyCostOf(41_252, 41_251)).toThrow(RangeError);
    expect(() => monthlyCostOf(412.5, 43_315)).toThrow(RangeError);
  });
});

describe('the first direct debit', () => {
  it('is the chosen home day on or after the start date', () => {
    expect(firstCollectionDate('2027-01-08', 8, 0)).toBe('2027-01-08');
    expect(firstCollectionDate('2027-01-09', 8, 0)).toBe('2027-02-08');
    expect(firstCollectionDate('2027-01-09', 22, 0)).toBe('2027-01-22');
    expect(firstCollectionDate('2026-12-23', 1, 0)).toBe('2027-01-01');
    expect(firstCollectionDate('2026-12-23', 22, 0)).toBe('2027-01-22');
  });

  it("is the car's start day two months on, after the two months of the deposit", () => {
    expect(firstCollectionDate('2026-12-15', 15, 2)).toBe('2027-02-15');
    expect(firstCollectionDate('2026-11-30', 30, 2)).toBe('2027-01-30');
  });

  it("falls on a shorter month's last day", () => {
    expect(firstCollectionDate('2026-12-31', 31, 2)).toBe('2027-02-28');
    expect(firstCollectionDate('2027-12-31', 31, 2)).toBe('2028-02-29');
    expect(firstCollectionDate('2027-06-30', 30, 2)).toBe('2027-08-30');
  });

  it('refuses what is not a date or a day of the month', () => {
    expect(() => firstCollectionDate('2027-02-30', 1, 0)).toThrow(RangeError);
    expect(() => firstCollectionDate('2027-02-01', 0, 0)).toThrow(RangeError);
    expect(() => firstCollectionDate('2027-02-01', 32, 0)).toThrow(RangeError);
  });
});

describe('a policy payment as the API reads it', () => {
  const car = carInstalmentPlan(43_315);
  const carMonthly: PaymentRecordFacts = {
    policyType: 'MOTOR',
    method: 'direct_debit',
    amountCents: 43_315,
    depositCents: car.depositCents,
    installmentsNumber: car.directDebits.instalments,
    instalmentCents: car.directDebits.instalmentCents,
    collectionDay: 15,
    annualPremiumCents: 41_252,
    madeChangesCents: 0,
    startDate: '2026-12-15',
    paidOn: '2026-11-29',
  };

  it('keeps the annual premium apart from the car plan, its charge and first debit', () => {
    const read = policyPaymentOf(carMonthly);
    expect(read).toEqual(EXAMPLE_CAR_MONTHLY_PAYMENT);
    expect(policyPlanInWords(read.plan!)).toBe(
      'A deposit of €72.20 by card, then 9 monthly payments of €36.10 and a last payment of €36.05',
    );
    expect(firstCollectionInWords(read.plan!)).toBe('€36.10 on 15/02/2027');
  });

  it('reads the same plan the car schedule prints', () => {
    const plan = policyPaymentOf(carMonthly).plan!;
    expect(plan.deposit_cents).toBe(car.depositCents);
    expect(plan.last_instalment_cents).toBe(car.directDebits.lastInstalmentCents);
  });

  it('reads home monthly: nothing taken when bought, no charge', () => {
    const home = monthlyInstalmentPlan(30_280);
    const read = policyPaymentOf({
      ...carMonthly,
      policyType: 'HOME',
      amountCents: 30_280,
      depositCents: null,
      installmentsNumber: home.instalments,
      instalmentCents: home.instalmentCents,
      collectionDay: 22,
      annualPremiumCents: 30_280,
    });
    expect(read.charged_cents).toBe(0);
    expect(read.plan).toMatchObject({
      deposit_cents: null,
      last_instalment_cents: home.lastInstalmentCents,
      charge_cents: 0,
      first_collection_date: '2026-12-22',
    });
    expect(policyPlanInWords(read.plan!)).toBe(
      '11 monthly payments of €25.24 and a last payment of €25.16',
    );
  });

  it('keeps the charge as bought when mid-term changes move the premium', () => {
    // A change added €50.00 to the car's premium and its debits: the charge for paying monthly
    // is still the plan's total less the premium it was bought at.
    const raised = policyPaymentOf({
      ...carMonthly,
      annualPremiumCents: 41_252 + 50_00,
      madeChangesCents: 50_00,
    });
    expect(raised.plan).toEqual(EXAMPLE_CAR_MONTHLY_PAYMENT.plan);
    // Home's plan costs nothing beside its premium, however its changes moved it.
    const home = monthlyInstalmentPlan(30_280);
    const lowered = policyPaymentOf({
      ...carMonthly,
      policyType: 'HOME',
      amountCents: 30_280,
      depositCents: null,
      installmentsNumber: home.instalments,
      instalmentCents: home.instalmentCents,
      annualPremiumCents: 30_280 - 40_00,
      madeChangesCents: -40_00,
    });
    expect(lowered.plan!.charge_cents).toBe(0);
  });

  it('reads a card payment as its amount, taken at once', () => {
    expect(
      policyPaymentOf({
        ...carMonthly,
        method: 'card',
        amountCents: 41_252,
        depositCents: null,
        installmentsNumber: null,
        instalmentCents: null,
        collectionDay: null,
      }),
    ).toEqual({ method: 'card', paid_on: '2026-11-29', charged_cents: 41_252, plan: null });
  });
});

describe('the payment facts every screen and the e-mail tell', () => {
  const car = carInstalmentPlan(43_315);
  const facts = (record: Partial<PaymentRecordFacts>) =>
    policyPaymentFacts(
      policyPaymentOf({
        policyType: 'MOTOR',
        method: 'direct_debit',
        amountCents: 43_315,
        depositCents: car.depositCents,
        installmentsNumber: 10,
        instalmentCents: car.directDebits.instalmentCents,
        collectionDay: 15,
        annualPremiumCents: 41_252,
        madeChangesCents: 0,
        startDate: '2026-12-15',
        paidOn: '2026-11-29',
        ...record,
      }),
    );

  it('tells the car plan, its total and charge, the deposit taken and the first debit', () => {
    expect(facts({})).toEqual([
      {
        label: 'Payment plan',
        value:
          'A deposit of €72.20 by card, then 9 monthly payments of €36.10 and a last payment of €36.05',
      },
      { label: 'Total paid monthly', value: '€433.15' },
      { label: 'Charge for paying monthly', value: '€20.63' },
      { label: 'Deposit paid by card', value: '€72.20 on 29/11/2026' },
      { label: 'First direct debit', value: '€36.10 on 15/02/2027' },
    ]);
  });

  it('never calls the instalment total a premium', () => {
    expect(
      facts({})
        .map((fact) => fact.label)
        .join(' '),
    ).not.toMatch(/premium/i);
  });

  it('says a home plan costs nothing more and takes no deposit', () => {
    const home = monthlyInstalmentPlan(30_280);
    const told = facts({
      policyType: 'HOME',
      amountCents: 30_280,
      depositCents: null,
      installmentsNumber: 12,
      instalmentCents: home.instalmentCents,
      collectionDay: 1,
      annualPremiumCents: 30_280,
    });
    expect(told.map((fact) => fact.label)).toEqual([
      'Payment plan',
      'Total paid monthly',
      'Charge for paying monthly',
      'First direct debit',
    ]);
    expect(told[2]!.value).toBe('None: no extra cost');
    expect(told[3]!.value).toBe('€25.24 on 01/01/2027');
  });

  it('tells a card payment by its amount and day', () => {
    expect(
      facts({
        method: 'card',
        amountCents: 41_252,
        depositCents: null,
        installmentsNumber: null,
        instalmentCents: null,
        collectionDay: null,
      }),
    ).toEqual([{ label: 'Paid by card', value: '€412.52 on 29/11/2026' }]);
  });
});
