import { z } from 'zod';
import { isoToDisplayDate } from '../dates/calendar-date.js';
import { CUSTOMER_SERVICE_HOURS, PHONE } from '../platform/contact.js';
import { PRODUCTS, type ProductFacts } from '../products/product-lookups.js';

/*
 * Documents on demand (issue 45): a replacement insurance disc and a no-claims bonus statement for
 * a car policy, a proof-of-cover letter for any policy, each a PDF made when the customer asks
 * and filed with the policy's other documents. The rules are here, for the API and the screens.
 */

export const DOCUMENT_ON_REQUEST_KINDS = [
  'replacement_disc',
  'no_claims_statement',
  'proof_of_cover',
] as const;
export type DocumentOnRequestKind = (typeof DOCUMENT_ON_REQUEST_KINDS)[number];

/** Documents a product gives on request beside the proof-of-cover letter every product gives. */
export type ProductDocumentOnRequest = Exclude<DocumentOnRequestKind, 'proof_of_cover'>;

/** The business process they are filed under, beside NEW_BUSINESS and the others. */
export const ON_REQUEST_BUSINESS_PROCESS = 'ON_REQUEST';

/**
 * A second request for the same document within this many seconds (a double tap, a retry) is
 * answered with the document the first made: one document, never two.
 */
export const DOCUMENT_ON_REQUEST_REPEAT_SECONDS = 60;

/** How the screens and the documents list name each. */
export const DOCUMENT_ON_REQUEST_WORDS: Record<
  DocumentOnRequestKind,
  { action: string; name: string; noun: string; description: string }
> = {
  replacement_disc: {
    action: 'Get a replacement insurance disc',
    name: 'Replacement Insurance Disc',
    noun: 'replacement insurance disc',
    description: 'A new disc to display on your windscreen, in place of one lost or damaged',
  },
  no_claims_statement: {
    action: 'Get a no-claims bonus statement',
    name: 'No Claims Bonus Statement (years earned to date)',
    noun: 'no-claims bonus statement',
    description: 'The years of no claims bonus you have earned to date, for another insurer',
  },
  proof_of_cover: {
    action: 'Get a proof-of-cover letter',
    name: 'Proof of Cover Letter',
    noun: 'proof-of-cover letter',
    description: 'A letter confirming your cover, its dates and who is insured',
  },
};

const displayDate = (isoDate: string) => isoToDisplayDate(isoDate) ?? isoDate;

/** The products that give a document, as a message names them: 'car'. */
const productsGiving = (kind: DocumentOnRequestKind) =>
  PRODUCTS.filter((product) =>
    (product.documentsOnRequest as readonly string[] | undefined)?.includes(kind),
  )
    .map((product) => product.label.toLowerCase())
    .join(' or ');

/** What the call and the screens say when a document is refused, word for word in both. */
export const DOCUMENT_ON_REQUEST_MESSAGES = {
  policyNotFound: 'No policy of yours was found with this number.',
  kindRequired: 'Select the document you want',
  notForProduct: (kind: DocumentOnRequestKind, productLabel: string) =>
    `You can only get a ${DOCUMENT_ON_REQUEST_WORDS[kind].noun} for a ${productsGiving(kind)} policy, not a ${productLabel.toLowerCase()} policy.`,
  discNotInForce: (endDate: string) =>
    `This policy is no longer in force (its cover ended on ${displayDate(endDate)}), so we cannot give a replacement insurance disc for it. Remove the old disc from your windscreen.`,
  proofNotInForce: (endDate: string) =>
    `This policy is no longer in force (its cover ended on ${displayDate(endDate)}), so we cannot give a proof-of-cover letter for it. For a letter about cover you had, call us on ${PHONE.servicesTeam}, ${CUSTOMER_SERVICE_HOURS}.`,
  failed: 'Sorry, we could not make your document. Please try again.',
  made: (kind: DocumentOnRequestKind) =>
    `Your ${DOCUMENT_ON_REQUEST_WORDS[kind].noun} is ready and listed with your documents.`,
} as const;

/** A policy as these rules read it (the profile's policy and the API's record both fit). */
export interface PolicyStanding {
  /** active, cancelled, lapsed or renewed; absent is active. */
  status?: string | undefined;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD: the last day of cover. */
  endDate: string;
}

/**
 * Whether the policy's cover stands today or is still to start: active and not past its last day.
 * A cancelled, lapsed or renewed period, or one past its last day, is no longer in force.
 */
export function isInForce(policy: PolicyStanding, today: string): boolean {
  return (policy.status ?? 'active') === 'active' && today <= policy.endDate;
}

/** The product facts these rules ask: its name and the documents it gives on request. */
export type DocumentsOnRequestFacts = Pick<ProductFacts, 'label' | 'documentsOnRequest'>;

/**
 * Why this document cannot be had for this policy today, in the customer's words; null when it
 * can. A disc and a no-claims statement only for a product that gives them (car); a disc and a
 * proof-of-cover letter only while the policy is in force (or still to start). A no-claims
 * statement is given for a policy that has ended too: that is when another insurer asks for it.
 */
export function documentOnRequestRefusal(
  kind: DocumentOnRequestKind,
  facts: DocumentsOnRequestFacts,
  policy: PolicyStanding,
  today: string,
): string | null {
  if (kind !== 'proof_of_cover' && !(facts.documentsOnRequest ?? []).includes(kind)) {
    return DOCUMENT_ON_REQUEST_MESSAGES.notForProduct(kind, facts.label);
  }
  const inForce = isInForce(policy, today);
  if (kind === 'replacement_disc' && !inForce) {
    return DOCUMENT_ON_REQUEST_MESSAGES.discNotInForce(policy.endDate);
  }
  if (kind === 'proof_of_cover' && !inForce) {
    return DOCUMENT_ON_REQUEST_MESSAGES.proofNotInForce(policy.endDate);
  }
  return null;
}

/** The documents this policy may be given today, in the order the screens offer them. */
export function documentsOnRequestFor(
  facts: DocumentsOnRequestFacts,
  policy: PolicyStanding,
  today: string,
): DocumentOnRequestKind[] {
  return DOCUMENT_ON_REQUEST_KINDS.filter(
    (kind) => documentOnRequestRefusal(kind, facts, policy, today) === null,
  );
}

/**
 * POST /policies/{policyId}/documents: which document. request_id is the screen's own key for one
 * press: sent again (a retry), it answers the document that press made.
 */
export const documentOnRequestRequestSchema = z.strictObject({
  kind: z.enum(DOCUMENT_ON_REQUEST_KINDS, {
    error: DOCUMENT_ON_REQUEST_MESSAGES.kindRequired,
  }),
  request_id: z.uuid().optional(),
});
export type DocumentOnRequestRequest = z.infer<typeof documentOnRequestRequestSchema>;

/** The document made (or the one made moments before for the same request), with its PDF. */
export const documentOnRequestResponseSchema = z.object({
  document_id: z.string(),
  kind: z.enum(DOCUMENT_ON_REQUEST_KINDS),
  display_name: z.string(),
  description: z.string(),
  business_process: z.literal(ON_REQUEST_BUSINESS_PROCESS),
  /** ISO 8601: when it was made. */
  created_at: z.string(),
  content_type: z.literal('application/pdf'),
  /** The PDF, base64. */
  content: z.string(),
});
export type DocumentOnRequestResponse = z.infer<typeof documentOnRequestResponseSchema>;
