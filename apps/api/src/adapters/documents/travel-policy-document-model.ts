import {
  CHILD_AGE_LIMITS,
  COOLING_OFF_RIGHT,
  CUSTOMER_SERVICE_HOURS,
  DESTINATION_ZONE_IDS,
  DESTINATION_ZONE_LABELS,
  type DestinationZone,
  formatWholeEuro,
  TITLE_LABELS,
  INSURED_PERSON_TYPE_LABELS,
  offeredTravelExtras,
  parseIsoDate,
  PHONE,
  printedAddressParts,
  TRAVEL_BENEFITS,
  TRAVEL_CANCELLATION_TERMS,
  TRAVEL_CAPS_CENTS,
  TRAVEL_CLAIM_DAYS,
  TRAVEL_EXCESS_SCHEDULE_TEXT,
  TRAVEL_EXTRA_LABELS,
  TRAVEL_EXTRAS,
  TRAVEL_GOVERNMENT_LEVY_PERCENT,
  TRAVEL_INSURER,
  TRAVEL_PRODUCT_FACTS,
  TRAVEL_LIMITS,
  type TravelExtra,
  type TravelProductDocument,
  type TravelQuotePayload,
  TRIP_TYPE_LABELS,
  TRIP_TYPES,
  WORDS,
  policyNumberLabel,
} from '@wallet/domain';
import { formatDocumentDate } from './document-dates.js';
import {
  POLICY_ARRANGER,
  cancellationFeeBlock,
  policyDocumentSetOf,
  documentPaymentOf,
  holderNameOf,
  paymentBlock,
  policyDetailsBlock,
  premiumBlock,
  type PolicyIdentity,
} from './policy-document-blocks.js';
import type {
  DocumentBlock,
  DocumentRow,
  PolicyDocumentSet,
  PolicyPayment,
  PremiumBreakdown,
} from './policy-documents-port.js';

/** The bound policy's identifiers and period, as the bind stores them. */
export interface TravelPolicyRecord {
  policyNumber: string;
  referenceNumber: string;
  quoteReference: string;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD: the last day of cover. */
  endDate: string;
  issuedAt: Date;
}

/** A premium line as the insurer rated it, in cents ('PREMIUM' and 'TOTAL' are running totals). */
export interface TravelPremiumItem {
  code: string;
  name: string;
  amountCents: number;
}

export interface TravelPolicyDocumentInput {
  /** The travel_quote that was priced and bought. */
  quote: TravelQuotePayload;
  /** When the quote was priced: the day whose Your cover offered its extras. */
  pricedAt: Date;
  /** The insurer's premium lines, the total last ('TOTAL'). */
  premiumLines: readonly TravelPremiumItem[];
  /** What was charged, in cents: the total payable. */
  totalCents: number;
  policy: TravelPolicyRecord;
  payment: PolicyPayment;
}

export const TRAVEL_PRODUCT_NAME = 'Travel Insurance';

const yesNo = (included: boolean) => (included ? 'Included' : 'Not included');
const limitOf = (cents: number | null) => (cents === null ? 'Unlimited' : formatWholeEuro(cents));

/** The insurer's running totals: the premium before levy and stamp duty, and the total. */
const RUNNING_TOTAL_CODES = new Set(['PREMIUM', 'TOTAL']);

/** The premium in words, each step once: the lines add up to the total, printed once below them. */
function premiumOf(input: TravelPolicyDocumentInput): PremiumBreakdown {
  return {
    lines: input.premiumLines
      .filter((line) => !RUNNING_TOTAL_CODES.has(line.code))
      .map((line) => ({ label: line.name, amountCents: line.amountCents })),
    totalLabel: 'Total payable (including government levy and stamp duty)',
    totalCents: input.totalCents,
  };
}

function whoIsInsured(quote: TravelQuotePayload, holderName: string): DocumentRow[] {
  const holder = quote.policy_holder_details;
  const partner = quote.additional_holder_details[0];
  const rows: DocumentRow[] = [
    {
      label: 'Cover for',
      value: INSURED_PERSON_TYPE_LABELS[quote.cover_details.insured_person_type],
    },
    { label: 'You', value: `${holderName}, born ${formatDocumentDate(holder.date_of_birth)}` },
  ];
  if (partner) {
    rows.push({
      label: 'Your partner',
      value: `${partner.first_name} ${partner.last_name}, born ${formatDocumentDate(partner.date_of_birth)}`,
    });
  }
  if (holder.number_of_children > 0) {
    rows.push({
      label: 'Children',
      value: `${holder.number_of_children}, each under ${CHILD_AGE_LIMITS.under} (or under ${CHILD_AGE_LIMITS.underInFullTimeEducation} in full-time education)`,
    });
  }
  return rows;
}

