import {
  ASSUMPTION_CODES,
  CLAIMS_LOOKBACK_YEARS,
  COOLING_OFF_RIGHT,
  CUSTOMER_SERVICE_HOURS,
  DIRECT_DEBIT_REFUND_WINDOW_WEEKS,
  FIRE_BRIGADE_CHARGES_MAX_EUR,
  HOLIDAY_HOME_LETS_PER_YEAR_THRESHOLD,
  HOLIDAY_HOME_REGULAR_USE_MIN_DAYS,
  HOME_ARRANGER,
  HOME_CANCELLATION_TERMS,
  HOME_COVER_TYPE_LABELS,
  HOME_PRODUCT_FACTS,
  HOME_OCCUPANCY_DESCRIPTIONS,
  HOME_QUOTE_MESSAGES,
  TITLE_LABELS,
  HOME_UNDERWRITERS,
  HOUSEHOLD_QUESTIONS_IN_PAGE_ORDER,
  HOUSEHOLD_TERMS_LABEL,
  MAIN_HOME_QUESTION,
  MAX_TENANTS,
  MORTGAGE_PROVIDERS,
  NO_PREVIOUS_INSURANCE,
  NO_CLAIM_YEARS,
  OTHER_TITLE_CODE,
  PERSONAL_ITEMS_EXCESS_EUR,
  PHONE,
  PRODUCT_LABELS,
  REWIRED_LOOKBACK_YEARS,
  SMOKE_DETECTOR_COUNTS,
  TENANCY_AGREEMENT_MIN_MONTHS,
  euroToCents,
  excessOptionOf,
  formatEuro,
  homeBenefitsLine,
  homeCoverOf,
  monthlyInstalmentPlan,
  homeUnderwriterOnDocuments,
  premiumInWords,
  printedAddressParts,
  isHomeCoverType,
  type ClaimLocation,
  STATEMENT_OF_FACT_DOCUMENT_NAME,
  type HomeAddonCode,
  type HomeAddressPayload,
  type HomeInsurer,
  type HomeInsurerQuote,
  type HomeQuoteRequest,
  WORDS,
  policyNumberLabel,
} from '@wallet/domain';
import { formatDocumentDate } from './document-dates.js';
import {
  cancellationFeeBlock,
  documentPaymentOf,
  holderNameOf,
  maskIban,
  paragraphBlock,
  paymentBlock,
  policyDetailsBlock,
  policyHolderBlock,
  premiumBlock,
  sectionBlock,
  textBlock,
  type PolicyIdentity,
} from './policy-document-blocks.js';
import type {
  DocumentBlock,
  DocumentParagraph,
  DocumentPayment,
  DocumentPolicyHolder,
  DocumentRow,
  DocumentSection,
  PolicyDocumentContent,
  PolicyDocumentSet,
  PolicyPayment,
  PremiumBreakdown,
} from './policy-documents-port.js';

export { maskIban };

/** The bound policy's identifiers and period, as the bind stores them. */
export interface HomePolicyRecord {
  policyNumber: string;
  referenceNumber: string;
  policyId: string;
  quoteReference: string;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD */
  endDate: string;
  issuedAt: Date;
}

export type HomePolicyPayment = PolicyPayment;

export interface HomePolicyDocumentInput {
  request: HomeQuoteRequest;
  /** The insurer quote that was bought, with the excess and extras it was last rated with. */
  quote: HomeInsurerQuote;
  /** The annual premium bought, in cents, as the insurer rated it: the schedule's total. */
  priceCents: number;
  policy: HomePolicyRecord;
  payment: HomePolicyPayment;
  selectedExtras: readonly HomeAddonCode[];
}

/** What the home documents say: the schedule, the statement of fact and the terms summary. */
export interface HomePolicyDocumentModel extends HomePolicyRecord {
  /** The product's name as the documents title it, e.g. 'Home Insurance'. */
  productName: string;
  insurer: { code: string; displayName: string };
  policyHolder: DocumentPolicyHolder;
  riskAddressLines: string[];
  /** What the policy covers, e.g. 'Buildings and contents'. */
  coverLabel: string;
  /** How the insured property is owned and used, e.g. 'Owned and lived in by you'. */
  riskUseLabel: string;
  /** Sums insured, specified items, excesses, extras: in the order they are printed. */
  scheduleSections: DocumentSection[];
  premium: PremiumBreakdown;
  payment: DocumentPayment;
  statementOfFact: DocumentSection[];
  /** The lines printed above the statement's sections (what it is, what to do if it is wrong). */
  statementOfFactIntro: string[];
  termsSummary: DocumentParagraph[];
  /** The footer of every page: who arranges the policy and who underwrites it. */
  legalText: string;
  /** Who the PDF metadata names as author: the arranger. */
  author: string;
}

