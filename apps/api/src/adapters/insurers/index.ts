import { FbdHomeEngine } from './fbd-home-engine.js';
import type { HomeInsurer } from './home-insurer-port.js';
import type { CarInsurer } from './car-insurer-port.js';
import { RsaHomeEngine } from './rsa-home-engine.js';
import { RsaCarEngine } from './rsa-car-engine.js';

export * from './insurer-port.js';
export * from './home-insurer-port.js';
export * from './travel-insurer-port.js';
export * from './car-insurer-port.js';
export { FBD_HOME_TABLES, FbdHomeEngine, rateFbdHome } from './fbd-home-engine.js';
export { RSA_HOME_TABLES, RsaHomeEngine, rateRsaHome } from './rsa-home-engine.js';
export { HOUSEHOLD_ACCEPTED_ANSWERS, type HomeRatingTables } from './home-rating-core.js';
export { CHUBB_TRAVEL_TABLES, ChubbTravelEngine, rateChubbTravel } from './chubb-travel-engine.js';
export { RSA_CAR_LIMITS, RSA_CAR_TABLES, RsaCarEngine, rateRsaCar } from './rsa-car-engine.js';

/** The home insurers the quote module asks, in the order their cards are shown. */
export function createHomeInsurers(): HomeInsurer[] {
  return [new RsaHomeEngine(), new FbdHomeEngine()];
}

/** The car insurer the motor quote module asks: RSA, one engine rating both cover levels. */
export function createCarInsurer(): CarInsurer {
  return new RsaCarEngine();
}
