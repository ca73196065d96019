import { CAR_LIMITS } from '@wallet/domain';
import { CAR_GET_QUOTE_TEXTS } from '../get-quote/car-get-quote-texts';

const CAR = CAR_GET_QUOTE_TEXTS.yourCar;
const COVER = CAR_GET_QUOTE_TEXTS.yourCover;

/** What car's change form says (issue 43); the quote form's words for the same questions. */
export const CAR_CHANGE_TEXTS = {
  carTitle: 'Your car',
  registration: CAR.registration,
  registrationHint: 'To change your car, enter the new car’s registration and look it up',
  lookUp: CAR.search,
  searching: CAR.searching,
  value: CAR.vehicleValue,
  valueHint: CAR.vehicleValueHint,
  ownedPeriod: CAR.purchased,
  annualKm: CAR.annualKm,
  driversTitle: 'Named drivers',
  noDrivers: 'No one else is named on your policy.',
  keptDriver: (name: string, relationship: string) => `${name}, ${relationship}`,
  removeDriver: (name: string) => `Remove ${name}`,
  newDriver: (number: number) => COVER.driver(number),
  driverHint: COVER.driverHint,
  relationship: COVER.relationship,
  lastName: COVER.lastName,
  driverOffenceCount: COVER.driverOffenceCount,
  offence: COVER.offence,
  offenceType: COVER.offenceType,
  penaltyPoints: COVER.penaltyPoints,
  addDriver: 'Add a driver',
  removeNewDriver: (number: number) => `Remove driver ${number}`,
  driversLimit: `You can name up to ${CAR_LIMITS.maxAdditionalDrivers} drivers.`,
} as const;
