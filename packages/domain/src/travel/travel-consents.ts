import { YOUR_TRAVEL_COVER_MESSAGES as M } from './travel-messages.js';

/**
 * car-travel-payment.md 2 and 5: the two consents of the travel Your cover card, and the
 * documents their words name. The spec names the documents without giving them; the product
 * serves its own (the API draws them), read before ticking the boxes.
 */
export const TRAVEL_CONSENT_DOCUMENTS = {
  terms_and_conditions: {
    displayName: 'Terms and Conditions',
    description: 'The policy wording: who and what is covered, the exclusions and how to claim',
  },
  data_protection_notice: {
    displayName: 'Data Protection Notice',
    description: 'How your personal data is used, who it is shared with and your rights',
  },
  terms_of_business: {
    displayName: 'Chubb Terms of Business',
    description: 'Who Chubb is, how it is regulated, and how it deals with you and your claims',
  },
  privacy_policy: {
    displayName: 'Chubb Privacy Policy',
    description: 'How Chubb, as insurer, uses and keeps your personal data',
  },
} as const;
export type TravelConsentDocument = keyof typeof TRAVEL_CONSENT_DOCUMENTS;
export const TRAVEL_CONSENT_DOCUMENT_KINDS = Object.keys(TRAVEL_CONSENT_DOCUMENTS) as [
  TravelConsentDocument,
  ...TravelConsentDocument[],
];

/** The API path of a document a travel consent names. */
export const travelConsentDocumentPath = (document: TravelConsentDocument) =>
  `/travel/consent_documents/${document}`;

/** The Your cover field of each consent, and the documents its words name, in their order. */
export const TRAVEL_CONSENT_DOCUMENTS_OF = {
  dataProtectionConsent: ['terms_and_conditions', 'data_protection_notice'],
  chubbTOBConsent: ['terms_of_business', 'privacy_policy'],
} as const satisfies Record<string, readonly TravelConsentDocument[]>;
export type TravelConsentField = keyof typeof TRAVEL_CONSENT_DOCUMENTS_OF;

/** The consents as POST /travel/travel_quotes carries them (travel-quote-payload.ts). */
export interface TravelQuoteConsents {
  /** Absent reads as not given. */
  data_protection_consent?: boolean | undefined;
  chubb_tob_consent?: boolean | undefined;
}

/**
 * car-travel-payment.md 5 (Travel, cover), on the server: a quote is asked only with both
 * consents given, with the form's messages, at the paths of the request.
 */
export function travelQuoteConsentProblems(
  consents: TravelQuoteConsents,
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (consents.data_protection_consent !== true) {
    problems.data_protection_consent = [M.dataProtectionConsentRequired];
  }
  if (consents.chubb_tob_consent !== true) {
    problems.chubb_tob_consent = [M.chubbConsentRequired];
  }
  return problems;
}
