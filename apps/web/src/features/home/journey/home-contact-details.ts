import {
  answeredAtOf,
  contactDetailsOf,
  type AnsweredContactDetails,
} from '../../../ui/journey/contact-details';
import { readHomeJourney } from './home-journey';

/** The contact details of the home About you, if the visitor has answered it in this tab. */
export function homeContactDetails(): AnsweredContactDetails | null {
  const journey = readHomeJourney();
  if (!journey.aboutYou) return null;
  return {
    details: contactDetailsOf(journey.aboutYou),
    answeredAt: answeredAtOf(journey.answeredAt),
  };
}
