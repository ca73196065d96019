import { personalAboutYouDefaults } from '../personal/personal-about-you-values.js';
import type { TravelQuoteForms } from './travel-quote-forms.js';
import { YOUR_TRAVEL_COVER_DEFAULTS } from './your-travel-cover-values.js';
import { YOUR_TRIP_DEFAULTS } from './your-trip-values.js';

/*
 * A complete travel form for tests (not exported by the package): a family ski week in Austria,
 * asked for on EXAMPLE_TODAY. Each test changes what it checks.
 */

/** 20 November 2026, mid-morning in the runtime's zone. */
export const EXAMPLE_TODAY = new Date(2026, 10, 20, 10, 15);

export const EXAMPLE_TRAVEL_FORMS: TravelQuoteForms = {
  aboutYou: {
    ...personalAboutYouDefaults('travel'),
    title: 'MRS',
    firstName: 'Aoife',
    lastName: "O'Brien-Murphy",
    gender: 'FEMALE',
    dob: '14/03/1985',
    address: {
      displayAddress: '12 Grove Park, Rathmines, Dublin 6, D06 X2Y3',
      addressLine1: '12 Grove Park',
      addressLine2: 'Rathmines',
      addressLine3: '',
      town: 'Dublin 6',
      county: 'Dublin',
      eircode: 'D06 X2Y3',
      addressChosen: true,
    },
    isThisYourPostalAddress: true,
    phoneNo: '087 123 4567',
    email: 'aoife@example.ie',
    employmentStatus: 'EMP',
    mainOccupation: 'TEA',
    coverAbroad: 'yes',
    provider: '2',
    bankOfIrelandCustomer: true,
    bankOfIrelandHomeInsurancePolicy: false,
    promoCode: 'SUMMER10',
  },
  yourTrip: {
    ...YOUR_TRIP_DEFAULTS,
    tripType: '1',
    travelFromDate: '09/01/2027',
    travelToDate: '16/01/2027',
    destinationZone: '1',
    destinationCountry: 'Austria',
    insuredPerson: '3',
    numOfChildren: '2',
    partnerFirstName: 'Cian',
    partnerLastName: 'Murphy',
    partnerDOB: '02/09/1983',
  },
  yourCover: {
    ...YOUR_TRAVEL_COVER_DEFAULTS,
    excess: [1, 3],
    winterSportsExcess: true,
    carHireExcess: true,
    businessExpenseExcess: false,
    dataProtectionConsent: true,
    chubbTOBConsent: true,
  },
};
