import {
  answeredAtOf,
  contactDetailsOf,
  type AnsweredContactDetails,
} from '../../../ui/journey/contact-details';
import { readTravelJourney } from './travel-journey';

/** The contact details of the travel About you, if the visitor has answered it in this tab. */
export function travelContactDetails(): AnsweredContactDetails | null {
  const journey = readTravelJourney();
  if (!journey.forms) return null;
  return {
    details: contactDetailsOf(journey.forms.aboutYou),
    answeredAt: answeredAtOf(journey.answeredAt),
  };
}
