import type { Profile } from '@wallet/domain';
import { aboutYouFromProfile } from '../../../ui/journey/journey-prefill';
import { clearCarJourney, updateCarJourney } from '../journey/car-journey';
import { mergeCarPrefill } from './prefill';

/**
 * platform.md 2.10: an agent who opens a live car quote goes on with the customer on the car quote
 * page, About you filled from the customer's profile as a customer's own is (car-travel-payment.md
 * 4), in place of any car journey the agent had before.
 */
export function openCustomerCarQuote(profile: Profile): void {
  clearCarJourney();
  updateCarJourney({
    forms: mergeCarPrefill({ aboutYou: aboutYouFromProfile(profile, 'car') }),
    prefilledFrom: 'profile',
    cardsOpened: { aboutYou: true },
  });
}
