import {
  CAR_COVER_LEVEL_NAMES,
  CAR_COVER_TYPE_LABELS,
  carExcessScheduleText,
  CAR_EXTRA_LABELS,
  CAR_LIMITS,
  CAR_PRODUCT_FACTS,
  CAR_USE_LABELS,
  COOLING_OFF_RIGHT,
  CUSTOMER_SERVICE_HOURS,
  TITLE_LABELS,
  LICENCE_TYPE_LABELS,
  NO_CLAIMS_YEARS,
  NO_CLAIMS_YEARS_LABELS,
  PHONE,
  RELATIONSHIP_LABELS,
  carInstalmentsInWords,
  formatEuro,
  policyNumberLabel,
  policyRegistrationProblem,
  printedAddressParts,
  type CarCoverLevel,
  type CarCoverType,
  type CarExtra,
  type CarInstalmentPlan,
  type CarUse,
  type LicenceType,
  type NoClaimsYears,
  type PersonalTitleCode,
  type RelationshipToProposer,
} from '@wallet/domain';
import { formatDocumentDate, formatIssuedDate } from './document-dates.js';
import { CAR_POLICY_DOCUMENTS, CAR_PRODUCT_NAME } from './car-product-documents.js';
import {
  policyDocumentSetOf,
  cancellationFeeBlock,
  cardPaymentRows,
  directDebitMandateRows,
  documentPaymentOf,
  planAsItStandsRows,
  holderNameOf,
  paragraphBlock,
  policyDetailsBlock,
  premiumBlock,
  textBlock,
  type PolicyIdentity,
} from './policy-document-blocks.js';
import type {
  DocumentBlock,
  DocumentPayment,
  DocumentRow,
  PolicyDocumentContent,
  PolicyDocumentSet,
  PolicyPayment,
  PremiumBreakdown,
  PremiumLine,
} from './policy-documents-port.js';

/*
 * The car policy's documents at bind (car-travel-payment.md 7): the Certificate of Motor
 * Insurance, the Insurance Disc, the Policy Schedule and the No Claims Bonus Statement, composed
 * from what the car checkout knows of the bought quote.
 */

/** The bound policy's identifiers and period, as the bind stores them (the checkout's IssuedPolicy). */
export interface CarPolicyRecord {
  policyNumber: string;
  referenceNumber: string;
  quoteReference: string;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD: the last day of cover, a year less a day after the start. */
  endDate: string;
  issuedAt: Date;
}

/** The underwriter, as the documents name it. */
export interface CarUnderwriter {
  /** The insurer's code as the policy records it (RSA). */
  code: string;
  /** Its registered name, as every page and the certificate print it. */
  name: string;
}

export interface CarAddress {
  /** Address lines 1 to 3, empty ones left out when printed. */
  lines: readonly string[];
  town: string;
  county: string;
  eircode: string | null;
}

/** A person insured to drive the car. */
export interface CarDriver {
  title: PersonalTitleCode;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  licenceType: LicenceType;
}

/** The policyholder: the main driver of the car (the quote's main_driver). */
export interface CarPolicyholder extends CarDriver {
  /** The correspondence address: the postal address when it differs from the home address. */
  address: CarAddress;
}

export interface CarAdditionalDriver extends CarDriver {
  relationshipToProposer: RelationshipToProposer;
}

/** The car as the registration lookup (or the manual search) found it. */
export interface CarVehicle {
  /** The plate in the Irish format, e.g. '191-D-12345': never a code in its place. */
  registration: string;
  make: string;
  model: string;
  version: string;
  year: number;
  engineCc: number;
  fuel: string;
}

/** An extra the customer chose on the view quote, at its price in the premium. */
export interface CarChosenExtra {
  extra: CarExtra;
  amountCents: number;
}

/**
 * car-travel-payment.md 3, the car premium details of the level bought, in cents: the rating's
 * premium as the car insurer port gives it (its CarPremium) is one. A discount is the amount
 * taken off, so it is positive.
 */
