import {
  euroToCents,
  formatEuro,
  monthlyInstalmentPlan,
  instalmentsInWords,
  type HomeInsurerQuote,
} from '@wallet/domain';

/**
 * The insurer quote's annual premium in cents, or null while it has no price. The quote answer
 * states it in euro; this is where it becomes cents, once, for everything after.
 */
export function priceCentsOf(quote: Pick<HomeInsurerQuote, 'price'>): number | null {
  return quote.price === null ? null : euroToCents(quote.price);
}

export type Prices = {
  annual: string;
  /** home.md 2 and 9: the monthly figure, the annual premium / 12 rounded up to the cent. */
  monthly: string;
  /** The instalments as they are collected: they add up to the annual premium exactly. */
  instalments: string;
};

/** home.md 2 and 9: the annual premium and its monthly plan, as the screens show them. */
export function formatPrices(annualCents: number): Prices {
  const plan = monthlyInstalmentPlan(annualCents);
  return {
    annual: formatEuro(annualCents),
    monthly: formatEuro(plan.instalmentCents),
    instalments: instalmentsInWords(plan),
  };
}

/** An amount the spec's answers and tables state in euro (an excess, a premium line), shown. */
export function formatEuroAmount(euro: number): string {
  return formatEuro(euroToCents(euro));
}
