import {
  answeredAtOf,
  contactDetailsOf,
  type AnsweredContactDetails,
} from '../../../ui/journey/contact-details';
import { readCarJourney } from './car-journey';

/** The contact details of the car About you, if the visitor has answered it in this tab. */
export function carContactDetails(): AnsweredContactDetails | null {
  const journey = readCarJourney();
  if (!journey.forms) return null;
  return {
    details: contactDetailsOf(journey.forms.aboutYou),
    answeredAt: answeredAtOf(journey.answeredAt),
  };
}
