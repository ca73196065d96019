import type { GadgetForm } from '@wallet/domain/test-product';
import { GADGET_POLICY_TYPE } from '@wallet/domain/test-product';
import type { Database } from '../src/db/client.js';
import {
  createProductQuotesRepository,
  type ProductQuotesRepository,
  type StoredQuote,
} from '../src/modules/quotes/index.js';
import type { GadgetRating } from './gadget-insurer.js';

/** What a gadget quote asked, and the day its cover was quoted from. */
export interface GadgetQuoteRecord {
  gadget_quote: GadgetForm;
  /** YYYY-MM-DD: cover starts the day the quote is priced, for a year. */
  start_date: string;
}

/** The insurer's rating; null when it could not be asked (switched off or too slow). */
export interface GadgetInsurerAnswers {
  rating: GadgetRating | null;
}

export type StoredGadgetQuote = StoredQuote<GadgetQuoteRecord, GadgetInsurerAnswers, string>;

export function createGadgetQuotesRepository(db: Database) {
  return createProductQuotesRepository<GadgetQuoteRecord, GadgetInsurerAnswers, string>(
    db,
    GADGET_POLICY_TYPE,
  );
}

export type GadgetQuotesRepository = ProductQuotesRepository<
  GadgetQuoteRecord,
  GadgetInsurerAnswers,
  string
>;
