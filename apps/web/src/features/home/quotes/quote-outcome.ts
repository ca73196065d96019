import {
  DEFAULT_EXCESS_CODE,
  EXCESS_LOCKED_COVER_TYPES,
  HOME_QUOTE_ERROR_CODES,
  isExcessCode,
  isHomeCoverType,
  type ExcessCode,
  type HomeAddonCode,
  type HomeCoverType,
  type HomeInsurerQuote,
  type HomeQuoteResponse,
} from '@wallet/domain';

/** home.md 4 and 8: what the processing page does with the answer of the create-quote call. */
export type QuoteOutcome = 'quoted' | 'unavailable' | 'referral' | 'declined';

/** A quote the customer can buy: an insurer quote with a price and no acceptance notifications. */
export function isQuotable(quote: HomeInsurerQuote): boolean {
  return quote.acceptance_notifications.length === 0 && quote.price !== null;
}

export function quotableQuotes(response: HomeQuoteResponse): HomeInsurerQuote[] {
  return response.quotes.filter(isQuotable);
}

export function quoteOutcome(response: HomeQuoteResponse): QuoteOutcome {
  if (response.error_code === HOME_QUOTE_ERROR_CODES.insurerUnavailable) return 'unavailable';
  if (!response.error && quotableQuotes(response).length > 0) return 'quoted';
  const notifications = [
    ...response.acceptance_notifications,
    ...response.quotes.flatMap((quote) => quote.acceptance_notifications),
  ];
  return notifications.some((notification) => notification.type === 'REFERRAL')
    ? 'referral'
    : 'declined';
}

/** home.md 3 'View-quote form values': the excess and the three extras. */
export type QuoteExtras = {
  excess: ExcessCode;
  accidentalDamage: boolean;
  ncdProtectionPlus: boolean;
  homeEmergencyAssist: boolean;
};

/** Which extra each add-on code switches on (home.md 2 View quote). */
export const EXTRA_OF_ADDON: Record<HomeAddonCode, Exclude<keyof QuoteExtras, 'excess'>> = {
  ContentsAD: 'accidentalDamage',
  NCDProtection: 'ncdProtectionPlus',
  HomeEmergencyAssist: 'homeEmergencyAssist',
};

export function offersAddon(quote: HomeInsurerQuote, code: HomeAddonCode): boolean {
  return quote.addon_details.some((addon) => addon.unique_code === code);
}

function addonSelected(quote: HomeInsurerQuote, code: HomeAddonCode): boolean {
  return quote.addon_details.some((addon) => addon.unique_code === code && addon.selected);
}

export function coverTypeOfQuote(quote: HomeInsurerQuote): HomeCoverType | undefined {
  const coverType = quote.cover_details_information.risk_address.cover_type;
  return isHomeCoverType(coverType) ? coverType : undefined;
}

export function isExcessLocked(coverType: HomeCoverType | undefined): boolean {
  return coverType !== undefined && EXCESS_LOCKED_COVER_TYPES.includes(coverType);
}

/** The excess and extras a quote was calculated with. */
export function extrasOfQuote(quote: HomeInsurerQuote): QuoteExtras {
  const code = quote.cover_details_information.excess_code;
  return {
    excess: isExcessCode(code) ? code : DEFAULT_EXCESS_CODE,
    accidentalDamage: addonSelected(quote, 'ContentsAD'),
    ncdProtectionPlus: addonSelected(quote, 'NCDProtection'),
    homeEmergencyAssist: addonSelected(quote, 'HomeEmergencyAssist'),
  };
}

/** home.md 4: accidental damage starts off for these cover types when nothing is stored. */
const ACCIDENTAL_DAMAGE_OFF_COVER_TYPES: readonly HomeCoverType[] = ['ownLive', 'rent'];

/**
 * The values the view-quote controls start with: the stored choices, else those of the quote,
 * with accidental damage off for owner-occupiers and tenants (home.md 4).
 */
export function initialExtras(
  quote: HomeInsurerQuote,
  stored: Partial<QuoteExtras> | undefined,
): QuoteExtras {
  const calculated = extrasOfQuote(quote);
  const coverType = coverTypeOfQuote(quote);
  const defaultAccidentalDamage =
    coverType !== undefined && ACCIDENTAL_DAMAGE_OFF_COVER_TYPES.includes(coverType)
      ? false
      : calculated.accidentalDamage;
  return {
    excess: stored?.excess && isExcessCode(stored.excess) ? stored.excess : calculated.excess,
    accidentalDamage: stored?.accidentalDamage ?? defaultAccidentalDamage,
    ncdProtectionPlus: stored?.ncdProtectionPlus ?? calculated.ncdProtectionPlus,
    homeEmergencyAssist: stored?.homeEmergencyAssist ?? calculated.homeEmergencyAssist,
  };
}

/** home.md 4: the button recalculates while the choices differ from the last calculated quote. */
export function needsRecalculation(chosen: QuoteExtras, calculated: QuoteExtras): boolean {
  return (
    chosen.excess !== calculated.excess ||
    chosen.accidentalDamage !== calculated.accidentalDamage ||
    chosen.ncdProtectionPlus !== calculated.ncdProtectionPlus ||
    chosen.homeEmergencyAssist !== calculated.homeEmergencyAssist
  );
}

/** The quote answer with one insurer's quote replaced by its latest pricing. */
export function withLatestQuote(
  response: HomeQuoteResponse,
  latest: HomeInsurerQuote,
): HomeQuoteResponse {
  return {
    ...response,
    quotes: response.quotes.map((quote) => (quote.insurer === latest.insurer ? latest : quote)),
  };
}
