import { homeQuoteToForms, savedHomeQuoteSchema } from '@wallet/domain';
import { clearHomeJourney, updateHomeJourney } from '../journey/home-journey';

/**
 * platform.md 2.10: an agent who opens a customer's home quote (Search All Home Quotes, Live Home
 * Quotes) goes on with it at About you. The forms are filled from the saved quote as a customer's
 * latest quote prefills them (home.md 4), in place of any journey the agent had before; it is
 * not resume mode, so the agent takes the customer through every step again.
 */
export function openCustomerQuote(homeQuote: unknown): void {
  const saved = savedHomeQuoteSchema.parse(homeQuote);
  clearHomeJourney();
  updateHomeJourney({ ...homeQuoteToForms(saved), quoteReference: saved.quote_reference });
}
