import { HOME_INSURER_NAMES } from '../home/home-insurers.js';
import { HOME_INSURERS } from '../home/home-limits.js';
import { TRAVEL_INSURER } from '../travel/travel-constants.js';

/**
 * Every insurer the wallet asks for prices (platform.md 1): RSA and FBD for home, the travel
 * insurer for travel. Operators switch any of them off and on by these codes.
 */
export const INSURER_CODES = [...HOME_INSURERS, TRAVEL_INSURER.code] as const;
export type InsurerCode = (typeof INSURER_CODES)[number];

/** The name each insurer goes by on the customer's screens. */
export const INSURER_NAMES: Record<InsurerCode, string> = {
  ...HOME_INSURER_NAMES,
  [TRAVEL_INSURER.code]: TRAVEL_INSURER.name,
};

/** An insurer's name, or the code as recorded when the wallet does not know the insurer by name. */
export function insurerNameOf(code: string): string {
  return Object.hasOwn(INSURER_NAMES, code) ? INSURER_NAMES[code as InsurerCode] : code;
}
