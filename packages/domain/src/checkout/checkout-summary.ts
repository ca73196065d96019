/**
 * What the payment page shows of the quote before Buy, in a shape no product owns: each product's
 * checkout entry fills it with its own words (home's property and cover, travel's trip), and the
 * page only lays it out.
 */
export interface CheckoutSummaryRow {
  label: string;
  value: string;
}

export interface CheckoutSummarySection {
  title: string;
  rows: CheckoutSummaryRow[];
}

export interface CheckoutDocumentLink {
  /** The document's name as the link reads, e.g. 'Summary of Terms'. */
  label: string;
  description: string;
  /** The API path that serves the PDF. */
  path: string;
}

export interface CheckoutSummary {
  /** What is bought: the insured thing, the cover, the extras. */
  sections: CheckoutSummarySection[];
  /** The insurer's documents to read before buying. */
  documents: CheckoutDocumentLink[];
  /** The right to cancel, then the insurer's own cancellation terms. */
  cancellation: string[];
  /** What 'the eligibility requirements' are. */
  eligibility: string[];
}
