import type { Profile } from '@wallet/domain';

/**
 * How the workspace hands a customer to a quote journey (platform.md 2.10). The journeys belong to
 * their own features, so the app passes these in: each stores what the journey reads, and the
 * workspace then opens the journey's first page.
 */
export type CustomerJourneys = {
  /** Stores a home quote, as the selected-quote call answers it, for About you. */
  openHomeQuote: (homeQuote: unknown) => Promise<void>;
  /**
   * Starts a car quote for the customer of this profile, loaded with their latest car quote
   * (About you, the car, the cover and the drivers) when they have one.
   */
  openCarQuote: (profile: Profile) => Promise<void>;
};
