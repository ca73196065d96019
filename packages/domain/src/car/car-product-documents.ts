/**
 * What the customer reads about car cover before buying (the API draws them as PDFs, the same for
 * every customer, so open to visitors): the three documents the terms page's acceptance names
 * ('the terms and conditions, the disclosure requirements and the motor user agreement'), and
 * the Summary of Terms and Insurance Product Information Document the payment page lists, as it
 * does home's and travel's. The spec names the first three without giving them; the product
 * serves its own.
 */
export const CAR_PRODUCT_DOCUMENTS = {
  terms_and_conditions: {
    displayName: 'Terms and Conditions',
    description:
      'The policy wording in summary: the cover, who may drive, the exclusions and how to claim',
  },
  disclosure_requirements: {
    displayName: 'Disclosure Requirements',
    description:
      'What you must tell us and keep us told, and what happens if an answer is not right',
  },
  motor_user_agreement: {
    displayName: 'Motor User Agreement',
    description:
      "The Motor Insurers' Bureau of Ireland agreement for victims of uninsured and untraced drivers",
  },
  terms_summary: {
    displayName: 'Summary of Terms',
    description: 'The cover levels, excesses, extras, payment, cancellation rights and refunds',
  },
  product_information: {
    displayName: 'Insurance Product Information Document',
    description: 'What is and is not insured, restrictions, your obligations and how to cancel',
  },
} as const;
export type CarProductDocument = keyof typeof CAR_PRODUCT_DOCUMENTS;
export const CAR_PRODUCT_DOCUMENT_KINDS = Object.keys(CAR_PRODUCT_DOCUMENTS) as [
  CarProductDocument,
  ...CarProductDocument[],
];

/** The documents the terms page's acceptance names, in the order its words name them. */
export const CAR_TERMS_DOCUMENTS = [
  'terms_and_conditions',
  'disclosure_requirements',
  'motor_user_agreement',
] as const satisfies readonly CarProductDocument[];

/** The payment page's documents: the summary and product information first, then the terms. */
export const CAR_CHECKOUT_DOCUMENTS = [
  'terms_summary',
  'product_information',
  ...CAR_TERMS_DOCUMENTS,
] as const satisfies readonly CarProductDocument[];

/** The API path of a car document read before buying. */
export const carProductDocumentPath = (document: CarProductDocument) =>
  `/motor/insurer_documents/${document}`;
