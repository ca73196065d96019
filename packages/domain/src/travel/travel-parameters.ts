import {
  DESTINATION_ZONE_IDS,
  DESTINATION_ZONE_LABELS,
  TRIP_TYPE_IDS,
  TRIP_TYPE_LABELS,
} from './travel-constants.js';
import { destinationCountryList } from './travel-countries.js';
import type { TravelQuoteParameters } from './travel-quote-response.js';

/**
 * car-travel-payment.md 7 (GET /travel/quote_parameters): the trip types, each with the zones it
 * may go to (every zone, for both), and the destination countries of each zone.
 */
export function travelQuoteParameters(): TravelQuoteParameters {
  return {
    trip_types: TRIP_TYPE_IDS.map((id) => ({
      id,
      name: TRIP_TYPE_LABELS[id],
      destination_zones: DESTINATION_ZONE_IDS.map((zone) => ({
        id: zone,
        value: DESTINATION_ZONE_LABELS[zone],
      })),
    })),
    destination_country_list: destinationCountryList(),
  };
}