const YES_NO = (answer: boolean) => (answer ? 'Yes' : 'No');

/** home.md 3: where a claim happened. The spec gives the codes only; the words are ours. */
const CLAIM_LOCATION_LABELS: Record<ClaimLocation, string> = {
  CURRENT_RESIDENTIAL_ADDRESS: 'This property',
  PREVIOUS_RESIDENTIAL_ADDRESS: 'A previous home',
  OTHER: 'Another property',
  UNSPECIFIED: 'Not specified',
};

/** home.md 3: the assumptions the Your home step asks, as the statement of fact words them. */
const ASSUMPTION_QUESTIONS: Record<number, string> = {
  [ASSUMPTION_CODES.occupiedByMember]: MAIN_HOME_QUESTION,
  [ASSUMPTION_CODES.privateLiving]: 'Is the property used for private living only?',
  [ASSUMPTION_CODES.tenancyAgreement]: `Is the tenancy registered with the Residential Tenancies Board, with a tenancy agreement of at least ${TENANCY_AGREEMENT_MIN_MONTHS} months?`,
};

const euro = (amountEur: number) => formatEuro(euroToCents(amountEur));
const insuredOrNot = (amountEur: number | null) =>
  amountEur === null || amountEur === 0 ? 'Not insured' : euro(amountEur);

/** The highest option of a count list is '8 or more', '10 or more'. */
const countLabel = (count: number, highest: number) =>
  count >= highest ? `${highest} or more` : String(count);

/** An address a part a line, the county once (printedAddressParts). */
export function addressLines(address: HomeAddressPayload): string[] {
  return printedAddressParts({
    lines: [address.address_line1, address.address_line2, address.address_line3],
    town: address.town,
    county: address.county,
    eircode: address.post_code,
  });
}

function titleOf(request: HomeQuoteRequest): string {
  const holder = request.home_quote.policy_holder_details;
  if (holder.title === OTHER_TITLE_CODE && holder.other_title) return holder.other_title;
  return TITLE_LABELS[holder.title];
}

/** The customer's own answer to the ownership question, as the statement of fact prints it. */
function coverTypeLabelOf(coverType: string): string {
  return isHomeCoverType(coverType) ? HOME_COVER_TYPE_LABELS[coverType] : coverType;
}

/** How the property is owned and used, as a schedule describes it. */
function occupancyOf(coverType: string): string {
  return isHomeCoverType(coverType) ? HOME_OCCUPANCY_DESCRIPTIONS[coverType] : coverType;
}

/** What the policy covers, from its sums insured. */
function coverOf(quote: HomeInsurerQuote): string {
  const cover = quote.cover_details_information;
  return homeCoverOf({ buildingsEur: cover.buildings_amount, contentsEur: cover.contents_amount });
}

/** A home quote's premium in words, each step once, and its one total. */
export function homePremiumBreakdown(
  quote: HomeInsurerQuote,
  totalCents: number,
): PremiumBreakdown {
  const lines = premiumInWords(quote.premium_details).map(({ label, amountCents }) => ({
    label,
    amountCents,
  }));
  return {
    lines,
    totalLabel: `${HOME_QUOTE_MESSAGES.totalAnnual} (including Government Levy)`,
    totalCents,
  };
}

function extrasOf(quote: HomeInsurerQuote, selected: readonly HomeAddonCode[]): HomeAddonCode[] {
  const offered = quote.addon_details.map((addon) => addon.unique_code);
  return [...new Set([...offered, ...selected])];
}

