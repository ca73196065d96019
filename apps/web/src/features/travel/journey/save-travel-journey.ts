import { saveTravelAnswers } from '../api/save-travel-answers';
import { readTravelJourney } from './travel-journey';

/**
 * car-travel-payment.md 4 and platform.md 4.3: 'On logout the current form values are saved for
 * car or travel'. The three cards as typed are offered back at the customer's next visit. True
 * when saved.
 */
export async function saveTravelJourneyToServer(): Promise<boolean> {
  const { forms } = readTravelJourney();
  if (!forms) return false;
  return saveTravelAnswers({ ...forms });
}
