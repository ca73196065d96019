import type { CarQuotePayload } from '@wallet/domain';
import type { CarInsurerCode, CarRating } from '../../adapters/insurers/car-insurer-port.js';
import type { Database } from '../../db/client.js';
import {
  createProductQuotesRepository,
  type ProductQuotesRepository,
  type StoredQuote,
} from '../quotes/index.js';

/** What a car quote asked, as priced now. */
export interface CarQuoteRecord {
  motor_quote: CarQuotePayload;
}

/**
 * The insurer's answer as its engine gave it, and the id of each level's price. The quote as shown
 * is rebuilt from these and the request, so nothing is stored twice.
 */
export interface CarInsurerAnswers {
  /** null when the insurer could not be asked (switched off or too slow). */
  rating: CarRating | null;
  /** Names each priced level's premium: a new price has a new id. */
  premiumIds: { popular: string | null; prestige: string | null };
}

export type StoredCarQuote = StoredQuote<CarQuoteRecord, CarInsurerAnswers, CarInsurerCode>;

export function createCarQuotesRepository(db: Database) {
  return createProductQuotesRepository<CarQuoteRecord, CarInsurerAnswers, CarInsurerCode>(
    db,
    'MOTOR',
  );
}

export type CarQuotesRepository = ProductQuotesRepository<
  CarQuoteRecord,
  CarInsurerAnswers,
  CarInsurerCode
>;
