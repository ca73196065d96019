import type { CarQuotePayload } from '@wallet/domain';
import type { MotorInsurerCode, MotorRating } from '../../adapters/insurers/motor-insurer-port.js';
import type { Database } from '../../db/client.js';
import {
  createProductQuotesRepository,
  type ProductQuotesRepository,
  type StoredQuote,
} from '../quotes/index.js';

/** What a car quote asked, as priced now. */
export interface MotorQuoteRecord {
  motor_quote: CarQuotePayload;
}

/**
 * The insurer's answer as its engine gave it, and the id of each level's price. The quote as shown
 * is rebuilt from these and the request, so nothing is stored twice.
 */
export interface MotorInsurerAnswers {
  /** null when the insurer could not be asked (switched off or too slow). */
  rating: MotorRating | null;
  /** Names each priced level's premium: a new price has a new id. */
  premiumIds: { popular: string | null; prestige: string | null };
}

export type StoredMotorQuote = StoredQuote<MotorQuoteRecord, MotorInsurerAnswers, MotorInsurerCode>;

export function createMotorQuotesRepository(db: Database) {
  return createProductQuotesRepository<MotorQuoteRecord, MotorInsurerAnswers, MotorInsurerCode>(
    db,
    'MOTOR',
  );
}

export type MotorQuotesRepository = ProductQuotesRepository<
  MotorQuoteRecord,
  MotorInsurerAnswers,
  MotorInsurerCode
>;
