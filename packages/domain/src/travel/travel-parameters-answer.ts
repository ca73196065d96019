import type { TravelQuoteParameters } from './travel-quote-response.js';

/*
 * GET /travel/quote_parameters as the browser reads it. The server answers through
 * travelQuoteParametersSchema; the get-quote page needs the answer before it can draw its fields,
 * so it reads it by hand rather than wait for the schema library (decision 0008). A domain test
 * holds this reader to the schema.
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isInteger = (value: unknown): value is number => Number.isInteger(value);
const isString = (value: unknown): value is string => typeof value === 'string';

/** Each item of `value` read by `read`; nothing unless `value` is a list and every item reads. */
function listOf<T>(value: unknown, read: (item: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items: T[] = [];
  for (const item of value) {
    const itemRead = read(item);
    if (itemRead === undefined) return undefined;
    items.push(itemRead);
  }
  return items;
}

type TripTypeParameter = TravelQuoteParameters['trip_types'][number];
type ZoneParameter = TripTypeParameter['destination_zones'][number];
type CountryListParameter = TravelQuoteParameters['destination_country_list'][number];

const readZone = (value: unknown): ZoneParameter | undefined =>
  isObject(value) && isInteger(value.id) && isString(value.value)
    ? { id: value.id, value: value.value }
    : undefined;

function readTripType(value: unknown): TripTypeParameter | undefined {
  if (!isObject(value) || !isInteger(value.id) || !isString(value.name)) return undefined;
  const zones = listOf(value.destination_zones, readZone);
  return zones && { id: value.id, name: value.name, destination_zones: zones };
}

function readCountryList(value: unknown): CountryListParameter | undefined {
  if (!isObject(value) || !isInteger(value.id) || !isString(value.name)) return undefined;
  const countries = listOf(value.countries, (country) => (isString(country) ? country : undefined));
  return countries && { id: value.id, name: value.name, countries };
}

/**
 * The answer of GET /travel/quote_parameters when it has the shape of travelQuoteParametersSchema
 * (unknown keys dropped, as the schema drops them); nothing otherwise.
 */
export function readTravelQuoteParameters(value: unknown): TravelQuoteParameters | undefined {
  if (!isObject(value)) return undefined;
  const tripTypes = listOf(value.trip_types, readTripType);
  const countryList = listOf(value.destination_country_list, readCountryList);
  return tripTypes && countryList
    ? { trip_types: tripTypes, destination_country_list: countryList }
    : undefined;
}
