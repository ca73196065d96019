/**
 * Eircodes (home.md 5: 'a seven-character alphanumeric code, for example A65 F4E2'): a three-character
 * routing key (a letter and two digits, or the one exception D6W) and a four-character unique
 * identifier. Both use only the letters A C D E F H K N P R T V W X Y, which cannot be mistaken for
 * digits or for each other.
 */
export const EIRCODE_LETTERS = 'ACDEFHKNPRTVWXY';
const letter = `[${EIRCODE_LETTERS}]`;
const character = `[0-9${EIRCODE_LETTERS}]`;
export const EIRCODE_ROUTING_KEY_PATTERN = new RegExp(`^(?:${letter}\\d{2}|D6W)$`);
export const EIRCODE_PATTERN = new RegExp(`^(?:${letter}\\d{2}|D6W) ${character}{4}$`);
export const EIRCODE_EXAMPLE = 'A65 F4E2';

/** Upper case, spaces removed, then one space after the routing key when seven characters remain. */
export function normaliseEircode(text: string): string {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  return compact.length === 7 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}

/** Whether the text is an Eircode, however it is spaced or cased. */
export function isEircode(text: string): boolean {
  return EIRCODE_PATTERN.test(normaliseEircode(text));
}

export function routingKeyOf(eircode: string): string {
  return normaliseEircode(eircode).slice(0, 3);
}