export interface CarPremiumFigures {
  /** total_no_claims_discount */
  totalNoClaimsDiscountCents: number;
  /** total_payment_after_no_claims_discount */
  totalPaymentAfterNoClaimsDiscountCents: number;
  /** total_bank_discount */
  totalBankDiscountCents: number;
  /** total_bank_discount_percentage, e.g. 10 */
  totalBankDiscountPercentage: number;
  /** total_payment_after_bank_discount */
  totalPaymentAfterBankDiscountCents: number;
  /** premium_optional_extras: the extras chosen, each once, at their price. */
  premiumOptionalExtras: readonly CarChosenExtra[];
  /** single_payment: the annual premium, extras and levy included; what a card pays at once. */
  singlePaymentCents: number;
  /** direct_debit_amount: each direct debit but the last. */
  directDebitAmountCents: number;
  /** card_deposit_amount: two months, paid by card when buying. */
  cardDepositAmountCents: number;
  /** total_annual_charge_for_payments_by_installment: the credit charge of paying monthly. */
  totalAnnualChargeForPaymentsByInstallmentCents: number;
  /** total_if_paid_by_installment: the single payment and the credit charge. */
  totalIfPaidByInstallmentCents: number;
  /** government_levy */
  governmentLevyCents: number;
  /** The monthly plan of the total if paid by instalment (carInstalmentPlan). */
  instalments: CarInstalmentPlan;
}

/** Everything the car documents print, as the car checkout hands it over at bind. */
export interface CarPolicyDocumentInput {
  policy: CarPolicyRecord;
  insurer: CarUnderwriter;
  policyholder: CarPolicyholder;
  vehicle: CarVehicle;
  coverType: CarCoverType;
  coverLevel: CarCoverLevel;
  use: CarUse;
  additionalDrivers: readonly CarAdditionalDriver[];
  /**
   * The years of no claims discount the premium was given for: those declared, stepped back for
   * the claims declared (the rating's working.noClaimsYears). 5 stands for five or more.
   */
  noClaimsYears: NoClaimsYears;
  premium: CarPremiumFigures;
  /** How the policy was paid, as the bind records it. */
  payment: PolicyPayment;
}

const PRIVATE_USE =
  'Use for social, domestic and pleasure purposes and for travelling to and from a permanent place of work';

/** The certificate's limitations as to use, by the use the customer declared. */
const USE_ALLOWED: Record<CarUse, string> = {
  PERSONAL_ONLY: `${PRIVATE_USE}.`,
  OWN_BUSINESS: `${PRIVATE_USE}, and by the policyholder in person for their own business.`,
  EMPLOYERS_BUSINESS: `${PRIVATE_USE}, and by the policyholder in person for their employer's business.`,
  COMMERCIAL_USE: `${PRIVATE_USE}, and for the business of the policyholder, including deliveries, hire and taxi work.`,
};

function limitationsAsToUse(use: CarUse): string {
  const forHire = use === 'COMMERCIAL_USE' ? '' : ', use for hire or reward';
  return `${USE_ALLOWED[use]} The policy does not cover racing, rallies, competitions, pace-making or speed testing, use on a racetrack${forHire}, or use for any purpose of the motor trade.`;
}

const nameOf = (driver: CarDriver) =>
  holderNameOf({
    title: TITLE_LABELS[driver.title],
    firstName: driver.firstName,
    lastName: driver.lastName,
  });

const describeDriver = (driver: CarDriver) =>
  `${nameOf(driver)}, born ${formatDocumentDate(driver.dateOfBirth)}\n${LICENCE_TYPE_LABELS[driver.licenceType]}`;

const vehicleDescription = (vehicle: CarVehicle) =>
  `${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.version}`;

const coverName = (input: CarPolicyDocumentInput) =>
  `${CAR_COVER_LEVEL_NAMES[input.coverLevel]} ${CAR_COVER_TYPE_LABELS[input.coverType].toLowerCase()} cover`;

const chosenExtras = (input: CarPolicyDocumentInput) => input.premium.premiumOptionalExtras;

