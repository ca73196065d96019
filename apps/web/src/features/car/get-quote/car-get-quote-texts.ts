import { CAR_LIMITS, MINIMUM_DRIVER_AGE } from '@wallet/domain';

/**
 * The car get-quote page's own words (car-travel-payment.md 2 and 3). The rules' messages are the
 * domain's; these are the labels, titles and notes around them.
 */
export const CAR_GET_QUOTE_TEXTS = {
  title: 'Car Insurance Quote',
  lead: 'Tell us about you, your car and the cover you need to get a quote in a few minutes.',
  cards: { aboutYou: 'About you', yourCar: 'Your car', yourCover: 'Your cover' },
  yourCar: {
    registration: 'Registration',
    registrationHint: "Your car's registration, for example 191-D-12345",
    search: 'Look up registration',
    searching: 'Finding your car',
    found: (make: string, model: string, year: string) =>
      `We found your car: ${make} ${model}, ${year}.`,
    make: 'Make',
    model: 'Model',
    year: 'Year',
    fuelType: 'Fuel type',
    engineSize: 'Engine size',
    version: 'Version',
    engineCc: (cc: number) => (cc === 0 ? 'None (electric)' : `${cc.toLocaleString('en-IE')} cc`),
    toManualSearch: 'Cannot find your car? Search by make and model',
    toRegistration: 'Search by registration instead',
    manualLegend: 'Find your car by make and model',
    catalogueUnavailable:
      'We cannot show the list of cars just now. Please try again, or search by registration.',
    noVersions: 'We have no versions of this car for that year. Please check the year.',
    purchased: 'How long have you had the car?',
    vehicleValue: 'Value of the car (€)',
    vehicleValueHint: 'What it would cost to buy the same car today, in whole euro',
    use: 'What do you use the car for?',
    annualKm: 'How far do you drive in a year?',
    drivingExperience: 'Your current driving experience',
    noClaimsBonus: 'Years of no claims bonus',
    noClaimsBonusHint: 'Claim-free years on your own car insurance policy',
  },
  yourCover: {
    policyStart: 'Policy start date',
    policyStartHint: `DD/MM/YYYY, today or within the next ${CAR_LIMITS.startDateWindowDays} days`,
    coverType: 'Type of cover',
    claimsCount: 'How many claims have you had?',
    claim: (number: number) => `Claim ${number}`,
    claimType: 'Type of claim',
    claimStatus: 'Is the claim open or closed?',
    claimAmount: 'Amount of the claim (€)',
    offenceCount: 'How many penalty point offences have you had?',
    driverOffenceCount: 'How many penalty point offences have they had?',
    offence: (number: number) => `Offence ${number}`,
    offenceType: 'Offence',
    penaltyPoints: 'Penalty points',
    disqualified:
      'Have you ever been disqualified from driving or convicted of a motoring offence?',
    hasAdditionalDrivers: 'Would you like to add other drivers to your policy?',
    driver: (number: number) => `Driver ${number}`,
    driverHint: `Each driver must be ${MINIMUM_DRIVER_AGE} or over.`,
    relationship: 'Relationship to you',
    lastName: 'Last name',
    addDriver: 'Add another driver',
    removeDriver: (number: number) => `Remove driver ${number}`,
    driversLimit: `You can add up to ${CAR_LIMITS.maxAdditionalDrivers} drivers.`,
  },
} as const;
