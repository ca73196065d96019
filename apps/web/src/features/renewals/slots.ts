import type { DocumentGroup, ExcessCode, HomeInsurerQuote, PolicyDocument } from '@wallet/domain';
import type { ComponentType, ReactNode } from 'react';

/**
 * What the renewal screens show of other features, handed in by the app layer (a feature does
 * not import another): home's insurer card and view quote, and the policies' documents list and
 * download button. A renewal reuses them rather than copying them (home.md 2: the renewal cards
 * are the multiple-quote page's, and 'Your Summary' is the view quote's).
 */

/** The excess code and extras a home quote is priced with (home's view quote controls). */
export type RenewalQuoteExtras = {
  excess: ExcessCode;
  accidentalDamage: boolean;
  ncdProtectionPlus: boolean;
  homeEmergencyAssist: boolean;
};

/** home's insurer card on the multiple-quote page. */
export type QuoteCardComponent = ComponentType<{
  quote: HomeInsurerQuote;
  chosen: boolean;
  onSelect: (quote: HomeInsurerQuote) => void;
  kind?: string;
}>;

/** home's view quote: the price, excess and extras, and the one button to proceed. */
export type QuoteViewComponent = ComponentType<{
  quote: HomeInsurerQuote;
  storedExtras: RenewalQuoteExtras | undefined;
  recalculationReference: string;
  onRecalculated: (next: HomeInsurerQuote, extras: RenewalQuoteExtras) => void;
  title: string;
  progressSteps: readonly string[];
  currentStep: string;
  before?: ReactNode;
  children?: ReactNode;
  onProceed: (chosen: RenewalQuoteExtras, priceCents: number) => void;
  proceeding?: boolean;
}>;

/** The policies' documents list, grouped by business process, each with its download. */
export type DocumentListComponent = ComponentType<{ groups: DocumentGroup[] }>;

/** The policies' download button of one document. */
export type DocumentDownloadComponent = ComponentType<{ document: PolicyDocument }>;
