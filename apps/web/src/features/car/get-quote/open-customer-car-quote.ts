import type { Profile } from '@wallet/domain';
import { carJourneyOfCustomer } from '../agent/customer-car-answers';
import { getCustomerCarQuote } from '../api/get-customer-car-quote';
import { clearCarJourney, updateCarJourney } from '../journey/car-journey';

/**
 * platform.md 2.10: an agent who opens a live car quote goes on with the customer on the car quote
 * page, loaded as the agent's e-mail search loads them (car-travel-payment.md 6 and 7): About you
 * from the profile overlaid with the customer's latest car quote, whose car, cover and drivers
 * fill the other cards, in place of any car journey the agent had before. A failed read of the
 * quote throws: the agent is told, and nothing is half loaded.
 */
export async function openCustomerCarQuote(profile: Profile): Promise<void> {
  const quote = profile.email ? await getCustomerCarQuote(profile.email) : null;
  clearCarJourney();
  updateCarJourney(carJourneyOfCustomer({ profile, quote }, new Date()));
}
