import type { Collection, InstalmentPlan, PlanAsItStands } from '@wallet/domain';

/**
 * The Documents port (docs/architecture.md, Outside parties and their local stand-ins): the PDFs
 * issued when a policy is bound (home.md 7, Documents summary and Document download;
 * car-travel-payment.md 7). The set is product-neutral: a product's builder turns its own quote and
 * answers into documents of labelled tables and paragraphs (home-, travel- and
 * car-policy-document-model.ts), and a renderer only lays them out.
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

/** One step of the premium in words a customer reads; running totals are not lines. */
export interface PremiumLine {
  label: string;
  /** Whole cents; a discount is negative. */
  amountCents: number;
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
      /** The debits a mid-term change rides on, as they will be collected (an endorsement). */
      debitsFromNow?: Collection[] | null;
      /** The plan as a mid-term change leaves it (an endorsement): printed in place of a plan. */
      planAsItStands?: PlanAsItStands | null;
    };

export type DocumentPayment =
  | { method: 'card'; cardBrand: string; last4: string }
  | {
      method: 'direct_debit';
      /** Only the last four characters visible: the full IBAN never reaches a document. */
      maskedIban: string;
      bic: string;
      collectionDay: number;
      /** The instalments as collected: the same plan checkout showed and the mandate records. */
      plan: InstalmentPlan;
      /** The debits a mid-term change rides on, as they will be collected (an endorsement). */
      debitsFromNow?: Collection[] | null;
      /**
       * The plan as a mid-term change leaves it (an endorsement), in the payment schedule's
       * figures: printed in place of `plan`, which is then the new premium's and not the mandate's.
       */
      planAsItStands?: PlanAsItStands | null;
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

/** A part of a document, drawn in order: a titled table, a headed paragraph or plain text. */
export type DocumentBlock =
  | { kind: 'table'; title: string; rows: DocumentTableRow[]; emptyText?: string }
  | { kind: 'paragraph'; heading: string; text: string }
  | { kind: 'text'; text: string };

export interface DocumentTableRow extends DocumentRow {
  /** A total in bold; figures right-aligned so a column lines up. */
  style?: { bold?: boolean; alignValue?: 'left' | 'right' };
}

/**
 * A disc to cut out and display on a vehicle (the motor insurance disc), drawn at its real size:
 * a heading across its top, one line in large type, then its rows.
 */
export interface DocumentDisc {
  /** e.g. the insurer. */
  heading: string;
  /** The line read from outside the car, e.g. the registration. */
  emphasis: string;
  rows: DocumentRow[];
}

/** One PDF of a policy. */
export interface PolicyDocumentContent {
  /** Stable kind of document, e.g. 'policy-schedule', 'travel-certificate', 'motor-disc'. */
  name: string;
  displayName: string;
  description: string;
  /** The heading of its first page. */
  title: string;
  blocks: DocumentBlock[];
  /** Drawn after the blocks. */
  disc?: DocumentDisc;
}

/**
 * The documents of one bound policy, as a product's builder composes them: the renderer only lays
 * them out, with the product, the insurer and the policy number on every page.
 */
export interface PolicyDocumentSet {
  /** The product's name as the documents title it, e.g. 'Home Insurance'. */
  productName: string;
  insurer: { code: string; displayName: string };
  policyNumber: string;
  /** What the product calls the number (the glossary's policyNumberLabel). */
  policyNumberLabel: string;
  referenceNumber: string;
  issuedAt: Date;
  /** The footer of every page: who arranges the policy and who underwrites it. */
  legalText: string;
  /** Who the PDF metadata names as author: the arranger. */
  author: string;
  documents: PolicyDocumentContent[];
}

export interface RenderedDocument {
  name: string;
  displayName: string;
  description: string;
  pdf: Buffer;
}

export interface PolicyDocuments {
  render(set: PolicyDocumentSet): Promise<RenderedDocument[]>;
}
