import { HOME_INSURERS } from './home/home-limits.js';
import { TRAVEL_INSURER } from './travel/travel-constants.js';

/**
 * Every insurer the wallet asks for prices (platform.md 1): RSA and FBD for home, the travel
 * insurer for travel. Operators switch any of them off and on by these codes.
 */
export const INSURER_CODES = [...HOME_INSURERS, TRAVEL_INSURER.code] as const;
export type InsurerCode = (typeof INSURER_CODES)[number];
