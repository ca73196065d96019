import {
  carHireEligibility,
  parseDisplayDate,
  tripChoicesOf,
  type CarHireEligibility,
  type TravelQuoteForms,
} from '@wallet/domain';

/** car-travel-payment.md 4 and 5: whether car hire is offered for these answers, on `today`. */
export function carHireOf(forms: TravelQuoteForms, today: Date): CarHireEligibility {
  return carHireEligibility({
    dateOfBirth: parseDisplayDate(forms.aboutYou.dob),
    zone: tripChoicesOf(forms.yourTrip).destinationZone,
    today,
  });
}
