import {
  personalAboutYouValuesSchema,
  travelAboutYouSchema,
  yourTravelCoverSchema,
  yourTravelCoverValuesSchema,
  yourTripSchema,
  yourTripValuesSchema,
  type TravelQuoteForms,
} from '@wallet/domain';
import { cardsFormSchema, cardValidityOf } from '../../../ui/journey/cards-form-schema';
import type { TravelCard } from '../journey/travel-journey';
import { carHireOf } from './car-hire-of';

/**
 * car-travel-payment.md 2 and 5: the get-quote page is one form of three cards, each checked by
 * its own schema from the domain. Your cover's car hire question depends on the other two cards
 * (the policyholder's age and the destination zone). This module (and with it the schema library
 * and the phone-number rules) is loaded after the fields are drawn: see lazy-travel-schemas.ts.
 */

const TRAVEL_CARD_SHAPES = {
  aboutYou: personalAboutYouValuesSchema,
  yourTrip: yourTripValuesSchema,
  yourCover: yourTravelCoverValuesSchema,
} satisfies Record<TravelCard, unknown>;

/** Each card's own schema, for the answers of the whole form. */
export function cardSchemasOf(forms: TravelQuoteForms, today: Date) {
  return {
    aboutYou: travelAboutYouSchema({ today }),
    yourTrip: yourTripSchema({ today }),
    yourCover: yourTravelCoverSchema({ carHire: carHireOf(forms, today) }),
  };
}

/** Whether each card's answers pass its schema. */
export function cardValidity(forms: TravelQuoteForms, today: Date): Record<TravelCard, boolean> {
  return cardValidityOf<typeof TRAVEL_CARD_SHAPES>((all) => cardSchemasOf(all, today), forms);
}

/** The page's schema: the three cards' shapes, then each card's rules under its own path. */
export function travelFormSchema(today: Date) {
  return cardsFormSchema(TRAVEL_CARD_SHAPES, (forms) => cardSchemasOf(forms, today));
}
