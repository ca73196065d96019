import { CUSTOMER_SERVICE_HOURS, PHONE, POLICY_ARRANGER } from '../platform/contact.js';
import { MINIMUM_POLICYHOLDER_AGE } from '../person/person-limits.js';
import {
  TENANCY_AGREEMENT_MIN_MONTHS,
  UNOCCUPIED_MIN_CONSECUTIVE_DAYS,
  type HomeInsurer,
} from './home-limits.js';
import { HOME_INSURER_NAMES } from './home-insurers.js';
import { HOME_LEAVING_TERMS } from './home-leaving-terms.js';
import { formatEuro } from '../platform/money.js';
import { COOLING_OFF_WORKING_DAYS } from '../checkout/cooling-off.js';

/**
 * What the customer is told about each home insurer before buying and in the documents: who
 * underwrites, on what cancellation terms, and who may buy. One source for the quote screens, the
 * payment summary and every PDF.
 */

/**
 * home.md 9: the company legal text names the arranger and the two underwriters. The spec names
 * none of them; these are the bank's insurance arm and the two insurers' registered names.
 */
export const HOME_ARRANGER = POLICY_ARRANGER;

/**
 * The underwriters' registered names today. RSA Insurance Ireland DAC is now Intact Insurance
 * Ireland DAC (the quote page's rebrand notice): documents name the insurer as it is now, with the
 * name the customer chose it under.
 */
export const HOME_UNDERWRITERS: Record<HomeInsurer, string> = {
  RSA: 'Intact Insurance Ireland DAC',
  FBD: 'FBD Insurance plc',
};
export const HOME_FORMER_UNDERWRITERS: Partial<Record<HomeInsurer, string>> = {
  RSA: 'RSA Insurance Ireland DAC',
};

/** The insurer as a document names it: 'Intact Insurance Ireland DAC (formerly RSA Insurance Ireland DAC)'. */
export function homeUnderwriterOnDocuments(insurer: HomeInsurer): string {
  const former = HOME_FORMER_UNDERWRITERS[insurer];
  return former ? `${HOME_UNDERWRITERS[insurer]} (formerly ${former})` : HOME_UNDERWRITERS[insurer];
}

/**
 * home.md 9: one insurer has a cooling-off period with a full refund if no claim was made; the
 * other allows termination at any time with a refund of the unused portion. The spec does not say
 * which is which; our reading (docs/decisions/0010) gives RSA the full refund and FBD the
 * termination at any time.
 */
export const HOME_CANCELLATION_TERMS: Record<HomeInsurer, string> = {
  RSA: `If you withdraw within the ${COOLING_OFF_WORKING_DAYS} working days and no claim has been made, ${HOME_INSURER_NAMES.RSA} refunds the premium you have paid in full. After that you may still cancel: ${HOME_INSURER_NAMES.RSA} refunds the premium for the days of cover left, less a cancellation fee of ${formatEuro(HOME_LEAVING_TERMS.RSA.feeCents)} (never more than that refund).`,
  FBD: `You may end the policy at any time by telling us, during the ${COOLING_OFF_WORKING_DAYS} working days or after them. ${HOME_INSURER_NAMES.FBD} refunds the premium for the unused portion of the period of insurance.`,
};

/** The same terms in a line, for the comparison of the two insurers. */
export const HOME_CANCELLATION_IN_SHORT: Record<HomeInsurer, string> = {
  RSA: `Full refund if you withdraw within ${COOLING_OFF_WORKING_DAYS} working days and have not claimed`,
  FBD: 'Cancel at any time: the unused part of your premium is refunded',
};

/**
 * 'The eligibility requirements of this policy' that the Before You Proceed notice asks the
 * customer to confirm (home.md 2), in words: who may buy online and what the answers given
 * promise. They restate the acceptance rules of both insurers (docs/home-rating.md).
 */
export const HOME_ELIGIBILITY_REQUIREMENTS: readonly string[] = [
  `You are at least ${MINIMUM_POLICYHOLDER_AGE} years old on the day your cover starts.`,
  'The property is in the Republic of Ireland and is used as you told us: your home, a home you let, a holiday home, or one that is unoccupied, under construction or being renovated.',
  `A let property has a tenancy registered with the Residential Tenancies Board and an agreement of at least ${TENANCY_AGREEMENT_MIN_MONTHS} months.`,
  'The property is built of brick, stone or concrete, roofed with slate, tiles, concrete or metal, structurally sound and in good repair, and not divided into flats or bedsits.',
  `The property will not be left unoccupied for ${UNOCCUPIED_MIN_CONSECUTIVE_DAYS} consecutive days or more, and is used for private living (minding a few children or taking up to two paying guests is allowed).`,
  'Nobody living in the property has an unspent criminal conviction, and the property has no history of subsidence or flooding.',
  'Every answer you gave is true and complete. If an answer changes or turns out to be wrong, tell us: it may change your cover or a claim.',
];

/** Where the customer asks about the requirements. */
export const HOME_ELIGIBILITY_QUESTIONS = `If you are not sure whether you meet a requirement, call us on ${PHONE.sales} (${CUSTOMER_SERVICE_HOURS}) before you buy.`;

/** The insurer's documents a customer reads before buying (served by the API, one per insurer). */
export const HOME_PRODUCT_DOCUMENTS = {
  terms_summary: {
    displayName: 'Summary of Terms',
    description: "A summary of the insurer's terms, excesses, cancellation rights and refunds",
  },
  product_information: {
    displayName: 'Product Information Document',
    description: 'What is and is not insured, restrictions, your obligations and how to cancel',
  },
} as const;
export type HomeProductDocument = keyof typeof HOME_PRODUCT_DOCUMENTS;
export const HOME_PRODUCT_DOCUMENT_KINDS = Object.keys(HOME_PRODUCT_DOCUMENTS) as [
  HomeProductDocument,
  ...HomeProductDocument[],
];

/** The API path of an insurer's document, or of both insurers' when no insurer is named. */
export function homeProductDocumentPath(
  document: HomeProductDocument,
  insurer?: HomeInsurer,
): string {
  const path = `/home/insurer_documents/${document}`;
  return insurer ? `${path}?insurer=${insurer}` : path;
}