/** A quote's cover as a schedule prints it: sums insured, specified items, excesses, extras. */
export function homeCoverSections(
  quote: HomeInsurerQuote,
  selectedExtras: readonly HomeAddonCode[],
): DocumentSection[] {
  const cover = quote.cover_details_information;
  const excess = excessOptionOf(cover.excess_code);
  const hasPersonalItems =
    cover.unspecified_personal_items_amount > 0 || cover.specified_items.length > 0;
  const excessRows: DocumentRow[] = [
    { label: HOME_QUOTE_MESSAGES.excess, value: euro(excess.policyExcessEur) },
    { label: HOME_QUOTE_MESSAGES.waterDamageExcess, value: euro(excess.waterDamageExcessEur) },
    { label: HOME_QUOTE_MESSAGES.subsidenceExcess, value: euro(excess.subsidenceExcessEur) },
  ];
  if (hasPersonalItems) {
    excessRows.push({
      label: 'Unspecified and specified items excess',
      value: euro(PERSONAL_ITEMS_EXCESS_EUR),
    });
  }
  return [
    {
      title: 'Sums insured',
      rows: [
        { label: 'Buildings (rebuild cost)', value: insuredOrNot(cover.buildings_amount) },
        { label: 'Contents', value: insuredOrNot(cover.contents_amount) },
        {
          label: 'Unspecified personal items',
          value: insuredOrNot(cover.unspecified_personal_items_amount),
        },
        { label: 'Fire brigade charges', value: `Up to ${euro(FIRE_BRIGADE_CHARGES_MAX_EUR)}` },
      ],
    },
    {
      title: 'Specified items',
      rows: cover.specified_items.map((item) => ({
        label: `${item.item_type}: ${item.description}`,
        value: euro(item.value),
      })),
      emptyText: 'No specified items are insured.',
    },
    { title: 'Excesses', rows: excessRows },
    {
      title: HOME_QUOTE_MESSAGES.extras,
      rows: extrasOf(quote, selectedExtras).map((code) => ({
        label: HOME_QUOTE_MESSAGES.extraLabels[code],
        value: selectedExtras.includes(code) ? 'Included' : 'Not included',
      })),
      emptyText: 'No optional extras were offered for this policy.',
    },
  ];
}

function aboutYouSection(request: HomeQuoteRequest): DocumentSection {
  const holder = request.home_quote.policy_holder_details;
  const rows: DocumentRow[] = [
    { label: 'Title', value: titleOf(request) },
    { label: 'First name', value: holder.first_name },
    { label: 'Surname', value: holder.last_name },
    { label: 'Date of birth', value: formatDocumentDate(holder.date_of_birth) },
    { label: 'Mobile number', value: holder.mobile_phone },
    { label: WORDS.emailAddress, value: holder.email },
    {
      label: 'Is your correspondence address the same as this property being insured?',
      value: holder.correspondence_address
        ? `No: ${addressLines(holder.correspondence_address).join(', ')}`
        : 'Yes',
    },
    { label: 'Are you a bank customer?', value: YES_NO(holder.is_boi_customer) },
  ];
  if (holder.is_boi_customer) {
    const products = [
      holder.has_boi_mortgage && 'Mortgage',
      holder.has_boi_personal_loan && 'Personal loan',
      holder.has_boi_motor_insurance && 'Motor insurance',
      holder.has_boi_pension && 'Pension or savings',
    ].filter(Boolean);
    rows.push({
      label: 'Products held with the bank',
      value: products.length ? products.join(', ') : 'None',
    });
  }
  const provider = MORTGAGE_PROVIDERS.find((entry) => entry.code === holder.mortgage_provider);
  rows.push({
    label: 'Mortgage provider',
    value: provider?.label ?? `Provider code ${holder.mortgage_provider}`,
  });
  if (holder.mortgage_reference) {
    rows.push({ label: 'Mortgage application number', value: holder.mortgage_reference });
  }
  rows.push({ label: 'Are you a first-time buyer?', value: YES_NO(holder.first_time_buyer) });
  const jointOwners =
    request.home_quote.cover_details.risk_address.additional_policy_holders_details;
  rows.push({ label: 'Is the property jointly owned?', value: YES_NO(jointOwners.length > 0) });
  for (const owner of jointOwners) {
    const title =
      owner.title === OTHER_TITLE_CODE && owner.other_title
        ? owner.other_title
        : TITLE_LABELS[owner.title];
    rows.push({
      label: 'Joint owner',
      value: `${title} ${owner.first_name} ${owner.surname}, born ${formatDocumentDate(owner.date_of_birth)}`,
    });
  }
  if (request.home_quote.promotion_code) {
    rows.push({ label: 'Promotion code', value: request.home_quote.promotion_code });
  }
  return { title: 'About you', rows };
}

