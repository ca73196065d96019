import type { ExcessCode, HomeInsurer, HomeQuoteRequest } from '@wallet/domain';
import type { HomeRating } from '../../adapters/insurers/home-insurer-port.js';
import type { Database } from '../../db/client.js';
import {
  createProductQuotesRepository,
  type NewQuote,
  type ProductQuotesRepository,
  type StoredQuote,
} from '../quotes/index.js';

/** One insurer's answer as it came from its engine, with the excess it was rated on. */
export interface StoredInsurerRating {
  insurer: HomeInsurer;
  excessCode: ExcessCode;
  rating: HomeRating;
}

/**
 * What the quotes table keeps of a home quote beyond the request: each insurer's rating only.
 * The quote as shown is rebuilt from the rating and the request, so nothing is stored twice.
 */
export interface HomeInsurerAnswers {
  ratings: StoredInsurerRating[];
  /** Insurers that did not answer in time or were switched off. */
  unavailable: HomeInsurer[];
}

export type StoredHomeQuote = StoredQuote<HomeQuoteRequest, HomeInsurerAnswers, HomeInsurer>;
export type NewHomeQuote = NewQuote<HomeQuoteRequest, HomeInsurerAnswers, HomeInsurer>;

export function createHomeQuotesRepository(db: Database) {
  return createProductQuotesRepository<HomeQuoteRequest, HomeInsurerAnswers, HomeInsurer>(
    db,
    'HOME',
  );
}

export type HomeQuotesRepository = ProductQuotesRepository<
  HomeQuoteRequest,
  HomeInsurerAnswers,
  HomeInsurer
>;
