/**
 * The account screens' entry to the home journey. It is separate from the feature's index so
 * Sign Up does not pull in the quote forms and their styles (docs/decisions/0004).
 */
export { homeContactDetails } from './home-contact-details';