function yourHomeSection(request: HomeQuoteRequest): DocumentSection {
  const risk = request.home_quote.cover_details.risk_address;
  const rows: DocumentRow[] = [
    { label: 'Address of the property', value: addressLines(risk).join(', ') },
    {
      label: 'Which best describes your ownership of the property?',
      value: coverTypeLabelOf(risk.cover_type),
    },
    { label: 'Dwelling type', value: risk.dwelling_type },
  ];
  if (risk.tenanted_property) {
    const tenants = risk.tenanted_property;
    rows.push({
      label: 'Is the property let to a family unit or a couple?',
      value: YES_NO(tenants.family_unit),
    });
    if (tenants.tenant_type) {
      rows.push({
        label: 'Who are the tenants?',
        value: tenants.tenant_type === 'Students' ? 'Students' : 'Not students',
      });
    }
    if (tenants.number_of_tenants !== undefined) {
      rows.push({
        label: 'How many tenants live in the property?',
        value: countLabel(tenants.number_of_tenants, MAX_TENANTS),
      });
    }
  }
  if (risk.holiday_home) {
    const holiday = risk.holiday_home;
    rows.push({
      label: `Is the holiday home in regular use (at least ${HOLIDAY_HOME_REGULAR_USE_MIN_DAYS} days a year)?`,
      value: YES_NO(holiday.in_use),
    });
    rows.push({ label: 'Is the holiday home rented out?', value: YES_NO(holiday.rented) });
    if (holiday.rented_num_times) {
      rows.push({
        label: `Is it let more than ${HOLIDAY_HOME_LETS_PER_YEAR_THRESHOLD} times a year?`,
        value: YES_NO(holiday.rented_num_times === 'MORE_THAN_5'),
      });
    }
  }
  for (const assumption of request.home_quote.assumptions) {
    rows.push({
      label: ASSUMPTION_QUESTIONS[assumption.code] ?? `Assumption ${assumption.code}`,
      value: YES_NO(assumption.response),
    });
  }
  rows.push(
    { label: 'Property type', value: risk.home_type },
    { label: 'Year built', value: String(risk.year_of_construction) },
  );
  if (risk.has_been_re_wired !== undefined) {
    rows.push({
      label: `Has the property been rewired in the past ${REWIRED_LOOKBACK_YEARS} years?`,
      value: YES_NO(risk.has_been_re_wired),
    });
  }
  if (risk.has_been_re_roofed !== undefined) {
    rows.push({ label: 'Has the property been reroofed?', value: YES_NO(risk.has_been_re_roofed) });
  }
  const highestSmokeCount = SMOKE_DETECTOR_COUNTS[SMOKE_DETECTOR_COUNTS.length - 1]!;
  const highestClaimFreeYears = NO_CLAIM_YEARS[NO_CLAIM_YEARS.length - 1]!;
  rows.push(
    { label: 'Number of bedrooms', value: countLabel(risk.num_bedrooms, MAX_TENANTS) },
    { label: 'Number of bathrooms', value: countLabel(risk.num_bathrooms, MAX_TENANTS) },
    { label: 'Main source of heating', value: risk.heating_type },
    { label: 'Burglar alarm', value: risk.alarm_type },
    {
      label: 'Number of working smoke detectors',
      value: countLabel(risk.num_smoke_alarms, highestSmokeCount),
    },
  );
  if (risk.neighbourhood_watch !== undefined) {
    rows.push({
      label: 'Is there a neighbourhood watch scheme?',
      value: YES_NO(risk.neighbourhood_watch),
    });
  }
  rows.push({
    label: 'How many years have you been claims free?',
    value:
      risk.ncd_num_years === NO_PREVIOUS_INSURANCE
        ? 'No previous insurance'
        : countLabel(risk.ncd_num_years, highestClaimFreeYears),
  });
  return { title: 'Your home', rows };
}

