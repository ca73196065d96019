import { carInstalmentPlan, type NoClaimsYears } from '@wallet/domain';
import type {
  CarAdditionalDriver,
  CarChosenExtra,
  CarPolicyDocumentInput,
} from './car-policy-document-model.js';
import type { PolicyPayment } from './policy-documents-port.js';

/*
 * Test data: a bound car policy whose premium figures agree with each other the way a quote's do:
 * a cover premium less the no claims and bank discounts, the extras, a 3% levy, and the car's
 * monthly plan of a 6% credit charge.
 */

export const MOTOR_TEST_IBAN = 'IE29AIBK93115212345678';

const COVER_PREMIUM_CENTS = 90_000;
const NCD_SHARE_BY_YEARS: Record<NoClaimsYears, number> = {
  0: 0,
  1: 0.1,
  2: 0.2,
  3: 0.3,
  4: 0.35,
  5: 0.4,
};
const BANK_DISCOUNT_PERCENT = 10;
const LEVY_SHARE = 0.03;
const INSTALMENT_CHARGE_SHARE = 0.06;

export const NCD_PROTECTION: CarChosenExtra = { extra: 'ncdProtection', amountCents: 4_500 };
export const ADDITIONAL_BENEFITS: CarChosenExtra = {
  extra: 'additionalBenefitsPlus',
  amountCents: 3_900,
};

export const SPOUSE: CarAdditionalDriver = {
  title: 'MR',
  firstName: 'Cian',
  lastName: 'Kelly',
  dateOfBirth: '1983-09-02',
  licenceType: 'FULL_UK',
  relationshipToProposer: 'SPOUSE',
};
export const DAUGHTER: CarAdditionalDriver = {
  title: 'MISS',
  firstName: 'Aoife',
  lastName: 'Kelly',
  dateOfBirth: '2006-05-20',
  licenceType: 'PROVISIONAL_IRISH',
  relationshipToProposer: 'CHILD',
};

export interface CarPolicyInputOptions {
  payment?: 'card' | 'direct_debit';
  extras?: readonly CarChosenExtra[];
  additionalDrivers?: readonly CarAdditionalDriver[];
  noClaimsYears?: NoClaimsYears;
}

export function carPolicyInput(options: CarPolicyInputOptions = {}): CarPolicyDocumentInput {
  const extras = options.extras ?? [NCD_PROTECTION, ADDITIONAL_BENEFITS];
  const noClaimsYears = options.noClaimsYears ?? 5;
  const noClaimsDiscountCents = Math.round(COVER_PREMIUM_CENTS * NCD_SHARE_BY_YEARS[noClaimsYears]);
  const afterNoClaimsDiscountCents = COVER_PREMIUM_CENTS - noClaimsDiscountCents;
  const bankDiscountCents = Math.round((afterNoClaimsDiscountCents * BANK_DISCOUNT_PERCENT) / 100);
  const afterBankDiscountCents = afterNoClaimsDiscountCents - bankDiscountCents;
  const extrasCents = extras.reduce((sum, chosen) => sum + chosen.amountCents, 0);
  const governmentLevyCents = Math.round((afterBankDiscountCents + extrasCents) * LEVY_SHARE);
  const singlePaymentCents = afterBankDiscountCents + extrasCents + governmentLevyCents;

  const chargeCents = Math.round(singlePaymentCents * INSTALMENT_CHARGE_SHARE);
  const totalIfPaidByInstallmentCents = singlePaymentCents + chargeCents;
  const instalments = carInstalmentPlan(totalIfPaidByInstallmentCents);

  const payment: PolicyPayment =
    options.payment === 'direct_debit'
      ? {
          method: 'direct_debit',
          iban: MOTOR_TEST_IBAN,
          bic: 'AIBKIE2D',
          collectionDay: 15,
          instalmentCents: instalments.directDebits.instalmentCents,
          instalments: instalments.directDebits.instalments,
        }
      : { method: 'card', cardBrand: 'Visa', last4: '4242' };

  return {
    policy: {
      policyNumber: 'MOT0000042',
      referenceNumber: 'MPR-42',
      quoteReference: 'MQ-42',
      startDate: '2025-03-15',
      endDate: '2026-03-14',
      issuedAt: new Date('2025-03-10T11:30:00Z'),
    },
    insurer: { code: 'RSA', name: 'RSA Insurance Ireland DAC' },
    policyholder: {
      title: 'MS',
      firstName: 'Siobhán',
      lastName: 'Kelly',
      dateOfBirth: '1985-04-12',
      licenceType: 'FULL_IRISH',
      address: {
        lines: ['12 Main Street', 'Ranelagh'],
        town: 'Dublin 6',
        county: 'Dublin',
        eircode: 'D06 F2X1',
      },
    },
    vehicle: {
      registration: '191-D-12345',
      make: 'Volkswagen',
      model: 'Golf',
      version: '1.6 TDI Highline',
      year: 2019,
      engineCc: 1598,
      fuel: 'Diesel',
    },
    coverType: 'COMPREHENSIVE',
    coverLevel: 'prestige',
    use: 'PERSONAL_ONLY',
    additionalDrivers: options.additionalDrivers ?? [SPOUSE, DAUGHTER],
    noClaimsYears,
    premium: {
      totalNoClaimsDiscountCents: noClaimsDiscountCents,
      totalPaymentAfterNoClaimsDiscountCents: afterNoClaimsDiscountCents,
      totalBankDiscountCents: bankDiscountCents,
      totalBankDiscountPercentage: BANK_DISCOUNT_PERCENT,
      totalPaymentAfterBankDiscountCents: afterBankDiscountCents,
      premiumOptionalExtras: extras,
      singlePaymentCents,
      directDebitAmountCents: instalments.monthlyCents,
      cardDepositAmountCents: instalments.depositCents,
      totalAnnualChargeForPaymentsByInstallmentCents: chargeCents,
      totalIfPaidByInstallmentCents,
      governmentLevyCents,
      instalments,
    },
    payment,
  };
}
