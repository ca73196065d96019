import { saveCarAnswers } from '../api/saved-car-answers';
import { readCarJourney } from './car-journey';

/**
 * car-travel-payment.md 4: 'On logout the current form values are saved for car or travel'. The
 * three cards as typed are offered back at the customer's next visit. True when saved.
 */
export async function saveCarJourneyToServer(): Promise<boolean> {
  const { forms } = readCarJourney();
  if (!forms) return false;
  return saveCarAnswers({ ...forms });
}
