import {
  PERSONAL_TITLE_CODES,
  employmentStatusOf,
  isOccupationCode,
  personalAboutYouDefaults,
  prefillsProfileAddress,
  type PersonalAboutYouValues,
  type PersonalInsuranceType,
  type Profile,
} from '@wallet/domain';
import { personFromProfile } from './profile-person';
import { initialValuesOf } from './step-form';

/**
 * car-travel-payment.md 4 'Prefill', as the car and travel forms share it: About you from the
 * profile, the sources merged answer by answer, and stored forms read as the form holds them now.
 */

/** platform.md 3.1 and 3.4: the About you card of a car or travel form from the profile. */
export function aboutYouFromProfile(
  profile: Profile,
  insuranceType: PersonalInsuranceType,
): PersonalAboutYouValues {
  const person = personFromProfile(profile, PERSONAL_TITLE_CODES);
  const defaults = personalAboutYouDefaults(insuranceType);
  // platform.md 3.4: the travel form's address starts blank, whatever the profile holds.
  const address = prefillsProfileAddress(insuranceType) ? person.address : null;
  const contact = { ...defaults, ...person.details, address: address ?? defaults.address };
  // The profile's occupation code names a travel employment status (platform.md 3.4); the car
  // form's statuses are other codes, so a car form asks its customer again.
  if (insuranceType !== 'travel') return contact;
  const occupation = (profile.occupation ?? '').trim().toUpperCase();
  return {
    ...contact,
    employmentStatus: employmentStatusOf(profile.occupation) ?? '',
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
 * and what `later` leaves unanswered keeps `earlier`'s. A nested block (an address, a list of
 * drivers) is one answer: it is taken whole, so two addresses are never mixed.
 */
function overlay<T extends object>(earlier: T, later: Partial<T>): T {
  const merged: Record<string, unknown> = { ...(earlier as Record<string, unknown>) };
  for (const [key, value] of Object.entries(later)) {
    if (isAnswered(value)) merged[key] = value;
  }
  return merged as T;
}

/** A form of cards: each card a block of answers. */
type Cards<Forms> = { [Card in keyof Forms]: object };

/**
 * car-travel-payment.md 4 'Prefill merges in order: current form values, signed-in user profile
 * data, latest saved quote values, stored get-quote values': each later source's answers win, card
 * by card, over the form's `defaults`.
 */
export function mergeCards<Forms extends Cards<Forms>>(
  defaults: Forms,
  sources: ReadonlyArray<Partial<Forms> | null | undefined>,
): Forms {
  return sources.reduce<Forms>(
    (forms, source) =>
      Object.fromEntries(
        Object.entries(forms).map(([card, values]) => [
          card,
          overlay(values as object, (source?.[card as keyof Forms] ?? {}) as object),
        ]),
      ) as Forms,
    defaults,
  );
}

/**
 * Forms stored by any build, as the form holds them now: each card is its defaults overlaid with
 * what was stored, so a field an older build did not know is never undefined. The form's schema
 * checks the answers themselves; About you is the product's own whatever was stored.
 */
export function storedCards<Forms extends Cards<Forms> & { aboutYou: PersonalAboutYouValues }>(
  defaults: Forms,
  stored: unknown,
): Forms | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const cards = stored as Partial<Record<keyof Forms, unknown>>;
  const read = Object.fromEntries(
    Object.entries(defaults).map(([card, values]) => [
      card,
      initialValuesOf(values as object, cards[card as keyof Forms]),
    ]),
  ) as Forms;
  return {
    ...read,
    aboutYou: { ...read.aboutYou, insuranceType: defaults.aboutYou.insuranceType },
  };
}
