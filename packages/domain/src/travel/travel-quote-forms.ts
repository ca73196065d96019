/**
 * The travel form's three cards as the form holds them, and the empty form, apart from the cards'
 * schemas so that the form can draw its fields before the schema library arrives (decision 0008).
 */
import type { PersonalAboutYouValues } from '../personal/personal-about-you-schema.js';
import { personalAboutYouDefaults } from '../personal/personal-about-you-values.js';
import type { YourTravelCoverValues } from './your-travel-cover-schema.js';
import { YOUR_TRAVEL_COVER_DEFAULTS } from './your-travel-cover-values.js';
import type { YourTripValues } from './your-trip-schema.js';
import { YOUR_TRIP_DEFAULTS } from './your-trip-values.js';

/** The three cards of the travel form, as the form holds them. */
export interface TravelQuoteForms {
  aboutYou: PersonalAboutYouValues;
  yourTrip: YourTripValues;
  yourCover: YourTravelCoverValues;
}

export const TRAVEL_QUOTE_FORM_DEFAULTS: TravelQuoteForms = {
  aboutYou: personalAboutYouDefaults('travel'),
  yourTrip: YOUR_TRIP_DEFAULTS,
  yourCover: YOUR_TRAVEL_COVER_DEFAULTS,
};