const isNcdProtected = (input: CarPolicyDocumentInput) =>
  chosenExtras(input).some((chosen) => chosen.extra === 'ncdProtection');

const table = (title: string, rows: DocumentRow[], emptyText?: string): DocumentBlock => ({
  kind: 'table',
  title,
  rows,
  ...(emptyText ? { emptyText } : {}),
});

/**
 * The premium as the quote's figures state it, checked: each step follows from the one before,
 * so the lines printed add up to the total printed. A record that disagrees with itself is a bug
 * upstream, never printed as if it agreed.
 */
function premiumOf(input: CarPolicyDocumentInput): PremiumBreakdown {
  const premium = input.premium;
  const extras = chosenExtras(input);
  const extrasCents = extras.reduce((sum, chosen) => sum + chosen.amountCents, 0);
  if (
    premium.totalPaymentAfterNoClaimsDiscountCents - premium.totalBankDiscountCents !==
    premium.totalPaymentAfterBankDiscountCents
  ) {
    throw new RangeError('The premium after the bank discount does not follow from its discount');
  }
  if (
    premium.totalPaymentAfterBankDiscountCents + extrasCents + premium.governmentLevyCents !==
    premium.singlePaymentCents
  ) {
    throw new RangeError('The single payment is not the premium, the extras and the levy');
  }
  const lines: PremiumLine[] = [
    {
      label: `Premium for ${coverName(input).toLowerCase()}`,
      amountCents:
        premium.totalPaymentAfterNoClaimsDiscountCents + premium.totalNoClaimsDiscountCents,
    },
  ];
  if (premium.totalNoClaimsDiscountCents > 0) {
    lines.push({
      label: `No claims discount (${NO_CLAIMS_YEARS_LABELS[input.noClaimsYears]})`,
      amountCents: -premium.totalNoClaimsDiscountCents,
    });
  }
  if (premium.totalBankDiscountCents > 0) {
    lines.push({
      label: `Bank customer discount (${premium.totalBankDiscountPercentage}%)`,
      amountCents: -premium.totalBankDiscountCents,
    });
  }
  for (const chosen of extras) {
    lines.push({ label: CAR_EXTRA_LABELS[chosen.extra], amountCents: chosen.amountCents });
  }
  lines.push({ label: 'Government levy', amountCents: premium.governmentLevyCents });
  return {
    lines,
    totalLabel: 'Total annual premium (including government levy)',
    totalCents: premium.singlePaymentCents,
  };
}

/** The monthly plan, checked against the premium's own monthly figures. */
function monthlyPlanOf(premium: CarPremiumFigures): CarInstalmentPlan {
  const plan = premium.instalments;
  if (plan.totalCents !== premium.totalIfPaidByInstallmentCents) {
    throw new RangeError('The monthly plan does not collect the total if paid by instalments');
  }
  if (
    plan.depositCents !== premium.cardDepositAmountCents ||
    plan.monthlyCents !== premium.directDebitAmountCents
  ) {
    throw new RangeError('The monthly plan is not the deposit and direct debits quoted');
  }
  if (
    premium.totalIfPaidByInstallmentCents - premium.singlePaymentCents !==
    premium.totalAnnualChargeForPaymentsByInstallmentCents
  ) {
    throw new RangeError('The charge for instalments is not their total less the single payment');
  }
  return plan;
}

function paymentBlock(payment: DocumentPayment, input: CarPolicyDocumentInput): DocumentBlock {
  const premium = input.premium;
  if (payment.method === 'card') {
    return table('Payment', cardPaymentRows(payment, premium.singlePaymentCents));
  }
  // An endorsement: the deposit and debits as the changes left them, not a plan of the premium.
  if (payment.planAsItStands) {
    return table('Payment', [
      { label: 'Payment method', value: 'Card deposit, then monthly direct debit' },
      ...directDebitMandateRows(payment),
      ...planAsItStandsRows(payment.planAsItStands),
    ]);
  }
  return table('Payment', [
    { label: 'Payment method', value: 'Card deposit, then monthly direct debit' },
    ...directDebitMandateRows(payment),
    { label: 'Instalments', value: carInstalmentsInWords(premium.instalments) },
    {
      label: 'Charge for paying by instalments',
      value: formatEuro(premium.totalAnnualChargeForPaymentsByInstallmentCents),
    },
    {
      label: 'Total if paid by instalments',
      value: formatEuro(premium.totalIfPaidByInstallmentCents),
    },
  ]);
}

