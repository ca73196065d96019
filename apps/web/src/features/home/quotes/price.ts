import { euroToCents, formatEuro, monthlyPrice } from '@wallet/domain';

/** home.md 2 and 9: the annual premium and its monthly instalment, as the screens show them. */
export function formatPrices(annualEuro: number): { annual: string; monthly: string } {
  const annualCents = euroToCents(annualEuro);
  return { annual: formatEuro(annualCents), monthly: formatEuro(monthlyPrice(annualCents)) };
}

export function formatEuroAmount(euro: number): string {
  return formatEuro(euroToCents(euro));
}
