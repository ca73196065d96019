import {
  CAR_BIND_FIELDS,
  CAR_BIND_MESSAGES,
  CAR_COVER_LEVELS,
  CAR_PAYMENT_RULES,
  PAYMENT_TYPES,
  annualPolicyEndDate,
  penaltyDetailsOfQuote,
  policyRegistrationProblem,
  type CarCoverLevel,
  type CarQuotePayload,
  type NoClaimsYears,
  type PenaltyDetailPayload,
  POLICY_PAYMENT_LABELS,
  CAR_PRODUCT_FACTS,
  carClaimExcessCents,
} from '@wallet/domain';
import {
  carPolicyDocuments,
  type CarPolicyDocumentInput,
} from '../../adapters/documents/car-policy-document-model.js';
import type { PolicyPayment } from '../../adapters/documents/policy-documents-port.js';
import { CAR_INSURER_CODE, type CarLevelQuoted } from '../../adapters/insurers/car-insurer-port.js';
import { FieldValidationError } from '../../lib/http-errors.js';
import {
  frozenQuoteOf,
  quoteToBuyOf,
  type CheckoutProduct,
  type IssuedPolicy,
  type PolicyNumbers,
  checkoutIdentityOf,
  quoteTheBuyerMayBuy,
} from '../checkout/index.js';
import { carBindRoutes } from './car-bind-routes.js';
import { pricedLevelOf } from './car-quote-answer.js';
import type { CarQuotesRepository, StoredCarQuote } from './car-quotes-repository.js';
import type { CarQuotesService } from './car-quotes-service.js';

/** The car insurer's registered name, as the documents print it. */
export const CAR_INSURER_NAME = 'RSA Insurance Ireland DAC';

/** Policy numbers in the style of the car insurer's own, from one sequence number. */
export function carPolicyNumbers(sequence: number): PolicyNumbers {
  return {
    policyNumber: `MOT${String(sequence).padStart(7, '0')}`,
    referenceNumber: `MPR-${sequence}`,
    policyId: `POL-M-${sequence.toString(36).toUpperCase()}`,
  };
}

/** The priced level a choice (a level's premium id) names in a stored quote; nothing otherwise. */
export function chosenLevelOf(
  stored: Pick<StoredCarQuote, 'answers'>,
  choice: string,
): { level: CarCoverLevel; rated: CarLevelQuoted } | undefined {
  for (const level of CAR_COVER_LEVELS) {
    const priced = pricedLevelOf(stored, level);
    if (priced && priced.premiumId === choice) return { level, rated: priced.rated };
  }
  return undefined;
}

interface CarDeclarations {
  penaltyDetails: PenaltyDetailPayload[];
  disqualified: boolean;
}

const sameOffences = (a: PenaltyDetailPayload[], b: PenaltyDetailPayload[]) =>
  a.length === b.length &&
  a.every(
    (detail, index) =>
      detail.driver_order === b[index]!.driver_order &&
      detail.offence === b[index]!.offence &&
      detail.penalty_order === b[index]!.penalty_order &&
      detail.penalty_points === b[index]!.penalty_points,
  );

/** What the car documents print, from the quote a payment froze and its chosen level. */
function documentInputOf(
  quote: CarQuotePayload,
  level: CarCoverLevel,
  rated: CarLevelQuoted,
  policy: IssuedPolicy,
  payment: PolicyPayment,
): CarPolicyDocumentInput {
  const driver = quote.main_driver;
  const cover = quote.cover_details;
  const vehicle = cover.vehicle_details;
  const address = driver.postal_address ?? driver.primary_address;
  const { premium } = rated;
  return {
    policy: {
      policyNumber: policy.policyNumber,
      referenceNumber: policy.referenceNumber,
      quoteReference: policy.quoteReference,
      startDate: policy.startDate,
      endDate: policy.endDate,
      issuedAt: policy.issuedAt,
    },
    insurer: { code: CAR_INSURER_CODE, name: CAR_INSURER_NAME },
    policyholder: {
      title: driver.title,
      firstName: driver.first_name,
      lastName: driver.last_name,
      dateOfBirth: driver.date_of_birth,
      licenceType: driver.license_type,
      address: {
        lines: [address.address_line1, address.address_line2, address.address_line3].filter(
          (line): line is string => Boolean(line),
        ),
        town: address.town ?? '',
        county: address.county,
        eircode: address.eircode ?? null,
      },
    },
    vehicle: {
      // Decision 0028: never a code in its place (the bind refuses a car without one, and the
      // documents are not drawn without one).
      registration: vehicle.registration ?? '',
      make: vehicle.make,
      model: vehicle.model,
      version: vehicle.version,
      year: vehicle.year,
      engineCc: vehicle.cc,
      fuel: vehicle.fuel,
    },
    coverType: cover.type,
    coverLevel: level,
    use: vehicle.use,
    additionalDrivers: quote.additional_drivers.map((additional) => ({
      title: additional.title,
      firstName: additional.first_name,
      lastName: additional.last_name,
      dateOfBirth: additional.date_of_birth,
      licenceType: additional.license_type,
      relationshipToProposer: additional.relationship_to_proposer,
    })),
    noClaimsYears: premium.working.noClaimsYears as NoClaimsYears,
    premium: {
      totalNoClaimsDiscountCents: premium.totalNoClaimsDiscountCents,
      totalPaymentAfterNoClaimsDiscountCents: premium.totalPaymentAfterNoClaimsDiscountCents,
      totalBankDiscountCents: premium.totalBankDiscountCents,
      totalBankDiscountPercentage: premium.totalBankDiscountPercentage,
      totalPaymentAfterBankDiscountCents: premium.totalPaymentAfterBankDiscountCents,
      premiumOptionalExtras: premium.premiumOptionalExtras.map((extra) => ({
        extra: extra.extra,
        amountCents: extra.amountCents,
      })),
      singlePaymentCents: premium.singlePaymentCents,
      directDebitAmountCents: premium.directDebitAmountCents,
      cardDepositAmountCents: premium.cardDepositAmountCents,
      totalAnnualChargeForPaymentsByInstallmentCents:
        premium.totalAnnualChargeForPaymentsByInstallmentCents,
      totalIfPaidByInstallmentCents: premium.totalIfPaidByInstallmentCents,
      governmentLevyCents: premium.governmentLevyCents,
      instalments: premium.instalments,
    },
    payment,
  };
}

