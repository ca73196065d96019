import type { TravelRatingRequest } from './travel-insurer-port.js';

/**
 * The worked example of docs/travel-rating.md section 4: a family of two adults (41 and 43) and
 * two children, a week's skiing in Austria from 9 to 16 January 2027 (8 days), with car hire,
 * private medical cover abroad, a bank customer, SUMMER10. Tests vary it one field at a time.
 */
export function travelWorkedExampleRequest(
  overrides: Partial<TravelRatingRequest> = {},
): TravelRatingRequest {
  return {
    tripType: 1,
    startDate: '2027-01-09',
    coverDays: 8,
    zone: 1,
    country: 'Austria',
    insuredPersonType: 3,
    adults: [
      { role: 'policyholder', dateOfBirth: '1985-03-14' },
      { role: 'partner', dateOfBirth: '1983-09-02' },
    ],
    children: 2,
    extras: { winterSports: true, privateMedical: true, carHire: true, business: false },
    isBankCustomer: true,
    promoCode: 'SUMMER10',
    ...overrides,
  };
}
