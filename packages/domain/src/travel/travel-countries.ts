import {
  DESTINATION_ZONE_IDS,
  DESTINATION_ZONE_LABELS,
  type DestinationZone,
} from './travel-constants.js';

/*
 * car-travel-payment.md 3 and 7: destination countries by zone. The zones nest: Europe (without
 * Albania) is in every zone, the rest of the world except the USA, Canada and the Caribbean is in
 * zones 2 and 3, and those three only in zone 3. Cuba is in none. Ireland is home, not a
 * destination.
 */

/** Zone 1: Europe, excluding Albania. */
const EUROPE = [
  'Andorra',
  'Austria',
  'Belarus',
  'Belgium',
  'Bosnia and Herzegovina',
  'Bulgaria',
  'Croatia',
  'Cyprus',
  'Czechia',
  'Denmark',
  'Estonia',
  'Faroe Islands',
  'Finland',
  'France',
  'Germany',
  'Gibraltar',
  'Greece',
  'Hungary',
  'Iceland',
  'Italy',
  'Kosovo',
  'Latvia',
  'Liechtenstein',
  'Lithuania',
  'Luxembourg',
  'Malta',
  'Moldova',
  'Monaco',
  'Montenegro',
  'Netherlands',
  'North Macedonia',
  'Norway',
  'Poland',
  'Portugal',
  'Romania',
  'Russia',
  'San Marino',
  'Serbia',
  'Slovakia',
  'Slovenia',
  'Spain',
  'Sweden',
  'Switzerland',
  'Turkey',
  'Ukraine',
  'United Kingdom',
  'Vatican City',
] as const;

/** Zone 2 and above: the rest of the world without the USA, Canada and the Caribbean. */
const REST_OF_WORLD = [
  'Albania',
  'Algeria',
  'Argentina',
  'Armenia',
  'Australia',
  'Azerbaijan',
  'Bahrain',
  'Bangladesh',
  'Belize',
  'Bhutan',
  'Bolivia',
  'Botswana',
  'Brazil',
  'Brunei',
  'Cambodia',
  'Cameroon',
  'Cape Verde',
  'Chile',
  'China',
  'Colombia',
  'Cook Islands',
  'Costa Rica',
  'Ecuador',
  'Egypt',
  'El Salvador',
  'Ethiopia',
  'Fiji',
  'French Polynesia',
  'Gambia',
  'Georgia',
  'Ghana',
  'Guatemala',
  'Honduras',
  'Hong Kong',
  'India',
  'Indonesia',
  'Israel',
  'Japan',
  'Jordan',
  'Kazakhstan',
  'Kenya',
  'Kuwait',
  'Kyrgyzstan',
  'Laos',
  'Lebanon',
  'Madagascar',
  'Malawi',
  'Malaysia',
  'Maldives',
  'Mauritius',
  'Mexico',
  'Mongolia',
  'Morocco',
  'Mozambique',
  'Namibia',
  'Nepal',
  'New Zealand',
  'Nicaragua',
  'Nigeria',
  'Oman',
  'Pakistan',
  'Panama',
  'Paraguay',
  'Peru',
  'Philippines',
  'Qatar',
  'Rwanda',
  'Samoa',
  'Saudi Arabia',
  'Senegal',
  'Seychelles',
  'Singapore',
  'South Africa',
  'South Korea',
  'Sri Lanka',
  'Taiwan',
  'Tanzania',
  'Thailand',
  'Tonga',
  'Tunisia',
  'Uganda',
  'United Arab Emirates',
  'Uruguay',
  'Uzbekistan',
  'Vanuatu',
  'Vietnam',
  'Zambia',
  'Zimbabwe',
] as const;

/** Zone 3 only: the USA, Canada and the Caribbean, without Cuba. */
const NORTH_AMERICA_AND_CARIBBEAN = [
  'Anguilla',
  'Antigua and Barbuda',
  'Aruba',
  'Bahamas',
  'Barbados',
  'Bermuda',
  'British Virgin Islands',
  'Canada',
  'Cayman Islands',
  'Curaçao',
  'Dominica',
  'Dominican Republic',
  'Grenada',
  'Guadeloupe',
  'Haiti',
  'Jamaica',
  'Martinique',
  'Puerto Rico',
  'Saint Kitts and Nevis',
  'Saint Lucia',
  'Saint Vincent and the Grenadines',
  'Trinidad and Tobago',
  'Turks and Caicos Islands',
  'United States of America',
  'US Virgin Islands',
] as const;

/** The first zone that covers each destination. */
const FIRST_ZONE_OF = new Map<string, DestinationZone>([
  ...EUROPE.map((country) => [country, 1] as const),
  ...REST_OF_WORLD.map((country) => [country, 2] as const),
  ...NORTH_AMERICA_AND_CARIBBEAN.map((country) => [country, 3] as const),
]);

const byName = (a: string, b: string) => a.localeCompare(b, 'en');

/** The countries a zone covers, in alphabetical order. */
export function destinationCountriesOf(zone: DestinationZone): string[] {
  return [...FIRST_ZONE_OF]
    .filter(([, first]) => first <= zone)
    .map(([country]) => country)
    .sort(byName);
}

/** Whether the zone covers the country (as listed; spelling must match). */
export function isCountryInZone(country: string, zone: DestinationZone): boolean {
  const first = FIRST_ZONE_OF.get(country);
  return first !== undefined && first <= zone;
}

/** The narrowest zone that covers a country, or nothing for a country no zone covers. */
export function firstZoneOf(country: string): DestinationZone | undefined {
  return FIRST_ZONE_OF.get(country);
}

/**
 * car-travel-payment.md 7: destination_country_list, one entry per zone, named as the zone; the
 * zone's id comes with it so a form need not match on the name.
 */
export function destinationCountryList(): {
  id: DestinationZone;
  name: string;
  countries: string[];
}[] {
  return DESTINATION_ZONE_IDS.map((zone) => ({
    id: zone,
    name: DESTINATION_ZONE_LABELS[zone],
    countries: destinationCountriesOf(zone),
  }));
}