function yourTrip(quote: TravelQuotePayload, policy: TravelPolicyRecord): DocumentRow[] {
  const cover = quote.cover_details;
  const multiTrip = cover.trip_type === TRIP_TYPES.annualMultiTrip;
  return [
    { label: 'Trip type', value: TRIP_TYPE_LABELS[cover.trip_type] },
    { label: 'Destination zone', value: DESTINATION_ZONE_LABELS[cover.destination_zone_id] },
    ...(cover.destination_country
      ? [{ label: 'Destination', value: cover.destination_country }]
      : []),
    {
      label: multiTrip ? 'Period of cover' : 'Travel dates',
      value: `${formatDocumentDate(policy.startDate)} to ${formatDocumentDate(policy.endDate)}`,
    },
    { label: 'Days of cover', value: String(cover.cover_days) },
    ...(multiTrip
      ? [
          {
            label: 'Trips covered',
            value: `Any number of trips, up to ${TRAVEL_LIMITS.multiTripDaysPerYear} days abroad in the year and ${TRAVEL_LIMITS.multiTripDaysPerTrip} days on each trip`,
          },
        ]
      : []),
  ];
}

/** A policy's extras: those its quote was offered on the day it was priced, and those chosen. */
type PolicyExtras = { offered: readonly TravelExtra[]; chosen: ReadonlySet<number> };

function policyExtrasOf(quote: TravelQuotePayload, pricedAt: Date): PolicyExtras {
  return {
    offered: offeredTravelExtras({
      dateOfBirth: parseIsoDate(quote.policy_holder_details.date_of_birth),
      zone: quote.cover_details.destination_zone_id,
      today: pricedAt,
    }),
    chosen: new Set<number>(quote.cover_details.addons_selected),
  };
}

/** Each extra the quote was offered, chosen or not; an extra never offered is not printed. */
function extrasRows({ offered, chosen }: PolicyExtras): DocumentRow[] {
  return offered.map((id) => ({
    label: TRAVEL_EXTRA_LABELS[id],
    value: yesNo(chosen.has(id)),
  }));
}

const table = (title: string, rows: DocumentRow[]): DocumentBlock => ({
  kind: 'table',
  title,
  rows,
});

function benefitsRows(): DocumentRow[] {
  return TRAVEL_BENEFITS.map((benefit) => ({
    label: benefit.name,
    value: limitOf(benefit.limitCents),
  }));
}

/**
 * The extras' benefits: for the product as sold (`policy` null) every extra; for a policy those
 * its quote was offered, each not chosen marked so.
 */
function extraBenefitsRows(policy: PolicyExtras | null): DocumentRow[] {
  const extras = [
    {
      id: TRAVEL_EXTRAS.winterSports,
      text: `Covered for up to ${TRAVEL_LIMITS.winterSportsMaxDays} days`,
    },
    {
      id: TRAVEL_EXTRAS.carHire,
      text: `Up to ${formatWholeEuro(TRAVEL_CAPS_CENTS.carHirePerIncident)} per incident and ${formatWholeEuro(TRAVEL_CAPS_CENTS.carHireOverall)} in all, for drivers aged ${TRAVEL_LIMITS.carHireMinAge} to ${TRAVEL_LIMITS.carHireMaxAge} in Europe`,
    },
    {
      id: TRAVEL_EXTRAS.business,
      text: `Business money up to ${formatWholeEuro(TRAVEL_CAPS_CENTS.businessMoney)}`,
    },
  ];
  return extras
    .filter(({ id }) => !policy || policy.offered.includes(id))
    .map(({ id, text }) => ({
      label: TRAVEL_EXTRA_LABELS[id],
      value: `${text}${!policy || policy.chosen.has(id) ? '' : ' (not chosen on this policy)'}`,
    }));
}

