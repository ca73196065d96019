import {
  TRAVEL_QUOTE_FORM_DEFAULTS,
  type PersonalAboutYouValues,
  type Profile,
  type TravelQuoteForms,
} from '@wallet/domain';
import {
  aboutYouFromProfile as personalAboutYouFromProfile,
  mergeCards,
  storedCards,
} from '../../../ui/journey/journey-prefill';

/** platform.md 3.1 and 3.4: About you of the travel form from the customer's profile. */
export function aboutYouFromProfile(profile: Profile): PersonalAboutYouValues {
  return personalAboutYouFromProfile(profile, 'travel');
}

/** car-travel-payment.md 4: the prefill's sources, each later one's answers winning. */
export function mergePrefill(
  ...sources: ReadonlyArray<Partial<TravelQuoteForms> | null | undefined>
): TravelQuoteForms {
  return mergeCards(TRAVEL_QUOTE_FORM_DEFAULTS, sources);
}

/** Travel forms stored by any build, as the form holds them now. */
export function storedForms(stored: unknown): Partial<TravelQuoteForms> | null {
  return storedCards(TRAVEL_QUOTE_FORM_DEFAULTS, stored);
}
