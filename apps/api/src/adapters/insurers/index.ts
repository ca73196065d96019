export * from './insurer-port.js';
export * from './home-insurer-port.js';
export * from './travel-insurer-port.js';
export * from './car-insurer-port.js';
export { FBD_HOME_TABLES, FbdHomeEngine, rateFbdHome } from './fbd-home-engine.js';
export { RSA_HOME_TABLES, RsaHomeEngine, rateRsaHome } from './rsa-home-engine.js';
export { HOUSEHOLD_ACCEPTED_ANSWERS, type HomeRatingTables } from './home-rating-core.js';
export { CHUBB_TRAVEL_TABLES, ChubbTravelEngine, rateChubbTravel } from './chubb-travel-engine.js';
export { RSA_CAR_LIMITS, RSA_CAR_TABLES, RsaCarEngine, rateRsaCar } from './rsa-car-engine.js';
