import {
  journeyContactDetails,
  type AnsweredContactDetails,
} from '../../../ui/journey/contact-details';
import { readCarJourney } from './car-journey';

/** The contact details of the car About you, if the visitor has answered it in this tab. */
export const carContactDetails = (): AnsweredContactDetails | null =>
  journeyContactDetails(readCarJourney());