/** How the policy was paid, as a document may print it: the direct debits are the quote's plan. */
function documentPaymentOfCar(input: CarPolicyDocumentInput): DocumentPayment {
  return documentPaymentOf(input.payment, monthlyPlanOf(input.premium).directDebits);
}

function driversRows(input: CarPolicyDocumentInput): DocumentRow[] {
  return [
    { label: 'Main driver (the policyholder)', value: describeDriver(input.policyholder) },
    ...input.additionalDrivers.map((driver) => ({
      label: `Named driver (${RELATIONSHIP_LABELS[driver.relationshipToProposer]})`,
      value: describeDriver(driver),
    })),
  ];
}

function vehicleRows(vehicle: CarVehicle): DocumentRow[] {
  return [
    { label: 'Registration', value: vehicle.registration },
    { label: 'Make and model', value: `${vehicle.make} ${vehicle.model} ${vehicle.version}` },
    { label: 'Year', value: String(vehicle.year) },
    { label: 'Engine size', value: `${vehicle.engineCc.toLocaleString('en-IE')} cc` },
    { label: 'Fuel', value: vehicle.fuel },
  ];
}

const contactRows = (): DocumentRow[] => [
  { label: 'Claims', value: `${PHONE.carClaims} (${CUSTOMER_SERVICE_HOURS})` },
  { label: 'Breakdown assistance', value: `${PHONE.breakdownFreephone} (freephone)` },
  { label: 'Changing your policy', value: PHONE.carAmend },
];

function certificate(
  input: CarPolicyDocumentInput,
  identity: PolicyIdentity,
): PolicyDocumentContent {
  const { policy, vehicle } = input;
  const drivers = [
    `${nameOf(input.policyholder)} (the policyholder)`,
    ...input.additionalDrivers.map(nameOf),
  ];
  return {
    name: 'motor-certificate',
    ...CAR_POLICY_DOCUMENTS['motor-certificate'],
    title: CAR_POLICY_DOCUMENTS['motor-certificate'].displayName,
    blocks: [
      table('Certificate', [
        { label: identity.policyNumberLabel, value: policy.policyNumber },
        { label: 'Registration mark of the vehicle', value: vehicle.registration },
        { label: 'Description of the vehicle', value: vehicleDescription(vehicle) },
        { label: 'Name of the policyholder', value: identity.holderName },
        {
          label: 'Effective date of the commencement of insurance',
          value: formatDocumentDate(policy.startDate),
        },
        { label: 'Date of expiry of insurance', value: formatDocumentDate(policy.endDate) },
        {
          label: 'Persons entitled to drive',
          value: `${drivers.join('\n')}\nEach provided they hold a licence to drive the vehicle, or have held one and are not disqualified from holding or obtaining one.`,
        },
        { label: 'Limitations as to use', value: limitationsAsToUse(input.use) },
        { label: 'Date issued', value: formatIssuedDate(policy.issuedAt) },
      ]),
      paragraphBlock({
        heading: 'Certification',
        text: `We hereby certify that the policy to which this certificate relates satisfies the requirements of the relevant law applicable in Ireland, and, while the vehicle is used in another member state of the European Union or of the European Economic Area, in Switzerland, Great Britain, Northern Ireland, the Isle of Man or the Channel Islands, the law on compulsory motor insurance of that country.`,
      }),
      textBlock(`Signed for and on behalf of ${input.insurer.name}, authorised insurer.`),
      paragraphBlock({
        heading: 'About this certificate',
        text: `This certificate is the evidence of insurance the Road Traffic Acts require. It is not the policy: your Policy Schedule and the policy wording set out your cover in full. Keep it safe, as a member of An Garda Síochána may ask you to produce it. Display your Insurance Disc on the windscreen whenever the car is in a public place.`,
      }),
    ],
  };
}

