/**
 * The demo customer's home, car and travel policies as a purchase makes them: each priced by the
 * insurer's rating engine from a quote of the customer's own answers, paid for with a payment
 * that froze that quote, and issued with the documents the product's model makes from it.
 */
import {
  DIRECT_DEBIT_CARD_TYPE,
  HOUSEHOLD_QUESTIONS,
  TRIP_TYPES,
  annualPolicyEndDate,
  monthlyInstalmentPlan,
  productFactsOfPolicyType,
  type ClaimPayload,
  type HomeQuoteRequest,
  type CarQuoteRequest,
  type TravelQuoteRequest,
  MARKETING_CONSENT_DEFAULTS,
  type MarketingConsent,
} from '@wallet/domain';
import { RsaCarEngine } from '../adapters/insurers/rsa-car-engine.js';
import { createCarCheckoutProduct, createCarQuotesService } from '../modules/car/index.js';
import { createVehicleCatalogue } from '../modules/vehicles/index.js';
import { createPdfPolicyDocuments } from '../adapters/documents/pdf-policy-documents.js';
import type { PolicyPayment } from '../adapters/documents/policy-documents-port.js';
import { FbdHomeEngine } from '../adapters/insurers/fbd-home-engine.js';
import { RsaHomeEngine } from '../adapters/insurers/rsa-home-engine.js';
import { ChubbTravelEngine } from '../adapters/insurers/chubb-travel-engine.js';
import { createDemoStaffDirectory } from '../adapters/staff-directory/demo-staff-directory.js';
import { createCheckoutProducts, directDebitPaymentOf } from '../modules/checkout/index.js';
import {
  createHomeCheckoutProduct,
  createHomeDiscounts,
  createHomeQuotesService,
} from '../modules/home/index.js';
import { issuePolicyDocuments } from '../modules/documents/index.js';
import {
  createTravelCheckoutProduct,
  createTravelQuotesService,
  quotedChoiceOf,
  travelChoiceOf,
} from '../modules/travel/index.js';
import type { Repositories } from '../repository-types.js';
import type { QuoteSnapshot } from '../db/schema.js';
import type { BuyDemoPolicies, DemoCustomer, DemoPolicy } from './demo-customer.js';

/** The marketing choices the demo customer gave at each purchase (issue 45's account page). */
const DEMO_MARKETING: Record<'HOME' | 'MOTOR' | 'TRAVEL', MarketingConsent> = {
  HOME: { ...MARKETING_CONSENT_DEFAULTS, consent: true, email: true, post: true },
  MOTOR: { ...MARKETING_CONSENT_DEFAULTS, consent: true, email: true, analyzeTransaction: true },
  TRAVEL: MARKETING_CONSENT_DEFAULTS,
};

/** How the demo customer paid: by card, as travel always is and home may be. */
export const DEMO_CARD: PolicyPayment = { method: 'card', cardBrand: 'VISA', last4: '4242' };

/** How the demo customer pays for her home: monthly, by direct debit, renewing by itself. */
const DEMO_MANDATE = {
  accountHolder: 'Aoife Murphy',
  iban: 'IE29AIBK93115212345678',
  bic: 'AIBKIE2D',
  collectionDay: 8,
};

/**
 * The demo home's four earlier years with RSA, oldest first, each renewed by the next: premiums
 * that moved year by year, one paid claim, and one mid-term change (its annualised premium), so
 * the renewal notice's five-year schedule has something to show (CICA 2019 s.12).
 */
const DEMO_HOME_HISTORY = [
  {
    yearsBefore: 4,
    policyNumber: 'BHH0031546',
    referenceNumber: 'HQ-07300118',
    policyId: 'POL-H-3B8E52',
    premiumCents: 41_250,
  },
  {
    yearsBefore: 3,
    policyNumber: 'BHH0035208',
    referenceNumber: 'HQ-08100264',
    policyId: 'POL-H-4D1C90',
    premiumCents: 43_780,
    claim: { daysIn: 152, peril: 'Escape of water', paidCents: 186_000 },
  },
  {
    yearsBefore: 2,
    policyNumber: 'BHH0038873',
    referenceNumber: 'HQ-08900347',
    policyId: 'POL-H-5A7F13',
    premiumCents: 49_960,
  },
  {
    yearsBefore: 1,
    policyNumber: 'BHH0040619',
    referenceNumber: 'HQ-09600402',
    policyId: 'POL-H-6E2B48',
    premiumCents: 47_420,
    // Contents cover raised mid-term: the premium for the year's last cover, annualised.
    annualisedPremiumCents: 51_130,
  },
] as const;

