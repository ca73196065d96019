/**
 * The Documents port (ARCHITECTURE.md 1): the PDFs issued when a policy is bound (home.md 7,
 * Documents summary and Document download). The model is product-neutral: a product's builder
 * turns its own quote and answers into labelled rows, and a renderer only lays them out.
 */

/** One label and its answer or figure, already formatted for reading. */
export interface DocumentRow {
  label: string;
  value: string;
}

/** A titled table of rows: a schedule section or a statement-of-fact section. */
export interface DocumentSection {
  title: string;
  rows: DocumentRow[];
  /** Shown in place of the table when there are no rows. */
  emptyText?: string;
}

export interface PremiumLine {
  label: string;
  /** Whole cents; a discount is negative. */
  amountCents: number;
  /** A running total rather than an item of the premium. */
  subtotal?: boolean;
}

export interface PremiumBreakdown {
  lines: PremiumLine[];
  totalLabel: string;
  totalCents: number;
}

/** How the policy was paid, as the bind records it; a product's builder masks it for print. */
export type PolicyPayment =
  | { method: 'card'; cardBrand: string; last4: string }
  | {
      method: 'direct_debit';
      iban: string;
      bic: string;
      collectionDay: number;
      instalmentCents: number;
      instalments: number;
    };

export type DocumentPayment =
  | { method: 'card'; cardBrand: string; last4: string }
  | {
      method: 'direct_debit';
      /** Only the last four characters visible: the full IBAN never reaches a document. */
      maskedIban: string;
      bic: string;
      collectionDay: number;
      instalments: number;
      instalmentCents: number;
    };

export interface DocumentPolicyHolder {
  /** The title as the customer chose it ('Ms.', or their own words for Other). */
  title: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  email: string;
  phone: string;
  correspondenceAddressLines: string[];
}

export interface DocumentParagraph {
  heading: string;
  text: string;
}

export interface PolicyDocumentModel {
  /** The product's name as the documents title it, e.g. 'Home Insurance'. */
  productName: string;
  insurer: { code: string; displayName: string };
  policyNumber: string;
  referenceNumber: string;
  policyId: string;
  quoteReference: string;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD */
  endDate: string;
  issuedAt: Date;
  policyHolder: DocumentPolicyHolder;
  riskAddressLines: string[];
  coverTypeLabel: string;
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

export type PolicyDocumentName = 'policy-schedule' | 'statement-of-fact' | 'terms-summary';

export interface RenderedDocument {
  name: PolicyDocumentName;
  displayName: string;
  description: string;
  pdf: Buffer;
}

export interface PolicyDocuments {
  render(model: PolicyDocumentModel): Promise<RenderedDocument[]>;
}
