import { TRAVEL_EXTRAS, type TravelQuotePayload } from '@wallet/domain';
import type { TravelRatingRequest } from '../../adapters/insurers/travel-insurer-port.js';

/** Maps a checked travel_quote payload to the insurer's rating request (docs/travel-rating.md 1). */
export function toTravelRatingRequest(quote: TravelQuotePayload): TravelRatingRequest {
  const cover = quote.cover_details;
  const holder = quote.policy_holder_details;
  const chosen = new Set<number>(cover.addons_selected);
  return {
    tripType: cover.trip_type,
    startDate: cover.start_date,
    coverDays: cover.cover_days,
    zone: cover.destination_zone_id,
    country: cover.destination_country,
    insuredPersonType: cover.insured_person_type,
    adults: [
      { role: 'policyholder', dateOfBirth: holder.date_of_birth },
      ...quote.additional_holder_details.map((partner) => ({
        role: 'partner' as const,
        dateOfBirth: partner.date_of_birth,
      })),
    ],
    children: holder.number_of_children,
    extras: {
      winterSports: chosen.has(TRAVEL_EXTRAS.winterSports),
      privateMedical: chosen.has(TRAVEL_EXTRAS.privateMedical),
      carHire: chosen.has(TRAVEL_EXTRAS.carHire),
      business: chosen.has(TRAVEL_EXTRAS.business),
    },
    isBankCustomer: holder.boi_customer,
    promoCode: quote.promotion_code,
  };
}
