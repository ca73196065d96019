import type {
  TravelCoverDetailsPayload,
  TravelInsurerCode,
  TravelQuotePayload,
} from '@wallet/domain';
import type { TravelRating } from '../../adapters/insurers/travel-insurer-port.js';
import type { Database } from '../../db/client.js';
import {
  createProductQuotesRepository,
  type ProductQuotesRepository,
  type StoredQuote,
} from '../quotes/index.js';

/** What a travel quote asked, as priced now, and the single trip it was first asked as. */
export interface TravelQuoteRecord {
  travel_quote: TravelQuotePayload;
  /**
   * The cover of the single trip first quoted, so the multi-trip switch can go back to it; null
   * for a quote first asked as annual multi-trip.
   */
  single_trip: TravelCoverDetailsPayload | null;
}

/**
 * The insurer's answer as its engine gave it, and the id of the price it made. The quote as shown
 * is rebuilt from these and the request, so nothing is stored twice.
 */
export interface TravelInsurerAnswers {
  /** null when the insurer could not be asked (switched off or too slow). */
  rating: TravelRating | null;
  /** Names the priced premium: a new price has a new id. */
  premiumId: string | null;
}

export type StoredTravelQuote = StoredQuote<
  TravelQuoteRecord,
  TravelInsurerAnswers,
  TravelInsurerCode
>;

export function createTravelQuotesRepository(db: Database) {
  return createProductQuotesRepository<TravelQuoteRecord, TravelInsurerAnswers, TravelInsurerCode>(
    db,
    'TRAVEL',
  );
}

export type TravelQuotesRepository = ProductQuotesRepository<
  TravelQuoteRecord,
  TravelInsurerAnswers,
  TravelInsurerCode
>;
