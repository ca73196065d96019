import { personalAboutYouDefaults } from '../personal/personal-about-you-values.js';
import type { TravelQuoteForms } from './travel-quote-forms.js';
import type { TravelQuoteRequest } from './travel-quote-payload.js';
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

/** The payload the example forms are recorded to send (travel-quote-mapping.test.ts). */
export const EXAMPLE_TRAVEL_QUOTE_REQUEST: TravelQuoteRequest = {
  product: 'TRAVEL',
  version: '1.0',
  honeypot_value: '',
  // Beside travel_quote: the Your cover consents, given.
  data_protection_consent: true,
  chubb_tob_consent: true,
  travel_quote: {
    carrier_id: 'CHUBB',
    channel: 'web',
    promotion_code: 'SUMMER10',
    policy_holder_details: {
      title: 'MRS',
      first_name: 'Aoife',
      last_name: "O'Brien-Murphy",
      gender: 'FEMALE',
      date_of_birth: '1985-03-14',
      address: {
        address_line1: '12 Grove Park',
        address_line2: 'Rathmines',
        town: 'Dublin 6',
        county: 'Dublin',
        eircode: 'D06 X2Y3',
      },
      postal_address: null,
      mobile_phone: '0871234567',
      email: 'aoife@example.ie',
      employment_status: 'EMP',
      occupation: 'TEA',
      number_of_children: 2,
      boi_customer: true,
      has_boi_house_policy: false,
    },
    date_of_travel: '2027-01-09',
    cover_details: {
      user_type: 'ONLINE_CUSTOMER',
      trip_type: 1,
      start_date: '2027-01-09',
      end_date: '2027-01-16',
      cover_days: 8,
      destination_zone_id: 1,
      destination_country: 'Austria',
      insured_person_type: 3,
      addons_selected: [1, 2, 3],
    },
    additional_holder_details: [
      { holder_type: 1, first_name: 'Cian', last_name: 'Murphy', date_of_birth: '1983-09-02' },
    ],
    additional_questions: [{ question_id: 145, answer: 2 }],
  },
};