const yearsBefore = (isoDate: string, years: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
};
const daysAfter = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const HOLDER = {
  dateOfBirth: '1986-04-17',
  phone: '0871234567',
  address: {
    address_line1: '14 Seaview Terrace',
    address_line2: 'Sandymount',
    town: 'Dublin 4',
    county: 'Dublin',
  },
  eircode: 'D04 X2Y3',
};

function homeRequest(
  customer: DemoCustomer,
  startDate: string,
  history: { claims: ClaimPayload[]; claimFreeYears: number },
): HomeQuoteRequest {
  return {
    terms_accepted: true,
    home_quote: {
      assumptions: [{ code: 23, response: true }],
      questions: HOUSEHOLD_QUESTIONS.map((question) => ({
        code: question.code,
        response: question.expectedAnswer,
      })),
      policy_holder_details: {
        title: 'MS',
        first_name: customer.givenName,
        last_name: customer.familyName,
        primary_address: { ...HOLDER.address, post_code: HOLDER.eircode },
        mobile_phone: HOLDER.phone,
        email: customer.email,
        date_of_birth: HOLDER.dateOfBirth,
        is_boi_customer: true,
        has_boi_mortgage: false,
        has_boi_personal_loan: false,
        has_boi_motor_insurance: false,
        has_boi_pension: false,
        first_time_buyer: false,
        mortgage_provider: 1,
      },
      cover_details: {
        start_date: startDate,
        buildings_amount: 320_000,
        contents_amount: 45_000,
        unspecified_personal_items_amount: 0,
        specified_items: [],
        risk_address: {
          ...HOLDER.address,
          post_code: HOLDER.eircode,
          cover_type: 'ownLive',
          dwelling_type: 'Owner Occupied',
          proposer_type: 'Not applicable',
          home_type: 'Terraced',
          year_of_construction: 1925,
          has_been_re_wired: true,
          num_bedrooms: 3,
          num_bathrooms: 1,
          heating_type: 'Gas',
          alarm_type: 'Registered installer but is not monitored',
          num_smoke_alarms: 3,
          listed_or_protected: false,
          operational_locks: true,
          roof_tile: true,
          un_occupied: false,
          claims_details: history.claims,
          additional_policy_holders_details: [],
          ncd_num_years: history.claimFreeYears,
        },
      },
    },
  } as HomeQuoteRequest;
}

function travelRequest(customer: DemoCustomer, startDate: string): TravelQuoteRequest {
  return {
    product: 'TRAVEL',
    version: '1.0',
    honeypot_value: '',
    data_protection_consent: true,
    chubb_tob_consent: true,
    travel_quote: {
      carrier_id: 'CHUBB',
      channel: 'web',
      promotion_code: '',
      policy_holder_details: {
        title: 'MS',
        first_name: customer.givenName,
        last_name: customer.familyName,
        gender: 'FEMALE',
        date_of_birth: HOLDER.dateOfBirth,
        address: { ...HOLDER.address, eircode: HOLDER.eircode },
        postal_address: null,
        mobile_phone: HOLDER.phone,
        email: customer.email,
        employment_status: 'EMP',
        occupation: 'TEA',
        number_of_children: 0,
        boi_customer: true,
        has_boi_house_policy: true,
      },
      date_of_travel: startDate,
      cover_details: {
        user_type: 'ONLINE_CUSTOMER',
        trip_type: TRIP_TYPES.annualMultiTrip,
        start_date: startDate,
        end_date: null,
        cover_days: 365,
        destination_zone_id: 1,
        destination_country: null,
        insured_person_type: 1,
        addons_selected: [],
      },
      additional_holder_details: [],
      additional_questions: [],
    },
  } as unknown as TravelQuoteRequest;
}

