/**
 * What a home customer bought, read from a policy's quote state (its payment's snapshot, or the
 * version a mid-term change left): the request, the chosen insurer's rating, its excess and
 * extras. Renewals and mid-term changes price from it.
 */
import {
  HOME_ADD_ON_CODES,
  type ExcessCode,
  type HomeInsurer,
  type HomeQuotePayload,
} from '@wallet/domain';
import type { HomeQuoted } from '../../adapters/insurers/home-insurer-port.js';
import type { QuoteSnapshot } from '../../db/schema.js';
import type { HomeInsurerAnswers } from './home-quotes-repository.js';
import type { HomeRatingChoices } from './home-rating-request.js';

/** What the customer bought: the quote's request, the chosen insurer's rating and its excess. */
export interface BoughtHomeQuote {
  payload: HomeQuotePayload;
  insurer: HomeInsurer;
  rating: HomeQuoted;
  excessCode: ExcessCode;
}

/** The bought quote as the policy's payment froze it; nothing when the snapshot holds no priced offer. */
export function boughtHomeQuoteOf(snapshot: QuoteSnapshot): BoughtHomeQuote | undefined {
  const request = snapshot.request as { home_quote?: HomeQuotePayload };
  const answers = snapshot.answers as unknown as HomeInsurerAnswers;
  const chosen = answers.ratings?.find(
    (entry) => entry.rating.outcome === 'quoted' && entry.rating.schemeCode === snapshot.choice,
  );
  if (!request.home_quote || !chosen || chosen.rating.outcome !== 'quoted') return undefined;
  return {
    payload: request.home_quote,
    insurer: chosen.insurer,
    rating: chosen.rating,
    excessCode: chosen.excessCode,
  };
}

/** The extras the customer bought, as the engines are asked for them. */
export function boughtExtrasOf(rating: HomeQuoted): HomeRatingChoices['addons'] {
  const selected = new Set(
    rating.addonDetails.filter((addon) => addon.selected).map((addon) => addon.unique_code),
  );
  return {
    contentsAccidentalDamage: selected.has(HOME_ADD_ON_CODES.accidentalDamage),
    ncdProtection: selected.has(HOME_ADD_ON_CODES.ncdProtectionPlus),
    homeEmergencyAssist: selected.has(HOME_ADD_ON_CODES.homeEmergencyAssist),
  };
}
