import { euroToCents, formatEuro, monthlyPrice, type HomeInsurerQuote } from '@wallet/domain';

/**
 * The insurer quote's annual premium in cents, or null while it has no price. The quote answer
 * states it in euro; this is where it becomes cents, once, for everything after.
 */
export function priceCentsOf(quote: Pick<HomeInsurerQuote, 'price'>): number | null {
  return quote.price === null ? null : euroToCents(quote.price);
}

/** home.md 2 and 9: the annual premium and its monthly instalment, as the screens show them. */
export function formatPrices(annualCents: number): { annual: string; monthly: string } {
  return { annual: formatEuro(annualCents), monthly: formatEuro(monthlyPrice(annualCents)) };
}

/** An amount the spec's answers and tables state in euro (an excess, a premium line), shown. */
export function formatEuroAmount(euro: number): string {
  return formatEuro(euroToCents(euro));
}
