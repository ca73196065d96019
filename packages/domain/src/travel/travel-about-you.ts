import {
  personalAboutYouSchema,
  type PersonalAboutYouContext,
} from '../personal/personal-about-you-schema.js';
import { travelPromoCodeProblem } from './travel-rules.js';

/** car-travel-payment.md 5: the About you card of the travel form, with the travel promotion. */
export function travelAboutYouSchema({ today }: Pick<PersonalAboutYouContext, 'today'>) {
  return personalAboutYouSchema({ today, promoCodeProblem: travelPromoCodeProblem });
}