function yourCoverSection(request: HomeQuoteRequest, quote: HomeInsurerQuote): DocumentSection {
  const cover = request.home_quote.cover_details;
  const rows: DocumentRow[] = [
    { label: 'Policy start date', value: formatDocumentDate(cover.start_date) },
    { label: 'Rebuild cost', value: insuredOrNot(cover.buildings_amount) },
    { label: 'Contents value', value: insuredOrNot(cover.contents_amount) },
    {
      label: 'Unspecified items',
      value: insuredOrNot(cover.unspecified_personal_items_amount),
    },
  ];
  cover.specified_items.forEach((item, index) => {
    rows.push({
      label: `Specified item ${index + 1}`,
      value: `${item.item_type}, ${euro(item.value)}: ${item.description}`,
    });
  });
  const excess = excessOptionOf(quote.cover_details_information.excess_code);
  rows.push({ label: HOME_QUOTE_MESSAGES.excess, value: euro(excess.policyExcessEur) });
  return { title: 'Your cover', rows };
}

function claimsSection(request: HomeQuoteRequest): DocumentSection {
  const claims = request.home_quote.cover_details.risk_address.claims_details;
  return {
    title: `Claims in the last ${CLAIMS_LOOKBACK_YEARS} years`,
    rows: claims.map((claim, index) => {
      const settled =
        claim.claim_status === 'Settled'
          ? `settled${claim.claim_amount !== undefined ? ` for ${euro(claim.claim_amount)}` : ''}`
          : 'not settled';
      return {
        label: `Claim ${index + 1}`,
        value: `${claim.claim_type} on ${formatDocumentDate(claim.claim_date)}, ${settled}; ${CLAIM_LOCATION_LABELS[claim.occurred_at]}`,
      };
    }),
    emptyText: `You told us there have been no claims in the last ${CLAIMS_LOOKBACK_YEARS} years.`,
  };
}

function householdSections(request: HomeQuoteRequest): DocumentSection[] {
  const answers = new Map(
    request.home_quote.questions.map((entry) => [entry.code, entry.response]),
  );
  const rowsOf = (group: 'core' | 'additional') =>
    HOUSEHOLD_QUESTIONS_IN_PAGE_ORDER.filter((question) => question.group === group).map(
      (question) => {
        const answer = answers.get(question.code);
        return {
          label: question.text,
          value: answer === undefined ? 'Not answered' : YES_NO(answer),
        };
      },
    );
  return [
    { title: HOME_QUOTE_MESSAGES.householdTitle, rows: rowsOf('core') },
    {
      title: `${HOME_QUOTE_MESSAGES.householdTitle}: ${HOME_QUOTE_MESSAGES.householdAdditional}`,
      rows: [...rowsOf('additional'), { label: HOUSEHOLD_TERMS_LABEL, value: 'Accepted' }],
    },
  ];
}

/** How a home document tells the customer to call: the services team and its hours. */
export const servicesLine = `call us on ${PHONE.servicesTeam} (${CUSTOMER_SERVICE_HOURS})`;

const STATEMENT_OF_FACT_INTRO = [
  'This Statement of Fact records the information you gave us when you applied for this home insurance policy. Your policy is issued on the basis that this information is true and complete.',
  `Please check it carefully. If anything is wrong or missing, or changes during the period of insurance, ${servicesLine}: incorrect information may affect your cover or a claim.`,
];