/** The demo customer's 2019 Toyota Corolla, Popular comprehensive cover, by card. */
function carRequest(customer: DemoCustomer, startDate: string): CarQuoteRequest {
  const address = { ...HOLDER.address, eircode: HOLDER.eircode };
  return {
    product: 'MOTOR',
    version: '1.0',
    honeypot_value: '',
    motor_quote: {
      carrier_id: 'RSA',
      created_by: 'ONLINE_CUSTOMER',
      quote_mode: 'ONLINE',
      quote_status: 'Incomplete',
      main_driver: {
        title: 'MS',
        first_name: customer.givenName,
        last_name: customer.familyName,
        gender: 'FEMALE',
        email: customer.email,
        date_of_birth: HOLDER.dateOfBirth,
        mobile_phone: HOLDER.phone,
        employment_status: 'EMPLOYED',
        occupation: 'TEA',
        license_type: 'FULL_IRISH',
        driving_experience: 'IRELAND_OR_UK',
        license_years: 15,
        license_issue_country: 'IE',
        driving_test: true,
        boi_customer: true,
        has_boi_house_policy: true,
        ncb_year_on_other_policy: 5,
        primary_address: address,
        postal_address: null,
        claims: [],
        data_protection_consent: true,
        penalty_details: [],
      },
      cover_details: {
        start_date: startDate,
        type: 'COMPREHENSIVE',
        premium: 20,
        product_selected: 'popular',
        excess_amount: 10,
        disqualified: false,
        driving_exp_type: '1-X',
        vehicle_details: {
          registration: '191-D-12345',
          abi_code: '32010500',
          make: 'Toyota',
          model: 'Corolla',
          year: 2019,
          version: '1.8 Hybrid Luna 5dr Auto',
          fuel: 'HYBRID',
          cc: 1798,
          risk: 14,
          value: 19_500,
          use: 'PERSONAL_ONLY',
          km_per_year: 'AVERAGE',
          years_owned_vehicle: 'UP_TO_3_YEARS',
        },
        risk_address: address,
        optional_extras: [],
      },
      additional_drivers: [],
      discount_breakdowns: [],
      assumptions: {
        disability_reported: true,
        no_refusals: true,
        registered_to_you_or_spouse: true,
        no_modifications: true,
        accepted_terms_and_conditions: true,
      },
    },
  };
}

/** A week before the policy starts, mid-morning: when the demo customer bought it. */
function purchaseTimeOf(startDate: string): Date {
  return new Date(Date.parse(`${startDate}T10:30:00Z`) - 7 * 86_400_000);
}

/**
 * Seeds one home and one travel policy of the demo customer, with their quotes, payments and
 * documents. Idempotent: a policy already there is left as it is.
 */
