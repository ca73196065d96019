import {
  PERSONAL_TITLE_CODES,
  TRAVEL_QUOTE_FORM_DEFAULTS,
  employmentStatusOf,
  isOccupationCode,
  personalAboutYouDefaults,
  type PersonalAboutYouValues,
  type Profile,
  type TravelQuoteForms,
} from '@wallet/domain';
import { personFromProfile } from '../../../lib/profile-person';
import { initialValuesOf } from '../../../ui/journey/step-form';

/** platform.md 3.1 and 3.4: About you of the travel form from the customer's profile. */
export function aboutYouFromProfile(profile: Profile): PersonalAboutYouValues {
  const person = personFromProfile(profile, PERSONAL_TITLE_CODES);
  const defaults = personalAboutYouDefaults('travel');
  const status = employmentStatusOf(profile.occupation) ?? '';
  const occupation = (profile.occupation ?? '').trim().toUpperCase();
  return {
    ...defaults,
    ...person.details,
    address: person.address ?? defaults.address,
    employmentStatus: status,
    mainOccupation: isOccupationCode(occupation) ? occupation : '',
  };
}

/** Whether a value is an answer: text typed, a choice made, a yes or no given, a list filled. */
function isAnswered(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.values(value).some(isAnswered);
  return true;
}

/**
 * `later` over `earlier`, answer by answer: an answer of `later` replaces the one of `earlier`,
 * and what `later` leaves unanswered keeps `earlier`'s. A nested block (an address) is one
 * answer: it is taken whole, so two addresses are never mixed.
 */
function overlay<T extends object>(earlier: T, later: Partial<T>): T {
  const merged: Record<string, unknown> = { ...(earlier as Record<string, unknown>) };
  for (const [key, value] of Object.entries(later)) {
    if (isAnswered(value)) merged[key] = value;
  }
  return merged as T;
}

/**
 * car-travel-payment.md 4 'Prefill merges in order: current form values, signed-in user profile
 * data, latest saved quote values, stored get-quote values': each later source's answers win.
 */
export function mergePrefill(
  ...sources: ReadonlyArray<Partial<TravelQuoteForms> | null | undefined>
): TravelQuoteForms {
  return sources.reduce<TravelQuoteForms>(
    (forms, source) => ({
      aboutYou: overlay(forms.aboutYou, source?.aboutYou ?? {}),
      yourTrip: overlay(forms.yourTrip, source?.yourTrip ?? {}),
      yourCover: overlay(forms.yourCover, source?.yourCover ?? {}),
    }),
    TRAVEL_QUOTE_FORM_DEFAULTS,
  );
}

/**
 * Form values stored by any build, as the form holds them now: each card is the defaults overlaid
 * with what was stored, so a field an older build did not know is never undefined. The form's
 * schema checks the answers themselves.
 */
export function storedForms(stored: unknown): Partial<TravelQuoteForms> | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const cards = stored as Partial<Record<keyof TravelQuoteForms, unknown>>;
  return {
    aboutYou: {
      ...initialValuesOf(TRAVEL_QUOTE_FORM_DEFAULTS.aboutYou, cards.aboutYou),
      // The card is the travel one whatever was stored.
      insuranceType: 'travel',
    },
    yourTrip: initialValuesOf(TRAVEL_QUOTE_FORM_DEFAULTS.yourTrip, cards.yourTrip),
    yourCover: initialValuesOf(TRAVEL_QUOTE_FORM_DEFAULTS.yourCover, cards.yourCover),
  };
}
