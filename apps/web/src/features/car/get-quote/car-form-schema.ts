import {
  carCoverSchema,
  carCoverValuesSchema,
  personalAboutYouSchema,
  personalAboutYouValuesSchema,
  yourCarSchema,
  yourCarValuesSchema,
  type CalendarDate,
  type CarQuoteForms,
} from '@wallet/domain';
import { cardsFormSchema, cardValidityOf } from '../../../ui/journey/cards-form-schema';
import type { CarCard } from '../journey/car-journey';

/**
 * car-travel-payment.md 2 and 5: the car get-quote page is one form of three cards, each checked
 * by its own schema from the domain. This module (and with it the schema library and the
 * phone-number rules) is loaded after the fields are drawn: see lazy-car-schemas.ts.
 */

const CAR_CARD_SHAPES = {
  aboutYou: personalAboutYouValuesSchema,
  yourCar: yourCarValuesSchema,
  yourCover: carCoverValuesSchema,
} satisfies Record<CarCard, unknown>;

/** The day the form is checked on, and the last day a car policy may start, when there is one. */
export interface CarFormRules {
  today: Date;
  lastStartDate: CalendarDate | undefined;
}

function cardSchemasOf({ today, lastStartDate }: CarFormRules) {
  return {
    aboutYou: personalAboutYouSchema({ today }),
    yourCar: yourCarSchema(),
    yourCover: carCoverSchema({ today, ...(lastStartDate ? { lastStartDate } : {}) }),
  };
}

/** Whether each card's answers pass its schema. */
export function cardValidity(forms: CarQuoteForms, rules: CarFormRules): Record<CarCard, boolean> {
  return cardValidityOf<typeof CAR_CARD_SHAPES>(() => cardSchemasOf(rules), forms);
}

/** The page's schema: the three cards' shapes, then each card's rules under its own path. */
export function carFormSchema(rules: CarFormRules) {
  return cardsFormSchema(CAR_CARD_SHAPES, () => cardSchemasOf(rules));
}
