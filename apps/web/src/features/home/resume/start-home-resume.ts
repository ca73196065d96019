import { homeQuoteToForms, savedHomeQuoteSchema } from '@wallet/domain';
import { updateHomeJourney } from '../journey/home-journey';

/**
 * platform.md 2.5 and home.md 4 'Resume mode': the saved quote fills the forms and the journey
 * continues through the quote steps in resume mode. Loaded only when the customer continues, as
 * it brings the schema library with it.
 */
export function startHomeResume(homeQuote: unknown): void {
  const saved = savedHomeQuoteSchema.parse(homeQuote);
  updateHomeJourney({
    ...homeQuoteToForms(saved),
    quoteReference: saved.quote_reference,
    resuming: true,
    submitted: false,
    quoteResponse: undefined,
    selectedQuote: undefined,
    extras: undefined,
  });
}
