/**
 * The address calls and what the app makes of their answers, without the schema library (the
 * answers' schemas are in address-schemas.ts), so the address fields draw before it arrives.
 */
import type { AppliedAddress, AutocompleteResponse } from './address-schemas.js';
import { addressFieldsOf, displayAddressOf, type AddressResult } from './display-address.js';

/** The address calls (home.md 7, platform.md 7), relative to the API prefix. */
export const ADDRESS_API_PATHS = {
  lookup: '/home/applied_home_quotes/address',
  manualLookup: '/home/applied_home_quotes/manual_address',
  countyCodes: '/home/applied_home_quotes/address/code_list',
  townCounty: '/home/address/town_county',
  autocomplete: '/address-lookup/autocomplete',
  /** An option's link points below this path: `${lookupOption}/<id>?key=...`. */
  lookupOption: '/address-lookup/lookup',
} as const;

/** The key of the local autocomplete service when none is configured (platform.md 9: '{key}'). */
export const LOCAL_ADDRESS_LOOKUP_KEY = 'local-address-key';
/** The address profile the app asks the autocomplete service for: five lines, Irish layout. */
export const ADDRESS_PROFILE_NAME = 'five-line-ie';

/** home.md 5 and 9: address lines, town and county are at most 250 characters. */
export const ADDRESS_LINE_MAX = 250;

export function fromAppliedAddress(address: AppliedAddress): AddressResult {
  const fields = addressFieldsOf(address);
  return { ...fields, displayAddress: displayAddressOf(fields) };
}

/** The address a lookup answer names, or null when it offers options (or nothing) instead. */
export function addressFromLookup(response: AutocompleteResponse): AddressResult | null {
  if (!response.reformattedAddress) return null;
  const [addressLine1, addressLine2, addressLine3, town, county] = response.reformattedAddress;
  const fields = {
    addressLine1,
    addressLine2,
    addressLine3,
    town,
    county,
    eircode: response.postcode ?? '',
  };
  return { ...fields, displayAddress: displayAddressOf(fields) };
}
