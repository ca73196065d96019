/**
 * The account screens' entry to the travel journey. It is separate from the feature's index so
 * Sign Up does not pull in the quote forms and their styles (docs/decisions/0004).
 */
export { travelContactDetails } from './travel-contact-details';