function termsSummary(input: HomePolicyDocumentInput): DocumentParagraph[] {
  const insurer = input.quote.insurer;
  const cover = input.quote.cover_details_information;
  const excess = excessOptionOf(cover.excess_code);
  const included = input.selectedExtras.map((code) => HOME_QUOTE_MESSAGES.extraLabels[code]);
  const start = formatDocumentDate(input.policy.startDate);
  const end = formatDocumentDate(input.policy.endDate);
  const paragraphs: DocumentParagraph[] = [
    {
      heading: 'Your insurer',
      text: `This policy is underwritten by ${homeUnderwriterOnDocuments(insurer)} and arranged by ${HOME_ARRANGER}. Please quote your policy number ${input.policy.policyNumber} whenever you contact us.`,
    },
    {
      heading: 'Period of insurance',
      text: `Your cover runs from ${start} to ${end}, both dates inclusive. It covers: ${coverOf(input.quote).toLowerCase()}, for a property ${occupancyOf(cover.risk_address.cover_type).toLowerCase()}.`,
    },
    {
      heading: 'What is covered',
      text: [
        `Buildings: ${insuredOrNot(cover.buildings_amount)}.`,
        `Contents: ${insuredOrNot(cover.contents_amount)}.`,
        `Unspecified personal items: ${insuredOrNot(cover.unspecified_personal_items_amount)}.`,
        cover.specified_items.length > 0
          ? `Specified items: ${cover.specified_items.length}, as listed in your Policy Schedule.`
          : '',
        homeBenefitsLine(euro(FIRE_BRIGADE_CHARGES_MAX_EUR)),
      ]
        .filter(Boolean)
        .join(' '),
    },
    {
      heading: 'Excesses',
      text: `Each claim carries an excess, the part of the claim you pay: ${euro(excess.policyExcessEur)} for most claims, ${euro(excess.waterDamageExcessEur)} for water damage and ${euro(excess.subsidenceExcessEur)} for subsidence. Claims for unspecified or specified items carry an excess of ${euro(PERSONAL_ITEMS_EXCESS_EUR)}.`,
    },
    {
      heading: HOME_QUOTE_MESSAGES.extras,
      text: included.length
        ? `Your policy includes: ${included.join(', ')}.`
        : 'You did not choose any optional extras.',
    },
    {
      heading: 'Cancelling your policy',
      text: `${COOLING_OFF_RIGHT} ${HOME_CANCELLATION_TERMS[insurer]}`,
    },
  ];
  if (input.payment.method === 'direct_debit') {
    paragraphs.push({
      heading: 'Direct debit refunds',
      text: `You are entitled to a refund from your bank under the terms and conditions of your agreement with it. A refund must be claimed within ${DIRECT_DEBIT_REFUND_WINDOW_WEEKS} weeks of the date your account was debited.`,
    });
  }
  paragraphs.push(
    {
      heading: 'Your duty to answer honestly',
      text: `Your policy is based on the answers in your Statement of Fact. Under the Consumer Insurance Contracts Act 2019 you must answer honestly and with reasonable care. If anything in it is wrong, ${servicesLine}.`,
    },
    {
      heading: 'Claims and contact',
      text: `To make a claim, call ${PHONE.homeClaims}. For any other question about your policy, ${servicesLine}.`,
    },
  );
  return paragraphs;
}

/** The answers a home quote was rated on, as its statement of fact prints them. */
export function homeStatementOfFactSections(
  request: HomeQuoteRequest,
  quote: HomeInsurerQuote,
): DocumentSection[] {
  return [
    aboutYouSection(request),
    yourHomeSection(request),
    yourCoverSection(request, quote),
    claimsSection(request),
    ...householdSections(request),
  ];
}

/** The policy holder as the request names them, their letters going to the correspondence address. */
export function homePolicyHolderOf(request: HomeQuoteRequest): DocumentPolicyHolder {
  const holder = request.home_quote.policy_holder_details;
  return {
    title: titleOf(request),
    firstName: holder.first_name,
    lastName: holder.last_name,
    dateOfBirth: holder.date_of_birth,
    email: holder.email,
    phone: holder.mobile_phone,
    correspondenceAddressLines: addressLines(
      holder.correspondence_address ?? holder.primary_address,
    ),
  };
}

/** The footer of every home document: the arranger, both underwriters, and this one's. */
export function homeLegalText(insurer: HomeInsurer): string {
  return `Home insurance is arranged by ${HOME_ARRANGER} and underwritten by ${HOME_UNDERWRITERS.RSA} or ${HOME_UNDERWRITERS.FBD}. This policy is underwritten by ${HOME_UNDERWRITERS[insurer]}.`;
}

/** The insured property and the cover of a quote, as a schedule or a quote document opens it. */
export function homeInsuredPropertyBlock(request: HomeQuoteRequest, quote: HomeInsurerQuote) {
  return insuredPropertyBlock({
    riskAddressLines: addressLines(request.home_quote.cover_details.risk_address),
    coverLabel: coverOf(quote),
    riskUseLabel: occupancyOf(request.home_quote.cover_details.risk_address.cover_type),
  });
}