function disc(input: CarPolicyDocumentInput, identity: PolicyIdentity): PolicyDocumentContent {
  const { policy } = input;
  return {
    name: 'motor-disc',
    ...CAR_POLICY_DOCUMENTS['motor-disc'],
    title: CAR_POLICY_DOCUMENTS['motor-disc'].displayName,
    blocks: [
      textBlock(
        `The law requires this disc to be displayed on the car whenever it is in a public place. Print this page, cut the disc out along the dotted line and fix it to the inside of the windscreen, on the passenger side, where it can be read from outside.`,
      ),
      textBlock(
        `If the disc is lost or damaged, or your car's registration changes, call us on ${PHONE.carAmend} for a new one.`,
      ),
    ],
    disc: {
      heading: input.insurer.name,
      emphasis: input.vehicle.registration,
      rows: [
        { label: identity.policyNumberLabel, value: policy.policyNumber },
        { label: 'Valid from', value: formatDocumentDate(policy.startDate) },
        { label: 'Expires', value: formatDocumentDate(policy.endDate) },
      ],
    },
  };
}

function schedule(
  input: CarPolicyDocumentInput,
  identity: PolicyIdentity,
  payment: DocumentPayment,
): PolicyDocumentContent {
  const holder = input.policyholder;
  return {
    name: 'motor-schedule',
    ...CAR_POLICY_DOCUMENTS['motor-schedule'],
    title: CAR_POLICY_DOCUMENTS['motor-schedule'].displayName,
    blocks: [
      policyDetailsBlock(identity),
      // The policyholder's name heads 'Your policy'; their date of birth is the main driver's.
      table('Policyholder', [
        {
          label: 'Address',
          value: printedAddressParts({
            lines: holder.address.lines,
            town: holder.address.town,
            county: holder.address.county,
            eircode: holder.address.eircode,
          }).join('\n'),
        },
      ]),
      table('Your car', vehicleRows(input.vehicle)),
      table('Your cover', [
        { label: 'Cover type', value: CAR_COVER_TYPE_LABELS[input.coverType] },
        { label: 'Cover level', value: CAR_COVER_LEVEL_NAMES[input.coverLevel] },
        { label: 'Use of the car', value: CAR_USE_LABELS[input.use] },
        {
          label: 'No claims discount',
          value: `${NO_CLAIMS_YEARS_LABELS[input.noClaimsYears]}${isNcdProtected(input) ? ', protected' : ''}`,
        },
        { label: 'Excess', value: carExcessScheduleText(input.coverType) },
      ]),
      table('Drivers', driversRows(input)),
      table(
        'Optional extras',
        chosenExtras(input).map((chosen) => ({
          label: CAR_EXTRA_LABELS[chosen.extra],
          value: formatEuro(chosen.amountCents),
          style: { alignValue: 'right' as const },
        })),
        'No optional extras were chosen.',
      ),
      premiumBlock(premiumOf(input)),
      paymentBlock(payment, input),
      table('Claims and help', contactRows()),
      paragraphBlock({ heading: 'Your right to cancel', text: COOLING_OFF_RIGHT }),
      cancellationFeeBlock(CAR_PRODUCT_FACTS.leavingTerms(null).feeCents),
    ],
  };
}

const TOP_NO_CLAIMS_YEARS = NO_CLAIMS_YEARS[NO_CLAIMS_YEARS.length - 1]!;
const STEP_BACK_YEARS = CAR_LIMITS.ncdStepBackYearsPerClaim;

/** The years a discount of `years` steps back to after `claims` claims, in words. */
function yearsAfterClaims(years: NoClaimsYears, claims: number): string {
  const left = Math.max(0, years - STEP_BACK_YEARS * claims);
  if (left === 0) return NO_CLAIMS_YEARS_LABELS[0];
  // The top band is 'five or more': what is left of it is a floor, not a count.
  const count = left === 1 ? '1 year' : `${left} years`;
  return years === TOP_NO_CLAIMS_YEARS ? `At least ${count}` : count;
}