/**
 * Car in the checkout (car-travel-payment.md 7 and 9): by card once, or monthly with a card
 * deposit and 10 direct debits collected on the start date's day; quotes valid the day they are
 * given; the certificate, disc, schedule and no-claims-bonus statement at bind.
 */
export function createCarCheckoutProduct(deps: {
  carQuotes: CarQuotesRepository;
  carQuotesService: Pick<CarQuotesService, 'reachable'>;
}): CheckoutProduct {
  return {
    ...checkoutIdentityOf(CAR_PRODUCT_FACTS),
    paymentRules: CAR_PAYMENT_RULES,
    premiumLabel: POLICY_PAYMENT_LABELS.annualPremium,
    policyNumbers: carPolicyNumbers,
    fieldPaths: CAR_BIND_FIELDS,
    bindRoutes: carBindRoutes,

    async quoteToBuy(order, caller) {
      const stored = await quoteTheBuyerMayBuy(
        deps.carQuotesService.reachable,
        order.quoteReference,
        caller,
        'No such car quote.',
      );
      const quote = stored.request.motor_quote;
      const declared = order.declared as CarDeclarations | undefined;
      if (
        !declared ||
        declared.disqualified !== quote.cover_details.disqualified ||
        !sameOffences(declared.penaltyDetails, penaltyDetailsOfQuote(quote))
      ) {
        throw new FieldValidationError({ penalty_details: [CAR_BIND_MESSAGES.declarationsDiffer] });
      }
      // Decision 0028: the certificate and the disc carry the registration. A car found by make
      // and model is quoted without it, and is not bought until it is given.
      const registrationProblem = policyRegistrationProblem(
        quote.cover_details.vehicle_details.registration,
      );
      if (registrationProblem) {
        throw new FieldValidationError({
          [CAR_BIND_FIELDS.quoteReference]: [registrationProblem],
        });
      }
      const chosen = chosenLevelOf(stored, order.choice);
      const premium = chosen?.rated.premium;
      return quoteToBuyOf(stored, {
        startDate: quote.cover_details.start_date,
        // A card pays the single payment; a direct debit the total paid by instalment.
        priceCents: !premium
          ? null
          : order.payment.paymentType === PAYMENT_TYPES.card
            ? premium.singlePaymentCents
            : premium.totalIfPaidByInstallmentCents,
      });
    },

    statusQuote(quoteReference) {
      return deps.carQuotes.findByReference(quoteReference);
    },

    claimExcessCents(snapshot, kind) {
      const stored = frozenQuoteOf<StoredCarQuote>(snapshot);
      if (!chosenLevelOf(stored, snapshot.choice)) return undefined;
      return carClaimExcessCents(stored.request.motor_quote.cover_details.type, kind);
    },

    documentsOnRequest: {
      drawnFrom: { replacement_disc: 'motor-disc', no_claims_statement: 'motor-ncb-statement' },
      noClaimsOf(snapshot) {
        const stored = frozenQuoteOf<StoredCarQuote>(snapshot);
        const chosen = chosenLevelOf(stored, snapshot.choice);
        if (!chosen) return undefined;
        const { premium } = chosen.rated;
        return {
          years: premium.working.noClaimsYears as NoClaimsYears,
          protectedBonus: premium.premiumOptionalExtras.some(
            (chosenExtra) => chosenExtra.extra === 'ncdProtection',
          ),
        };
      },
    },

    policyToIssue(snapshot) {
      // The car quote a payment froze, in the shape the quotes table holds.
      const stored = frozenQuoteOf<StoredCarQuote>(snapshot);
      const chosen = chosenLevelOf(stored, snapshot.choice);
      if (!chosen) return undefined;
      const quote = stored.request.motor_quote;
      const startDate = quote.cover_details.start_date;
      return {
        insurer: CAR_INSURER_CODE,
        // Paid monthly, the payment is the total if paid by instalment: the premium is not.
        annualPremiumCents: chosen.rated.premium.singlePaymentCents,
        startDate,
        endDate: annualPolicyEndDate(startDate),
        documents: (policy, payment) =>
          carPolicyDocuments(documentInputOf(quote, chosen.level, chosen.rated, policy, payment)),
      };
    },
  };
}
