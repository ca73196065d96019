import { HOME_ADD_ON_CODES, type HomeInsurer } from './home-limits.js';

/** The names the quote screens show for the insurer codes of home.md 9. */
export const HOME_INSURER_NAMES: Record<HomeInsurer, string> = {
  RSA: 'RSA Insurance',
  FBD: 'FBD Insurance',
};

/** The add-on codes of home.md 2 and 3 as a list, for schemas. */
export const HOME_ADDON_CODES = Object.values(HOME_ADD_ON_CODES) as [
  (typeof HOME_ADD_ON_CODES)[keyof typeof HOME_ADD_ON_CODES],
  ...(typeof HOME_ADD_ON_CODES)[keyof typeof HOME_ADD_ON_CODES][],
];
export type HomeAddonCode = (typeof HOME_ADDON_CODES)[number];

/** An insurer code (RSA or FBD). */
export type HomeInsurerCode = HomeInsurer;