export const seedDemoBoughtPolicies: BuyDemoPolicies = async (
  repositories: Repositories,
  customer: DemoCustomer,
  policies: Parameters<BuyDemoPolicies>[2],
): Promise<void> => {
  const historyNumbers = policies.homeHistory ?? DEMO_HOME_HISTORY;
  const existing = new Set(
    (await repositories.policies.listOfOwner(customer.id)).map((policy) => policy.policyId),
  );
  const owner = { userId: customer.id, visitorKeyHash: null };
  const homeDiscounts = createHomeDiscounts({
    staffDirectory: createDemoStaffDirectory(),
    flags: repositories.flags,
    accounts: repositories.users,
  });
  const servicesAt = (now: Date) => ({
    home: createHomeQuotesService({
      repositories,
      insurers: [new RsaHomeEngine(), new FbdHomeEngine()],
      clock: () => now,
      timeoutMs: 10_000,
      discounts: homeDiscounts,
    }),
    travel: createTravelQuotesService({
      repositories,
      insurer: new ChubbTravelEngine(),
      clock: () => now,
      timeoutMs: 10_000,
    }),
    motor: createCarQuotesService({
      repositories,
      insurer: new RsaCarEngine(),
      vehicles: createVehicleCatalogue(),
      clock: () => now,
      timeoutMs: 10_000,
    }),
  });
  const now = servicesAt(new Date());
  const products = createCheckoutProducts([
    createHomeCheckoutProduct({
      homeQuotes: repositories.homeQuotes,
      homeQuotesService: now.home,
      discounts: homeDiscounts,
      renewalOffers: repositories.renewalViews,
    }),
    createTravelCheckoutProduct({
      travelQuotes: repositories.travelQuotes,
      travelQuotesService: now.travel,
    }),
    createCarCheckoutProduct({
      carQuotes: repositories.carQuotes,
      carQuotesService: now.motor,
    }),
  ]);
  const documents = createPdfPolicyDocuments();
  const records = repositories.policyDocuments;

  async function issue(
    policyType: 'HOME' | 'MOTOR' | 'TRAVEL',
    seeded: DemoPolicy,
    quoteId: string,
    snapshot: QuoteSnapshot,
    purchasedAt: Date,
    home?: { renewalOfPolicyId: string },
  ) {
    const toIssue = products.of(policyType).policyToIssue(snapshot);
    if (!toIssue) throw new Error(`The demo ${policyType} quote was not priced`);
    // The home is paid monthly by direct debit (and renews by itself); the others by card.
    const plan = home ? monthlyInstalmentPlan(snapshot.priceCents) : undefined;
    const payment = await records.insertPaymentIfAbsent({
      idempotencyKey: `demo-purchase:${seeded.policyId}`,
      quoteId,
      userId: customer.id,
      amountCents: snapshot.priceCents,
      ...(plan
        ? {
            method: 'direct_debit' as const,
            status: 'authorised' as const,
            cardBrand: DIRECT_DEBIT_CARD_TYPE,
            collectionDay: DEMO_MANDATE.collectionDay,
            installmentsNumber: plan.instalments,
            instalmentCents: plan.instalmentCents,
          }
        : {
            method: 'card' as const,
            status: 'captured' as const,
            cardBrand: 'VISA',
            // Taken on the card sandbox like any charge, so it can be refunded like one.
            gatewayReference: await repositories.cardSandbox.recordCapturedCharge({
              captureKey: `demo-purchase:${seeded.policyId}`,
              accountId: productFactsOfPolicyType(policyType).cardAccountId,
              amountCents: snapshot.priceCents,
              cardBrand: 'VISA',
              last4: '4242',
              cardHolderName: `${customer.givenName} ${customer.familyName}`,
              capturedAt: purchasedAt,
            }),
          }),
      quoteSnapshot: snapshot,
      createdAt: purchasedAt,
      updatedAt: purchasedAt,
    });
    if (plan) await repositories.renewalOffers.insertMandateIfAbsent(payment.id, DEMO_MANDATE);
    const policy = {
      policyType,
      referenceNumber: seeded.referenceNumber,
      policyNumber: seeded.policyNumber,
      policyId: seeded.policyId,
      ownerUserId: customer.id,
      quoteId,
      insurer: toIssue.insurer,
      startDate: toIssue.startDate,
      endDate: toIssue.endDate,
      premiumCents: payment.amountCents,
      ...(home ? { renewalOfPolicyId: home.renewalOfPolicyId, autoRenew: true } : {}),
      createdAt: purchasedAt,
      updatedAt: purchasedAt,
    };
    await repositories.policies.insertIfAbsent(policy);
    await records.markQuoteBound(quoteId);
    await repositories.marketingChoices.giveIfAbsent(
      customer.id,
      policyType,
      DEMO_MARKETING[policyType],
      purchasedAt,
    );
    const [stored] = (await repositories.policies.listOfOwner(customer.id)).filter(
      (row) => row.policyId === seeded.policyId,
    );
    await issuePolicyDocuments(
      { products, documents, records },
      { ...stored!, policyType },
      payment,
      plan ? directDebitPaymentOf(payment, DEMO_MANDATE) : DEMO_CARD,
      purchasedAt,
    );
  }

  /** The demo home's earlier years (renewed, with RSA), oldest first; the last one's row id. */
  async function seedHomeHistory(currentStart: string): Promise<string> {
    let renewalOfPolicyId: string | null = null;
    for (const [index, demoYear] of DEMO_HOME_HISTORY.entries()) {
      const numbers = historyNumbers[index]!;
      const year = {
        ...demoYear,
        policyNumber: numbers.policyNumber,
        referenceNumber: numbers.referenceNumber,
        policyId: numbers.policyId,
      };
      const startDate = yearsBefore(currentStart, year.yearsBefore);
      const madeAt = new Date(Date.parse(`${startDate}T10:30:00Z`) - 7 * 86_400_000);
      await repositories.policies.insertIfAbsent({
        policyType: 'HOME',
        referenceNumber: year.referenceNumber,
        policyNumber: year.policyNumber,
        policyId: year.policyId,
        ownerUserId: customer.id,
        insurer: 'RSA',
        startDate,
        endDate: annualPolicyEndDate(startDate),
        premiumCents: year.premiumCents,
        annualisedPremiumCents:
          'annualisedPremiumCents' in year ? year.annualisedPremiumCents : null,
        status: 'renewed',
        renewalOfPolicyId,
        createdAt: madeAt,
        updatedAt: madeAt,
      });
      const row = await repositories.renewalOffers.policyByPolicyId(year.policyId);
      if (!row) throw new Error(`The demo home year ${year.policyId} was not stored`);
      if ('claim' in year && (await repositories.renewalOffers.claimCountOf(row.id)) === 0) {
        await repositories.renewalOffers.recordClaims([
          {
            policyId: row.id,
            claimDate: daysAfter(startDate, year.claim.daysIn),
            peril: year.claim.peril,
            paidCents: year.claim.paidCents,
          },
        ]);
      }
      renewalOfPolicyId = row.id;
    }
    return renewalOfPolicyId!;
  }

  /** The claims the demo home's quote declares, and the claim-free years since the last. */
  function homeClaimsHistory(currentStart: string) {
    const claims: ClaimPayload[] = DEMO_HOME_HISTORY.flatMap((year) =>
      'claim' in year
        ? [
            {
              claim_type: year.claim.peril,
              claim_date: daysAfter(yearsBefore(currentStart, year.yearsBefore), year.claim.daysIn),
              claim_status: 'Settled' as const,
              occurred_at: 'CURRENT_RESIDENTIAL_ADDRESS' as const,
              claim_amount: year.claim.paidCents / 100,
            },
          ]
        : [],
    );
    const lastClaimYear = Math.min(
      ...DEMO_HOME_HISTORY.filter((year) => 'claim' in year).map((year) => year.yearsBefore),
    );
    return { claims, claimFreeYears: lastClaimYear - 1 };
  }

  if (!existing.has(policies.home.policyId)) {
    const purchasedAt = purchaseTimeOf(policies.home.startDate);
    const lastYear = await seedHomeHistory(policies.home.startDate);
    const answer = await servicesAt(purchasedAt)
      .home.create(
        owner,
        homeRequest(customer, policies.home.startDate, homeClaimsHistory(policies.home.startDate)),
      )
      .catch((error: { fieldErrors?: unknown; message?: string }) => {
        throw new Error(
          `demo home quote refused: ${JSON.stringify(error.fieldErrors ?? error.message)}`,
        );
      });
    const stored = await repositories.homeQuotes.findByReference(answer.quote_reference);
    const rating = stored?.answers.ratings.find(
      (entry) => entry.insurer === 'RSA' && entry.rating.outcome === 'quoted',
    )?.rating;
    if (!stored || rating?.outcome !== 'quoted') throw new Error('RSA did not quote the demo home');
    await issue(
      'HOME',
      policies.home,
      stored.id,
      {
        quoteReference: stored.quoteReference,
        request: stored.request as unknown as Record<string, unknown>,
        answers: stored.answers as unknown as Record<string, unknown>,
        choice: rating.schemeCode,
        priceCents: rating.annualPremiumCents,
        pricedAt: stored.pricedAt.toISOString(),
      },
      purchasedAt,
      { renewalOfPolicyId: lastYear },
    );
  }

  if (policies.travel && !existing.has(policies.travel.policyId)) {
    const purchasedAt = purchaseTimeOf(policies.travel.startDate);
    const answer = await servicesAt(purchasedAt)
      .travel.create(owner, travelRequest(customer, policies.travel.startDate))
      .catch((error: { fieldErrors?: unknown; message?: string }) => {
        throw new Error(
          `demo travel quote refused: ${JSON.stringify(error.fieldErrors ?? error.message)}`,
        );
      });
    const stored = await repositories.travelQuotes.findByReference(answer.quote_reference);
    const premiumId = stored?.answers.premiumId;
    const choice = premiumId ? travelChoiceOf('AnnualMultiTrip', premiumId) : '';
    const rating = stored && quotedChoiceOf(stored, choice);
    if (!stored || !rating) throw new Error('The demo travel quote was not priced');
    await issue(
      'TRAVEL',
      policies.travel,
      stored.id,
      {
        quoteReference: stored.quoteReference,
        request: stored.request as unknown as Record<string, unknown>,
        answers: stored.answers as unknown as Record<string, unknown>,
        choice,
        priceCents: rating.premium.totalCents,
        pricedAt: stored.pricedAt.toISOString(),
      },
      purchasedAt,
    );
  }

  if (policies.motor && !existing.has(policies.motor.policyId)) {
    const purchasedAt = purchaseTimeOf(policies.motor.startDate);
    const answer = await servicesAt(purchasedAt)
      .motor.create(owner, carRequest(customer, policies.motor.startDate))
      .catch((error: { fieldErrors?: unknown; message?: string }) => {
        throw new Error(
          `demo car quote refused: ${JSON.stringify(error.fieldErrors ?? error.message)}`,
        );
      });
    const stored = await repositories.carQuotes.findByReference(answer.quote_reference);
    const popular = answer.popular;
    if (!stored || !popular) throw new Error('RSA did not quote the demo car');
    await issue(
      'MOTOR',
      policies.motor,
      stored.id,
      {
        quoteReference: stored.quoteReference,
        request: stored.request as unknown as Record<string, unknown>,
        answers: stored.answers as unknown as Record<string, unknown>,
        choice: popular.premium_id,
        priceCents: Math.round(popular.total_amount * 100),
        pricedAt: stored.pricedAt.toISOString(),
      },
      purchasedAt,
    );
  }
};
