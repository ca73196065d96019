import {
  journeyContactDetails,
  type AnsweredContactDetails,
} from '../../../ui/journey/contact-details';
import { readTravelJourney } from './travel-journey';

/** The contact details of the travel About you, if the visitor has answered it in this tab. */
export const travelContactDetails = (): AnsweredContactDetails | null =>
  journeyContactDetails(readTravelJourney());
