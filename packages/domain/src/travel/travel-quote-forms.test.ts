import { describe, expect, it } from 'vitest';
import { travelAboutYouSchema } from './travel-about-you.js';
import { EXAMPLE_TODAY } from './travel-form-examples.js';
import { TRAVEL_QUOTE_FORM_DEFAULTS } from './travel-quote-forms.js';
import { yourTravelCoverSchema } from './your-travel-cover-schema.js';
import { yourTripSchema } from './your-trip-schema.js';

describe('the empty travel form', () => {
  // The form draws its fields before the schemas arrive (decision 0008): a card never shows as
  // complete, nor is the form sent, before a schema has checked it.
  it('passes none of the three cards', () => {
    const today = EXAMPLE_TODAY;
    const { aboutYou, yourTrip, yourCover } = TRAVEL_QUOTE_FORM_DEFAULTS;
    expect(travelAboutYouSchema({ today }).safeParse(aboutYou).success).toBe(false);
    expect(yourTripSchema({ today }).safeParse(yourTrip).success).toBe(false);
    for (const eligible of [true, false]) {
      expect(yourTravelCoverSchema({ carHire: { eligible } }).safeParse(yourCover).success).toBe(
        false,
      );
    }
  });
});
