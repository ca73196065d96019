import { carContactDetails } from '../features/car/journey/car-contact-details';
import { homeContactDetails } from '../features/home/journey';
import { travelContactDetails } from '../features/travel/journey';
import {
  NO_CONTACT_DETAILS,
  type AnsweredContactDetails,
  type ContactDetails,
} from '../ui/journey/contact-details';

/**
 * What each product's journey knows of the visitor's contact details. A product whose quote
 * journey keeps an About you adds its reader here; features never read each other's journeys.
 */
const JOURNEY_CONTACT_DETAILS: readonly (() => AnsweredContactDetails | null)[] = [
  homeContactDetails,
  carContactDetails,
  travelContactDetails,
];

/**
 * The first name, surname, e-mail and mobile number a visitor gave in the About you of the quote
 * journey they answered last in this tab, so Sign Up after a quote does not ask for them again;
 * empty when no journey has an About you.
 */
export function quoteContactDetails(): ContactDetails {
  let latest: AnsweredContactDetails | null = null;
  for (const read of JOURNEY_CONTACT_DETAILS) {
    const answered = read();
    if (answered && (!latest || answered.answeredAt > latest.answeredAt)) latest = answered;
  }
  return latest?.details ?? NO_CONTACT_DETAILS;
}
