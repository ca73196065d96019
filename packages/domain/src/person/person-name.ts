/**
 * The one rule for a person's name, wherever a name is typed: sign-up, the quote forms (the
 * policyholder, a joint owner, and the car and travel forms' people), the name on a card, and
 * the server's checks of each (docs/decisions/0009-irish-names.md).
 *
 * A name is 2 to 50 characters of letters of any alphabet, accented ones included (Seán,
 * Ó Súilleabháin, Máire, Zoë), written as one character or as a letter and its accent, with
 * spaces, full stops, apostrophes (straight ' and the curly ’ phones type) and hyphens between
 * them: the car form's pattern (car-travel-payment.md 5), the only one the spec spells out.
 * Each form keeps the spec's own words for a name it refuses.
 */
/** platform.md 9, home.md 9 and car-travel-payment.md 9: names are 2 to 50 characters. */
export const PERSON_NAME_LENGTH = { min: 2, max: 50 } as const;

/** Letters (and their accents), spaces, full stops, apostrophes ' and ’, and hyphens. */
const NAME_CHARACTERS = /^[\p{L}\p{M} .'’-]+$/u;
const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;

/** A form's words for the name rule: the spec gives each form its own. */
export interface PersonNameMessages {
  required: string;
  /** Any character the rule does not allow. */
  characters: string;
  /** When digits are the only characters the rule does not allow, if the form words it apart. */
  numbers?: string;
  tooShort: string;
  tooLong: string;
}

/**
 * A name as it is kept: without surrounding spaces, and with each accented letter as one
 * character (NFC), so 'Seán' typed as 'e' and a combining accent counts and compares as typed
 * with 'é'.
 */
export function normalisePersonName(value: string): string {
  return value.normalize('NFC').trim();
}

/** Whether every character is one a name may hold, with at least one letter among them. */
export function hasNameCharacters(name: string): boolean {
  return NAME_CHARACTERS.test(name) && LETTER.test(name);
}

/**
 * The first problem of a typed name, in the given form's words, or nothing when it passes:
 * required, then the characters, then the length.
 */
export function personNameProblem(
  value: string | null | undefined,
  messages: PersonNameMessages,
): string | undefined {
  const name = normalisePersonName(value ?? '');
  if (!name) return messages.required;
  if (!hasNameCharacters(name)) {
    if (!messages.numbers) return messages.characters;
    const withoutDigits = [...name].filter((character) => !DIGIT.test(character)).join('');
    const onlyDigitsWrong = withoutDigits.trim() === '' || hasNameCharacters(withoutDigits);
    return onlyDigitsWrong ? messages.numbers : messages.characters;
  }
  if (name.length < PERSON_NAME_LENGTH.min) return messages.tooShort;
  if (name.length > PERSON_NAME_LENGTH.max) return messages.tooLong;
  return undefined;
}
