import { z } from 'zod';
import { optionalText } from '../fields/field-rules.js';
import { displayAddressOf } from './display-address.js';
import { normaliseEircode } from './eircode.js';

/*
 * An address as every product's About you holds it (home.md 5, car-travel-payment.md 5), so that
 * the same address lookup fills it. Each product checks it by its own limits and words.
 */

/**
 * An address as the form holds it. `addressChosen` is set by the address fields when a result is
 * picked from the lookup list or the manual lines are complete; `displayAddress` is the lookup
 * box's text.
 */
export const addressValuesSchema = z.object({
  displayAddress: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  addressLine3: z.string(),
  town: z.string(),
  county: z.string(),
  eircode: z.string(),
  addressChosen: z.boolean(),
});
export type AddressValues = z.input<typeof addressValuesSchema>;

/** A checked address, trimmed, with the optional parts left out when empty. */
export interface CheckedAddress {
  displayAddress: string;
  addressLine1: string;
  addressLine2?: string;
  addressLine3?: string;
  town: string;
  county: string;
  eircode?: string;
}

export function toCheckedAddress(address: AddressValues): CheckedAddress {
  return {
    displayAddress: optionalText(address.displayAddress) ?? displayAddressOf(address),
    addressLine1: address.addressLine1.trim(),
    addressLine2: optionalText(address.addressLine2),
    addressLine3: optionalText(address.addressLine3),
    town: address.town.trim(),
    county: address.county.trim(),
    eircode: optionalText(address.eircode) && normaliseEircode(address.eircode),
  };
}