/** The Schedule of Benefits' tables; `policy` as for extraBenefitsRows. */
function benefitsScheduleBlocks(policy: PolicyExtras | null): DocumentBlock[] {
  return [
    table('Benefits (the most paid for each insured person)', benefitsRows()),
    table('Optional extras', extraBenefitsRows(policy)),
    table('Limits of cover', [
      { label: 'Single trip', value: `At most ${TRAVEL_LIMITS.tripMaxDays} days` },
      {
        label: 'Annual multi-trip',
        value: `Up to ${TRAVEL_LIMITS.multiTripDaysPerYear} days a year, each trip at most ${TRAVEL_LIMITS.multiTripDaysPerTrip} days`,
      },
      { label: 'Claims', value: `Made within ${TRAVEL_CLAIM_DAYS} days` },
      { label: 'Excess', value: TRAVEL_EXCESS_SCHEDULE_TEXT },
    ]),
  ];
}

/**
 * The documents read before buying (car-travel-payment.md 9's benefits and the product
 * information), for the product as sold rather than one policy.
 */
export const TRAVEL_PRODUCT_DOCUMENT_BLOCKS: Record<TravelProductDocument, () => DocumentBlock[]> =
  {
    benefits_schedule: () => benefitsScheduleBlocks(null),
    product_information: () => productInformation({ multiTrip: null, zone: null }),
  };

const servicesLine = `call us on ${PHONE.servicesTeam} (${CUSTOMER_SERVICE_HOURS})`;

/** What a product information document is about: a policy's cover, or the product as sold. */
interface TravelCoverInBrief {
  /** null: both trip types are described. */
  multiTrip: boolean | null;
  /** null: where cover applies is the zone on the certificate. */
  zone: DestinationZone | null;
}

function productInformation({ multiTrip, zone }: TravelCoverInBrief): DocumentBlock[] {
  const paragraph = (heading: string, text: string): DocumentBlock => ({
    kind: 'paragraph',
    heading,
    text,
  });
  const benefits = TRAVEL_BENEFITS.map(
    (benefit) => `${benefit.name.toLowerCase()} (${limitOf(benefit.limitCents).toLowerCase()})`,
  ).join(', ');
  return [
    {
      kind: 'text',
      text: `This document is a summary of the main features of the travel insurance underwritten by ${TRAVEL_INSURER.name} and arranged by ${POLICY_ARRANGER}. Complete pre-contractual and contractual information is in your Travel Insurance Certificate, your Schedule of Benefits and the policy wording.`,
    },
    paragraph(
      'What is this type of insurance?',
      'Travel insurance covers you, and anyone named on your certificate, for emergency medical expenses and other losses while travelling abroad, and for cancelling a trip for a reason the policy covers.',
    ),
    paragraph('What is insured?', `Up to the limits of the Schedule of Benefits: ${benefits}.`),
    paragraph(
      'What is not insured?',
      'Travelling against the advice of a doctor or to get medical treatment abroad; medical conditions you knew of and did not declare; trips within Ireland; travel to Cuba; winter sports, car hire excess and business equipment unless chosen as extras; losses you could have avoided by taking reasonable care.',
    ),
    paragraph(
      'Are there any restrictions on cover?',
      `Each claim carries the excess the Schedule of Benefits shows. Single trips last at most ${TRAVEL_LIMITS.tripMaxDays} days. Annual multi-trip cover allows up to ${TRAVEL_LIMITS.multiTripDaysPerYear} days abroad a year, each trip at most ${TRAVEL_LIMITS.multiTripDaysPerTrip} days. Winter sports are covered for up to ${TRAVEL_LIMITS.winterSportsMaxDays} days. Car hire excess is for drivers aged ${TRAVEL_LIMITS.carHireMinAge} to ${TRAVEL_LIMITS.carHireMaxAge} in Europe.`,
    ),
    paragraph(
      'Where am I covered?',
      zone === null
        ? `In the destination zone on your certificate: ${DESTINATION_ZONE_IDS.map((id) => DESTINATION_ZONE_LABELS[id]).join('; ')}.`
        : `In the destination zone on your certificate: ${DESTINATION_ZONE_LABELS[zone]}.`,
    ),
    paragraph(
      'What are my obligations?',
      `Answer every question honestly and with reasonable care, and tell us of any change before you travel. In a medical emergency abroad call the assistance line, ${PHONE.medicalAssistance}, at any time. Make a claim within ${TRAVEL_CLAIM_DAYS} days of your return by calling ${PHONE.travelClaims}.`,
    ),
    paragraph(
      'When and how do I pay?',
      `You pay once, by card, when you buy the policy. The price includes the ${TRAVEL_GOVERNMENT_LEVY_PERCENT}% government levy and €1 stamp duty.`,
    ),
    paragraph(
      'When does the cover start and end?',
      [
        multiTrip !== false &&
          'Annual multi-trip cover starts on the start date on your certificate and lasts a year.',
        multiTrip !== true &&
          'Single-trip cover starts on your travel date and ends on your return date, as on your certificate.',
        'Cancellation cover starts when you buy the policy.',
      ]
        .filter(Boolean)
        .join(' '),
    ),
    paragraph(
      'How do I cancel the contract?',
      `${COOLING_OFF_RIGHT} ${TRAVEL_CANCELLATION_TERMS} To cancel or change your policy, call ${PHONE.travelAmend}; for any other question, ${servicesLine}.`,
    ),
  ];
}

