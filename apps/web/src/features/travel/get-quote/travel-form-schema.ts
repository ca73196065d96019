import {
  personalAboutYouValuesSchema,
  travelAboutYouSchema,
  yourTravelCoverSchema,
  yourTravelCoverValuesSchema,
  yourTripSchema,
  yourTripValuesSchema,
  type TravelQuoteForms,
} from '@wallet/domain';
import { z } from 'zod';
import type { TravelCard } from '../journey/travel-journey';
import { carHireOf } from './car-hire-of';

/**
 * car-travel-payment.md 2 and 5: the get-quote page is one form of three cards, each checked by
 * its own schema from the domain. Your cover's car hire question depends on the other two cards
 * (the policyholder's age and the destination zone), so the page's schema checks each card with
 * the answers of the others. This module (and with it the schema library and the phone-number
 * rules) is loaded after the fields are drawn: see lazy-travel-schemas.ts.
 */

/** Each card's own schema, for the answers of the whole form. */
export function cardSchemasOf(forms: TravelQuoteForms, today: Date) {
  return {
    aboutYou: travelAboutYouSchema({ today }),
    yourTrip: yourTripSchema({ today }),
    yourCover: yourTravelCoverSchema({ carHire: carHireOf(forms, today) }),
  } satisfies Record<TravelCard, z.ZodType>;
}

/** Whether each card's answers pass its schema. */
export function cardValidity(forms: TravelQuoteForms, today: Date): Record<TravelCard, boolean> {
  const schemas = cardSchemasOf(forms, today);
  return {
    aboutYou: schemas.aboutYou.safeParse(forms.aboutYou).success,
    yourTrip: schemas.yourTrip.safeParse(forms.yourTrip).success,
    yourCover: schemas.yourCover.safeParse(forms.yourCover).success,
  };
}

/** The page's schema: the three cards' shapes, then each card's rules under its own path. */
export function travelFormSchema(today: Date) {
  return z
    .object({
      aboutYou: personalAboutYouValuesSchema,
      yourTrip: yourTripValuesSchema,
      yourCover: yourTravelCoverValuesSchema,
    })
    .superRefine((forms, context) => {
      const schemas = cardSchemasOf(forms, today);
      for (const card of ['aboutYou', 'yourTrip', 'yourCover'] as const) {
        const result = schemas[card].safeParse(forms[card]);
        if (result.success) continue;
        for (const issue of result.error.issues) {
          context.addIssue({ code: 'custom', message: issue.message, path: [card, ...issue.path] });
        }
      }
    });
}
