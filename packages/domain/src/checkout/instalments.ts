import { HOME_MONTHLY_INSTALMENTS, monthlyPrice } from '../money.js';

export interface InstalmentPlan {
  instalments: number;
  /** Each instalment, in cents. */
  instalmentCents: number;
  /** What the instalments add up to: the rounding up can make it a few cents above the premium. */
  totalCents: number;
}

/**
 * home.md 9: home monthly is 12 instalments of the annual premium divided by 12, rounded up to
 * the cent, with no extra cost of credit.
 */
export function homeInstalmentPlan(annualCents: number): InstalmentPlan {
  const instalmentCents = monthlyPrice(annualCents);
  return {
    instalments: HOME_MONTHLY_INSTALMENTS,
    instalmentCents,
    totalCents: instalmentCents * HOME_MONTHLY_INSTALMENTS,
  };
}