function insuredPropertyBlock(
  property: Pick<HomePolicyDocumentModel, 'riskAddressLines' | 'coverLabel' | 'riskUseLabel'>,
): DocumentBlock {
  return {
    kind: 'table',
    title: 'The insured property',
    rows: [
      { label: 'Address of the insured property', value: property.riskAddressLines.join('\n') },
      { label: 'Cover', value: property.coverLabel },
      { label: 'Ownership and use', value: property.riskUseLabel },
    ],
  };
}

/** A home statement of fact: what it is, the policy it belongs to, then the answers given. */
export function homeStatementOfFactDocument(
  policy: PolicyIdentity,
  intro: readonly string[],
  sections: readonly DocumentSection[],
): PolicyDocumentContent {
  return {
    name: STATEMENT_OF_FACT_DOCUMENT_NAME,
    displayName: 'Statement of Fact',
    description: 'The information you gave us, on which your policy is based',
    title: 'Statement of Fact',
    blocks: [...intro.map(textBlock), policyDetailsBlock(policy), ...sections.map(sectionBlock)],
  };
}

/** The documents' model of a bound home policy (home.md 7 Bind, Documents summary). */
export function buildHomePolicyDocumentModel(
  input: HomePolicyDocumentInput,
): HomePolicyDocumentModel {
  const { request, quote, policy } = input;
  const risk = request.home_quote.cover_details.risk_address;
  return {
    productName: `${PRODUCT_LABELS.home} Insurance`,
    insurer: { code: quote.insurer, displayName: homeUnderwriterOnDocuments(quote.insurer) },
    policyNumber: policy.policyNumber,
    referenceNumber: policy.referenceNumber,
    policyId: policy.policyId,
    quoteReference: policy.quoteReference,
    startDate: policy.startDate,
    endDate: policy.endDate,
    issuedAt: policy.issuedAt,
    policyHolder: homePolicyHolderOf(request),
    riskAddressLines: addressLines(risk),
    coverLabel: coverOf(quote),
    riskUseLabel: occupancyOf(risk.cover_type),
    scheduleSections: homeCoverSections(quote, input.selectedExtras),
    premium: homePremiumBreakdown(quote, input.priceCents),
    payment: documentPaymentOf(input.payment, monthlyInstalmentPlan(input.priceCents)),
    statementOfFactIntro: STATEMENT_OF_FACT_INTRO,
    statementOfFact: homeStatementOfFactSections(request, quote),
    termsSummary: termsSummary(input),
    legalText: homeLegalText(quote.insurer),
    author: HOME_ARRANGER,
  };
}

/** The three home documents of a bound policy, as the Documents port renders them. */
export function homePolicyDocuments(model: HomePolicyDocumentModel): PolicyDocumentSet {
  const policy: PolicyIdentity = {
    policyNumber: model.policyNumber,
    policyNumberLabel: policyNumberLabel('home'),
    referenceNumber: model.referenceNumber,
    quoteReference: model.quoteReference,
    insurerName: model.insurer.displayName,
    holderName: holderNameOf(model.policyHolder),
    startDate: model.startDate,
    endDate: model.endDate,
    issuedAt: model.issuedAt,
  };
  return {
    productName: model.productName,
    insurer: model.insurer,
    policyNumber: model.policyNumber,
    policyNumberLabel: policy.policyNumberLabel,
    referenceNumber: model.referenceNumber,
    issuedAt: model.issuedAt,
    legalText: model.legalText,
    author: model.author,
    documents: [
      {
        name: 'policy-schedule',
        displayName: 'Policy Schedule',
        description: 'Your cover, sums insured, excesses, optional extras and premium',
        title: 'Policy Schedule',
        blocks: [
          policyDetailsBlock(policy),
          policyHolderBlock(model.policyHolder),
          insuredPropertyBlock(model),
          ...model.scheduleSections.map(sectionBlock),
          premiumBlock(model.premium),
          paymentBlock(model.payment, model.premium.totalCents),
          cancellationFeeBlock(HOME_PRODUCT_FACTS.leavingTerms(model.insurer.code).feeCents),
        ],
      },
      homeStatementOfFactDocument(policy, model.statementOfFactIntro, model.statementOfFact),
      {
        name: 'terms-summary',
        displayName: 'Summary of Terms',
        description: "A summary of the insurer's terms, cancellation rights and refunds",
        title: 'Summary of Terms',
        blocks: [policyDetailsBlock(policy), ...model.termsSummary.map(paragraphBlock)],
      },
    ],
  };
}