/** The travel documents of a bound policy: certificate, benefits schedule and IPID. */
export function travelPolicyDocuments(input: TravelPolicyDocumentInput): PolicyDocumentSet {
  const { quote, policy } = input;
  const holder = quote.policy_holder_details;
  const holderName = holderNameOf({
    title: TITLE_LABELS[holder.title],
    firstName: holder.first_name,
    lastName: holder.last_name,
  });
  const identity: PolicyIdentity = {
    ...policy,
    policyNumberLabel: policyNumberLabel('travel'),
    insurerName: TRAVEL_INSURER.name,
    holderName,
  };
  const address = holder.postal_address ?? holder.address;
  const extras = policyExtrasOf(quote, input.pricedAt);
  return policyDocumentSetOf({
    productName: TRAVEL_PRODUCT_NAME,
    insurer: TRAVEL_INSURER,
    policy: identity,
    documents: [
      {
        name: 'travel-certificate',
        displayName: 'Travel Insurance Certificate',
        description: 'Who and where you are covered, your dates, extras and premium',
        title: 'Travel Insurance Certificate',
        blocks: [
          policyDetailsBlock(identity),
          table('Policy holder', [
            { label: 'Name', value: holderName },
            { label: WORDS.emailAddress, value: holder.email },
            { label: 'Mobile number', value: holder.mobile_phone },
            {
              label: 'Address',
              value: printedAddressParts({
                lines: [address.address_line1, address.address_line2, address.address_line3],
                town: address.town,
                county: address.county,
                eircode: address.eircode,
              }).join('\n'),
            },
          ]),
          table('Who is insured', whoIsInsured(quote, holderName)),
          table('Your trip', yourTrip(quote, policy)),
          table('Optional extras', extrasRows(extras)),
          premiumBlock(premiumOf(input)),
          paymentBlock(documentPaymentOf(input.payment), input.totalCents),
          cancellationFeeBlock(TRAVEL_PRODUCT_FACTS.leavingTerms(null).feeCents),
          table('Help abroad and claims', [
            { label: 'Medical assistance, 24 hours', value: PHONE.medicalAssistance },
            {
              label: 'Claims',
              value: `${PHONE.travelClaims}, within ${TRAVEL_CLAIM_DAYS} days of your return`,
            },
          ]),
        ],
      },
      {
        name: 'benefits-schedule',
        displayName: 'Schedule of Benefits',
        description: 'What the policy pays for each kind of claim, and its limits',
        title: 'Schedule of Benefits',
        blocks: [policyDetailsBlock(identity), ...benefitsScheduleBlocks(extras)],
      },
      {
        name: 'insurance-product-information',
        displayName: 'Insurance Product Information Document',
        description: 'A summary of the cover, its exclusions, your obligations and cancellation',
        title: 'Insurance Product Information Document',
        blocks: [
          policyDetailsBlock(identity),
          ...productInformation({
            multiTrip: quote.cover_details.trip_type === TRIP_TYPES.annualMultiTrip,
            zone: quote.cover_details.destination_zone_id,
          }),
        ],
      },
    ],
  });
}