/** The step-back from the years earned, claim by claim, until none is left. */
function stepBackRows(years: NoClaimsYears): DocumentRow[] {
  const rows: DocumentRow[] = [];
  const inWords = ['one claim', 'two claims', 'three claims'];
  for (
    let claims = 1;
    claims <= CAR_LIMITS.maxClaims && years - STEP_BACK_YEARS * (claims - 1) > 0;
    claims += 1
  ) {
    rows.push({ label: `After ${inWords[claims - 1]}`, value: yearsAfterClaims(years, claims) });
  }
  return rows;
}

function noClaimsBonusStatement(
  input: CarPolicyDocumentInput,
  identity: PolicyIdentity,
): PolicyDocumentContent {
  const isProtected = isNcdProtected(input);
  const stepBack = `each claim made during the period of insurance reduces your no claims discount by ${STEP_BACK_YEARS} years, to no less than none`;
  return {
    name: 'motor-ncb-statement',
    ...CAR_POLICY_DOCUMENTS['motor-ncb-statement'],
    title: CAR_POLICY_DOCUMENTS['motor-ncb-statement'].displayName,
    blocks: [
      policyDetailsBlock(identity),
      table('Your no claims discount', [
        { label: 'Policyholder', value: identity.holderName },
        {
          label: 'Vehicle',
          value: `${input.vehicle.registration}, ${vehicleDescription(input.vehicle)}`,
        },
        {
          label: 'Years of no claims discount',
          value: NO_CLAIMS_YEARS_LABELS[input.noClaimsYears],
        },
        {
          label: 'No claims discount on this policy',
          value: formatEuro(input.premium.totalNoClaimsDiscountCents),
        },
        {
          label: CAR_EXTRA_LABELS.ncdProtection,
          value: isProtected ? 'Protected' : 'Not protected',
        },
      ]),
      isProtected
        ? paragraphBlock({
            heading: 'How a claim affects your discount',
            text: `You chose ${CAR_EXTRA_LABELS.ncdProtection}: a claim made during the period of insurance does not reduce your no claims discount. Without it, ${stepBack}.`,
          })
        : paragraphBlock({
            heading: 'How a claim affects your discount',
            text: `Your no claims discount is not protected: ${stepBack} (the step-back).`,
          }),
      ...(isProtected
        ? []
        : [
            table(
              'Your discount at renewal after a claim in this period',
              stepBackRows(input.noClaimsYears),
              'You have no years of no claims discount, so a claim cannot reduce it.',
            ),
          ]),
      paragraphBlock({
        heading: 'About this statement',
        text: `This statement sets out the no claims discount this policy was priced with, from the years you told us of when you bought it. When the policy ends, ask us for a statement of the years earned on it: another insurer will ask to see one. Call us on ${PHONE.servicesTeam} (${CUSTOMER_SERVICE_HOURS}).`,
      }),
    ],
  };
}

/** The car documents of a bound policy: certificate, disc, schedule and no claims statement. */
export function carPolicyDocuments(input: CarPolicyDocumentInput): PolicyDocumentSet {
  // Decision 0028: the certificate and the disc carry the car's registration, never a code.
  const registrationProblem = policyRegistrationProblem(input.vehicle.registration);
  if (registrationProblem) {
    throw new Error(
      `The car's policy documents carry its registration, and "${input.vehicle.registration}" is none: ${registrationProblem}`,
    );
  }
  const { policy, insurer } = input;
  const identity: PolicyIdentity = {
    ...policy,
    policyNumberLabel: policyNumberLabel('car'),
    insurerName: insurer.name,
    holderName: nameOf(input.policyholder),
  };
  const payment = documentPaymentOfCar(input);
  return policyDocumentSetOf({
    productName: CAR_PRODUCT_NAME,
    insurer,
    policy: identity,
    documents: [
      certificate(input, identity),
      disc(input, identity),
      schedule(input, identity, payment),
      noClaimsBonusStatement(input, identity),
    ],
  });
}
