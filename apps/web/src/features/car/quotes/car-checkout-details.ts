import {
  CAR_TERMS_DEFAULTS,
  euroToCents,
  penaltyDetailsOfQuote,
  toCarQuoteRequest,
  type CarCheckoutDetails,
  type CarCoverLevel,
  type CarLevelQuote,
  type CarQuoteResponse,
} from '@wallet/domain';
import type { CarJourney } from '../journey/car-journey';

/**
 * What the checkout is handed for the summary before Buy and the bind: the level's price as last
 * priced, and the car, the drivers and their declarations as the quote was asked for. Null when
 * the journey no longer holds answers the mapper takes (an older build's, or cleared).
 */
export function carCheckoutDetailsOf(
  journey: CarJourney,
  response: CarQuoteResponse,
  level: CarCoverLevel,
  quote: CarLevelQuote,
): CarCheckoutDetails | null {
  if (!journey.forms) return null;
  let asked;
  try {
    // The answers the quote was asked with (valid when sent), in the payload's own terms; the
    // terms answers play no part in what the checkout shows or declares.
    asked = toCarQuoteRequest(journey.forms, journey.terms ?? CAR_TERMS_DEFAULTS).motor_quote;
  } catch {
    return null;
  }
  const vehicle = asked.cover_details.vehicle_details;
  const nameOf = (driver: { first_name: string; last_name: string }) =>
    `${driver.first_name} ${driver.last_name}`;
  return {
    premiumId: quote.premium_id,
    coverLevel: level,
    coverType: response.cover_type,
    offeredExtras: quote.offered_extras,
    extras: quote.selected_extras,
    totalIfPaidByInstalmentCents: euroToCents(quote.premium_details.total_if_paid_by_installment),
    car: {
      ...(vehicle.registration ? { registration: vehicle.registration } : {}),
      make: vehicle.make,
      model: vehicle.model,
      year: vehicle.year,
      version: vehicle.version,
    },
    drivers: [
      { name: nameOf(asked.main_driver) },
      ...[...asked.additional_drivers]
        .sort((a, b) => a.driver_order - b.driver_order)
        .map((driver) => ({
          name: nameOf(driver),
          relationship: driver.relationship_to_proposer,
        })),
    ],
    penaltyDetails: penaltyDetailsOfQuote(asked),
    disqualified: asked.cover_details.disqualified,
  };
}
